import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of our pages, safe to cache at a CDN
 * (docs/decisions/0014-csp-with-cached-html.md).
 *
 * No nonce is ever sent. While a document renders, the server's own inline scripts and styles
 * carry a secret per-request marker (React's `nonce` prop); before the buffered HTML leaves,
 * `sealDocument` lists exactly the marked elements in this response's policy by SHA-256 hash
 * and strips the marker. Header and body are cached together, so they always agree, and markup
 * that reached the HTML any other way (an injection) carries no marker and gets no hash.
 */

/** Hash sources (`'sha256-…'`) of the inline elements a document may run or apply. */
export interface InlineHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

export interface PolicyOptions {
  /** Origin of the CMS page editor, allowed to frame editing renders only. */
  editingHost?: string;
  /** True when a maps browser key is configured: the Google Maps hosts are allowed. */
  maps?: boolean;
}

export interface PolicyContext {
  editing: boolean;
  secure: boolean;
}

/** Third parties the pages load by name: the tag manager and analytics, the video embed. */
export const thirdParty = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  frame: ["https://www.youtube-nocookie.com", "https://www.googletagmanager.com"],
  img: ["https:"],
};

/**
 * The Maps JavaScript API's hosts (Google's allowlist CSP guide), allowed only when a maps key
 * is configured: without one no page loads the maps script (static fallback maps).
 */
export const mapsThirdParty = {
  script: ["https://maps.googleapis.com", "https://*.gstatic.com"],
  connect: ["https://*.googleapis.com", "https://*.gstatic.com", "data:", "blob:"],
  style: ["https://fonts.googleapis.com"],
  font: ["https://fonts.gstatic.com"],
  worker: ["blob:"],
};

export const noInlineElements: InlineHashes = { scripts: [], styles: [] };

/** The CSP hash source of an inline element's text, exactly as the browser hashes it (UTF-8). */
export function hashSource(text: string): string {
  return hashBytes(Buffer.from(text, "utf8"));
}

/** The CSP hash source of an inline element's UTF-8 bytes. */
export function hashBytes(bytes: Uint8Array): string {
  return `'sha256-${createHash("sha256").update(bytes).digest("base64")}'`;
}

/**
 * The policy for one response. `script-src` has no `'strict-dynamic'`: Chromium blocks modules
 * that a hash-allowed inline module imports dynamically (React Router's route modules), so our
 * own origin and the third parties are allowed by name and inline code by hash only.
 */
export function contentSecurityPolicy(
  inline: InlineHashes,
  options: PolicyOptions,
  context: PolicyContext,
): string {
  const frameAncestors = context.editing && options.editingHost ? options.editingHost : "'none'";
  const sources = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].join(" ");
  const maps = (list: readonly string[]) => (options.maps ? list : []);
  const directives = [
    "default-src 'self'",
    `script-src ${sources(["'self'"], inline.scripts, thirdParty.script, maps(mapsThirdParty.script))}`,
    `style-src ${sources(["'self'"], inline.styles, maps(mapsThirdParty.style))}`,
    // React writes style attributes (e.g. logo text); attributes cannot be allowed by hash.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${thirdParty.img.join(" ")}`,
    `font-src ${sources(["'self'"], maps(mapsThirdParty.font))}`,
    `connect-src ${sources(["'self'"], thirdParty.connect, maps(mapsThirdParty.connect))}`,
    `frame-src ${thirdParty.frame.join(" ")}`,
    "media-src 'self' https:",
    ...(options.maps ? [`worker-src ${sources(["'self'"], mapsThirdParty.worker)}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ];
  if (context.secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** A fresh secret for marking one render's own inline elements (URL-safe: no escaping needed). */
export function newRenderMarker(): string {
  return randomBytes(18).toString("base64url");
}

export interface SealedDocument<Html = string> {
  /** The HTML with every `nonce="<marker>"` attribute removed. */
  html: Html;
  /** Hashes of the bodies of the marked inline `<script>` and `<style>` elements, in order. */
  hashes: InlineHashes;
}

const rawTextStart = /<!--|<(script|style)(?=[\t\n\f\r />])/gi;

/** `sealDocumentBytes` on a string (its UTF-8 bytes), for callers and tests that hold text. */
export function sealInlineElements(html: string, marker: string): SealedDocument {
  if (!marker) return { html, hashes: { scripts: [], styles: [] } };
  const sealed = sealDocumentBytes(Buffer.from(html, "utf8"), marker);
  return { html: sealed.html.toString("utf8"), hashes: sealed.hashes };
}

/**
 * Finds the inline `<script>` and `<style>` elements whose start tag carries `nonce="<marker>"`
 * and hashes their bodies; scripts with `src` need no hash. The tokenizer follows the HTML
 * parser where it matters: comments are skipped, a raw-text body ends at the first
 * case-insensitive `</script` or `</style` followed by whitespace, `/` or `>`, and quoted
 * attribute values may contain `>`. A disagreement with the browser can only fail closed: a
 * hash always covers text that follows one of our own marked tags.
 *
 * The document stays UTF-8 bytes (as React wrote it and as it is sent): the tokenizer reads them
 * as Latin-1, one character per byte, so its indexes are byte offsets, and every character it
 * looks for is ASCII, which a multi-byte UTF-8 sequence (bytes ≥ 0x80 only) never contains. The
 * hashes cover the exact bytes the browser hashes. No decoding and encoding of the whole page.
 */
export function sealDocumentBytes(html: Buffer, marker: string): SealedDocument<Buffer> {
  const scripts: string[] = [];
  const styles: string[] = [];
  if (!marker) return { html, hashes: { scripts, styles } };

  const text = html.toString("latin1");
  rawTextStart.lastIndex = 0;
  for (let match = rawTextStart.exec(text); match; match = rawTextStart.exec(text)) {
    if (match[0] === "<!--") {
      const commentEnd = text.indexOf("-->", match.index + 4);
      if (commentEnd === -1) break;
      rawTextStart.lastIndex = commentEnd + 3;
      continue;
    }
    const name = (match[1] ?? "").toLowerCase();
    const tag = readStartTag(text, match.index + match[0].length);
    if (!tag) break;
    const bodyEnd = closingTagIndex(text, tag.end, name);
    const marked = tag.attributes.get("nonce") === marker;
    if (marked && !(name === "script" && tag.attributes.has("src"))) {
      (name === "script" ? scripts : styles).push(hashBytes(html.subarray(tag.end, bodyEnd)));
    }
    rawTextStart.lastIndex = bodyEnd;
  }
  return {
    html: withoutAll(html, Buffer.from(` nonce="${marker}"`, "latin1")),
    hashes: { scripts: [...new Set(scripts)], styles: [...new Set(styles)] },
  };
}

/**
 * The bytes with every occurrence of `needle` removed, left to right (as `replaceAll` on the
 * Latin-1 text): found by the buffer's own search and joined once, not a copy of the page as a
 * string and another back to bytes.
 */
function withoutAll(bytes: Buffer, needle: Buffer): Buffer {
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, from)) {
    kept.push(bytes.subarray(from, at));
    from = at + needle.length;
  }
  if (from === 0) return bytes;
  kept.push(bytes.subarray(from));
  return Buffer.concat(kept);
}

interface StartTag {
  /** Index just after the tag's `>`. */
  end: number;
  /** Attribute values by lower-case name (the first of duplicates wins, as in browsers). */
  attributes: Map<string, string>;
}

/** Whitespace and `/` between attributes, then `>` or one attribute (name, optional value). */
const startTagPart =
  /[\t\n\f\r /]*(?:(>)|([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]*)))?)/y;

function readStartTag(html: string, from: number): StartTag | null {
  const attributes = new Map<string, string>();
  startTagPart.lastIndex = from;
  for (let part = startTagPart.exec(html); part; part = startTagPart.exec(html)) {
    const [, tagEnd, name, doubleQuoted, singleQuoted, unquoted] = part;
    if (tagEnd) return { end: startTagPart.lastIndex, attributes };
    const key = (name ?? "").toLowerCase();
    if (!attributes.has(key)) attributes.set(key, doubleQuoted ?? singleQuoted ?? unquoted ?? "");
  }
  return null;
}

function closingTagIndex(html: string, from: number, name: string): number {
  const closing = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, "gi");
  closing.lastIndex = from;
  return closing.exec(html)?.index ?? html.length;
}
