import type { DocumentStep } from "./document-edits.server";

/**
 * The brand font's stylesheet (its `@font-face` rules, 1-2 KB) inline in the document instead of
 * a render-blocking request (docs/decisions/0041-script-requests-after-first-paint.md).
 *
 * The head keeps React's `<link rel="stylesheet">` (hydration expects it) but `disabled`, so the
 * browser neither fetches nor waits for it, and the same rules come right before it in a
 * `<style>` carrying the CSP marker (the seal allows it by hash). The document stays UTF-8 bytes;
 * only ASCII is looked for (as in server/edge/csp.ts).
 */

const urls = import.meta.glob<string>("/node_modules/@fontsource-variable/*/index.css", {
  query: "?url",
  import: "default",
  eager: true,
});
const texts = import.meta.glob<string>("/node_modules/@fontsource-variable/*/index.css", {
  query: "?inline",
  import: "default",
  eager: true,
});

/**
 * Not inlined: a relative `url()` (it would resolve against the page, not the stylesheet) or a
 * text that could end the style element.
 */
const unsafeInline = /url\(\s*["']?(?![/"']|data:|https?:)|<\/style/i;

/**
 * Font stylesheets by the href the brand themes render, from the files' URLs and texts. A text
 * without `@font-face` (a test runner's empty CSS) is never inlined: the link stays as it was.
 */
export function inlinableStylesheets(
  hrefs: Record<string, string>,
  cssTexts: Record<string, string>,
): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(hrefs).flatMap(([file, href]) => {
      const css = cssTexts[file];
      if (css === undefined || !css.includes("@font-face") || unsafeInline.test(css)) return [];
      return [[href, css] as const];
    }),
  );
}

export const fontStylesheets = inlinableStylesheets(urls, texts);

const headEnd = Buffer.from("</head>");
const stylesheetLink = /<link rel="stylesheet" href="([^"]*)"/y;
const linkStart = Buffer.from('<link rel="stylesheet" href="');

/**
 * Inlines the head's stylesheet links whose text `stylesheets` knows. A document without one is
 * left as it is.
 */
export function inlineFontStylesheets(
  nonce = "",
  stylesheets: ReadonlyMap<string, string> = fontStylesheets,
): DocumentStep {
  return (html, edits) => {
    const head = html.indexOf(headEnd);
    if (head === -1) return;
    for (let start = html.indexOf(linkStart); start !== -1 && start < head;) {
      const end = html.indexOf(">", start) + 1;
      if (end === 0) break;
      const tag = html.toString("latin1", start, end);
      stylesheetLink.lastIndex = 0;
      const href = stylesheetLink.exec(tag)?.[1];
      const css = href === undefined ? undefined : stylesheets.get(href);
      if (css !== undefined) {
        const attributes = nonce ? ` nonce="${nonce}"` : "";
        edits.replace(
          start,
          end,
          Buffer.concat([
            Buffer.from(`<style${attributes}>${css}</style>`, "utf8"),
            Buffer.from(
              tag.replace(/\/?>$/, (tagEnd) => ` disabled=""${tagEnd}`),
              "latin1",
            ),
          ]),
        );
      }
      start = html.indexOf(linkStart, end);
    }
  };
}
