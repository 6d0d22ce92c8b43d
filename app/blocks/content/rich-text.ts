import type { RichTextNode, RichTextTag } from "../../../design-system/blocks/Blurb";

/*
 * An allow-list sanitiser for the CMS's rich text (Blurb RichText, accordion texts). No HTML
 * parser ships with the app (sanitize-html is not installed), so this is a small tolerant
 * tokenizer that builds *data*: text nodes and the allowed elements, rendered by the design
 * system's RichText as React elements. Nothing from the CMS is ever set as inner HTML, so a
 * markup trick the tokenizer misreads can at worst show up as text, never as markup or script.
 *
 * Kept: p, strong (and b), em (and i), a with a safe href, ul, ol, li, br, h2-h4 (h1 becomes
 * h2: the page has its own h1; h5/h6 become h4). Dropped with their content: script, style and
 * the other raw-text or embedding elements. Any other tag is unwrapped (its text stays), and every
 * attribute except a link's href is dropped.
 */

const renamed: Record<string, RichTextTag> = {
  p: "p",
  strong: "strong",
  b: "strong",
  em: "em",
  i: "em",
  a: "a",
  ul: "ul",
  ol: "ol",
  li: "li",
  br: "br",
  h1: "h2",
  h2: "h2",
  h3: "h3",
  h4: "h4",
  h5: "h4",
  h6: "h4",
};

/** Elements dropped together with everything inside them. */
const droppedWithContent = new Set([
  "script",
  "style",
  "template",
  "textarea",
  "title",
  "iframe",
  "noscript",
  "noembed",
  "noframes",
  "object",
  "embed",
  "xmp",
  "svg",
  "math",
  "select",
  "button",
]);

/** Raw-text elements: their content is not markup, it runs to the matching end tag. */
const rawText = new Set(["script", "style", "textarea", "title", "xmp", "noscript", "iframe"]);

const blockTags = new Set<RichTextTag>(["p", "ul", "ol", "li", "h2", "h3", "h4"]);
/** Blocks holding a line of text: leading and trailing spaces and breaks inside them go. */
const textBlocks = new Set<RichTextTag>(["p", "li", "h2", "h3", "h4"]);

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "\u00ad",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  middot: "·",
  euro: "€",
  pound: "£",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  times: "×",
  aring: "å",
  Aring: "Å",
  auml: "ä",
  Auml: "Ä",
  ouml: "ö",
  Ouml: "Ö",
  aelig: "æ",
  AElig: "Æ",
  oslash: "ø",
  Oslash: "Ø",
  uuml: "ü",
  Uuml: "Ü",
  eacute: "é",
  Eacute: "É",
  aacute: "á",
  Aacute: "Á",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  yacute: "ý",
  scaron: "š",
  Scaron: "Š",
  ccaron: "č",
  Ccaron: "Č",
  zcaron: "ž",
  Zcaron: "Ž",
};

/** Decodes character references (named ones from a small table, all numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi,
    (match, ref: string) => {
      if (ref[0] === "#") {
        const code =
          ref[1] === "x" || ref[1] === "X"
            ? parseInt(ref.slice(2), 16)
            : parseInt(ref.slice(1), 10);
        if (
          !Number.isFinite(code) ||
          code === 0 ||
          code > 0x10ffff ||
          (code >= 0xd800 && code <= 0xdfff)
        ) {
          return "\ufffd";
        }
        return String.fromCodePoint(code);
      }
      return Object.hasOwn(namedEntities, ref) ? (namedEntities[ref] ?? match) : match;
    },
  );
}

/**
 * A link target rich text may keep: a site path, an in-page anchor, http(s), mailto or tel.
 * Control characters and whitespace are removed first (browsers ignore them inside a scheme),
 * and `/\host` is refused because browsers read it as the protocol-relative `//host`.
 */
export function safeRichTextHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (href === "") return undefined;
  if (href.startsWith("/")) return /^\/[/\\]/.test(href) ? undefined : href;
  if (href.startsWith("#")) return href;
  return /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(href) ? href : undefined;
}

type ElementNode = Extract<RichTextNode, { type: "element" }>;

interface Token {
  kind: "start" | "end";
  name: string;
  attributes: Record<string, string>;
  selfClosing: boolean;
}

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]?.toLowerCase();
    if (!name || Object.hasOwn(attributes, name)) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Finds the `>` ending a tag, skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return index;
    }
  }
  return -1;
}

class TreeBuilder {
  readonly root: ElementNode = { type: "element", tag: "p", children: [] };
  private readonly stack: ElementNode[] = [this.root];

  private get current(): ElementNode {
    return this.stack[this.stack.length - 1] ?? this.root;
  }

  private isOpen(tag: RichTextTag): boolean {
    return this.stack.slice(1).some((node) => node.tag === tag);
  }

  private closeTo(tag: RichTextTag): void {
    for (let index = this.stack.length - 1; index >= 1; index -= 1) {
      if (this.stack[index]?.tag === tag) {
        this.stack.length = index;
        return;
      }
    }
  }

  text(text: string): void {
    if (text === "") return;
    const children = this.current.children;
    const last = children[children.length - 1];
    // Adjacent text is one run, and HTML shows a run of spaces as one.
    if (last?.type === "text") last.text = (last.text + text).replace(/ {2,}/g, " ");
    else children.push({ type: "text", text });
  }

  start(tag: RichTextTag, href: string | undefined): void {
    // Blocks do not nest inside paragraphs, headings or links: the open one ends here.
    if (blockTags.has(tag)) {
      for (const inline of ["a", "strong", "em"] as const)
        if (this.isOpen(inline)) this.closeTo(inline);
      for (const textBlock of ["p", "h2", "h3", "h4"] as const) {
        if (this.isOpen(textBlock)) this.closeTo(textBlock);
      }
    }
    if (tag === "li") {
      // A list item ends the previous item of the same list; outside a list it is a paragraph.
      const listIndex = this.stack.findLastIndex((node) => node.tag === "ul" || node.tag === "ol");
      const itemIndex = this.stack.findLastIndex((node) => node.tag === "li");
      if (listIndex === -1) return this.start("p", undefined);
      if (itemIndex > listIndex) this.stack.length = itemIndex;
    }
    if (tag === "a" && this.isOpen("a")) this.closeTo("a");
    const node: ElementNode =
      tag === "a"
        ? { type: "element", tag, href, children: [] }
        : { type: "element", tag, children: [] };
    this.current.children.push(node);
    if (tag !== "br") this.stack.push(node);
  }

  end(tag: RichTextTag): void {
    if (this.isOpen(tag)) this.closeTo(tag);
  }
}

function hasText(nodes: readonly RichTextNode[]): boolean {
  return nodes.some((node) =>
    node.type === "text" ? node.text.trim() !== "" : node.tag === "br" || hasText(node.children),
  );
}

/** Removes empty elements, lists' stray text, and wraps loose inline content in paragraphs. */
function normalise(nodes: readonly RichTextNode[], parent: RichTextTag | "root"): RichTextNode[] {
  const cleaned: RichTextNode[] = [];
  for (const node of nodes) {
    if (node.type === "text") {
      if (parent === "ul" || parent === "ol") continue;
      cleaned.push(node);
      continue;
    }
    if (node.tag === "br") {
      if (parent !== "ul" && parent !== "ol") cleaned.push(node);
      continue;
    }
    const normalised = normalise(node.children, node.tag);
    const children = textBlocks.has(node.tag) ? trimRun(normalised) : normalised;
    if (!hasText(children)) continue;
    if ((parent === "ul" || parent === "ol") && node.tag !== "li") {
      cleaned.push({ type: "element", tag: "li", children: [{ ...node, children }] });
      continue;
    }
    cleaned.push({ ...node, children });
  }
  if (parent !== "root") return cleaned;

  // At the top level only blocks stand alone: runs of text and inline elements become paragraphs.
  const blocks: RichTextNode[] = [];
  let run: RichTextNode[] = [];
  const flush = () => {
    const trimmed = trimRun(run);
    if (hasText(trimmed)) blocks.push({ type: "element", tag: "p", children: trimmed });
    run = [];
  };
  for (const node of cleaned) {
    if (node.type === "element" && blockTags.has(node.tag)) {
      flush();
      blocks.push(node);
    } else {
      run.push(node);
    }
  }
  flush();
  return blocks;
}

function trimRun(run: RichTextNode[]): RichTextNode[] {
  const nodes = [...run];
  const isBreak = (node: RichTextNode | undefined) => node?.type === "element" && node.tag === "br";
  while (isBreak(nodes[0])) nodes.shift();
  while (isBreak(nodes.at(-1))) nodes.pop();
  const first = nodes[0];
  if (first?.type === "text") nodes[0] = { type: "text", text: first.text.trimStart() };
  const last = nodes.at(-1);
  if (last?.type === "text") nodes[nodes.length - 1] = { type: "text", text: last.text.trimEnd() };
  return nodes.filter((node) => node.type !== "text" || node.text !== "");
}

/** Collapses runs of whitespace (HTML shows them as one space). */
function collapse(text: string): string {
  return text.replace(/[\t\n\f\r ]+/g, " ");
}

/** Reads the CMS's rich-text HTML into sanitised nodes (see the comment at the top). */
export function parseRichText(html: string): RichTextNode[] {
  const builder = new TreeBuilder();
  let index = 0;
  // Open elements dropped with their content; text and tags inside them are skipped.
  const dropStack: string[] = [];

  while (index < html.length) {
    const open = html.indexOf("<", index);
    const textEnd = open === -1 ? html.length : open;
    if (textEnd > index && dropStack.length === 0) {
      builder.text(collapse(decodeEntities(html.slice(index, textEnd))));
    }
    if (open === -1) break;
    index = open;

    if (html.startsWith("<!--", index)) {
      const close = html.indexOf("-->", index + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    const next = html[index + 1] ?? "";
    if (next === "!" || next === "?") {
      const close = html.indexOf(">", index);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    const isEnd = next === "/";
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(index + (isEnd ? 2 : 1)));
    if (!nameMatch) {
      // A "<" that starts no tag is text.
      if (dropStack.length === 0) builder.text("<");
      index += 1;
      continue;
    }
    const close = tagEnd(html, index);
    if (close === -1) break; // An unfinished tag at the end is dropped.
    const name = nameMatch[0].toLowerCase();
    const body = html.slice(index + (isEnd ? 2 : 1) + name.length, close);
    index = close + 1;
    const token: Token = {
      kind: isEnd ? "end" : "start",
      name,
      attributes: isEnd ? {} : parseAttributes(body),
      selfClosing: /\/\s*$/.test(body),
    };

    if (token.kind === "start" && rawText.has(name)) {
      // Skip the raw text up to its end tag (or the end of the input).
      const endTag = new RegExp(`</${name}[\\s/>]`, "i").exec(html.slice(index));
      if (!endTag) break;
      const after = tagEnd(html, index + endTag.index);
      index = after === -1 ? html.length : after + 1;
      continue;
    }
    if (droppedWithContent.has(name)) {
      if (token.kind === "start" && !token.selfClosing) {
        dropStack.push(name);
      } else if (token.kind === "end" && dropStack.includes(name)) {
        while (dropStack.length > 0 && dropStack.pop() !== name);
      }
      continue;
    }
    if (dropStack.length > 0) continue;

    const tag = Object.hasOwn(renamed, name) ? renamed[name] : undefined;
    if (!tag) {
      // Unknown elements are unwrapped; block-level ones still separate words.
      if (
        /^(div|section|article|header|footer|table|tr|td|th|blockquote|figure|figcaption)$/.test(
          name,
        )
      ) {
        builder.text(" ");
      }
      continue;
    }
    if (token.kind === "end") {
      builder.end(tag);
      continue;
    }
    if (tag === "a") {
      const href = safeRichTextHref(token.attributes.href ?? "");
      // A link without a safe target keeps its text only.
      if (!href) continue;
      builder.start("a", href);
      if (token.selfClosing) builder.end("a");
      continue;
    }
    builder.start(tag, undefined);
    if (token.selfClosing && tag !== "br") builder.end(tag);
  }

  return normalise(builder.root.children, "root");
}

/** The plain text of rich-text nodes (for checks such as "has the author written anything"). */
export function richTextPlain(nodes: readonly RichTextNode[]): string {
  return nodes
    .map((node) => (node.type === "text" ? node.text : richTextPlain(node.children)))
    .join("")
    .trim();
}
