/**
 * The finishing of a rendered document (its styles, font rules, icon sprite and module script) as
 * edits found on the bytes React wrote and made in one copy (decision 0027, session 45).
 *
 * A copy of a whole page costs far more than its size suggests: a string or buffer of more than
 * 128 KB is a large object of its own, fresh memory each time, and on these machines a 170 KB
 * page took 0.4-0.7 ms per copy or Latin-1 view, against 0.01 ms for 60 KB. Each step copying
 * the page (and viewing it as text to search it) cost a fifth of an uncached render's server
 * time. The steps now only search the original bytes for ASCII (a multi-byte UTF-8 sequence never
 * contains an ASCII byte, so offsets are byte offsets) and view small parts as text.
 */

interface Edit {
  start: number;
  end: number;
  content: Buffer;
}

const nothing = Buffer.alloc(0);

const bytesOf = (content: string | Buffer) =>
  typeof content === "string" ? Buffer.from(content, "utf8") : content;

/** Insertions and replacements at byte offsets of one document, applied together. */
export class DocumentEdits {
  readonly #edits: Edit[] = [];

  /** Puts `content` (a string is written as UTF-8) at `at`; insertions at one offset keep their order. */
  insert(at: number, content: string | Buffer): void {
    this.#edits.push({ start: at, end: at, content: bytesOf(content) });
  }

  /** Replaces the bytes from `start` up to `end` with `content` (nothing: removes them). */
  replace(start: number, end: number, content: string | Buffer = nothing): void {
    this.#edits.push({ start, end, content: bytesOf(content) });
  }

  /** The document with every edit made; the same buffer when there is none. */
  applyTo(html: Buffer): Buffer {
    if (this.#edits.length === 0) return html;
    // A stable sort: insertions at one offset stay in the order they were asked for.
    const edits = [...this.#edits].sort((a, b) => a.start - b.start);
    const parts: Buffer[] = [];
    let from = 0;
    for (const { start, end, content } of edits) {
      if (start < from || end < start || end > html.length) {
        throw new RangeError(
          `document edit ${start}-${end} overlaps another or the document's end`,
        );
      }
      parts.push(html.subarray(from, start), content);
      from = end;
    }
    parts.push(html.subarray(from));
    return Buffer.concat(parts);
  }
}

/** One step of the finishing: reads the original document and asks for its edits. */
export type DocumentStep = (html: Buffer, edits: DocumentEdits) => void;

/** The document with every step's edits, found on the original bytes and made in one copy. */
export function editDocument(html: Buffer, ...steps: DocumentStep[]): Buffer {
  const edits = new DocumentEdits();
  for (const step of steps) step(html, edits);
  return edits.applyTo(html);
}
