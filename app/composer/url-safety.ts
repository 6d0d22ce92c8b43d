/*
 * The one set of URL rules for everything authors or upstream services put in an `href` or a
 * media `src` (link fields, navigation items, rich-text links, images, files, videos). Plain
 * functions without zod, so the server's field schemas (./fields.ts), the rich-text sanitiser
 * and any render code share them.
 *
 * A link may be a site path, an in-page anchor, or an http(s), mailto or tel URL; a media source
 * a site path or an http(s) URL. Everything else is refused: other schemes (`javascript:`,
 * `data:`, `vbscript:`, encoded or mixed-case spellings of them), protocol-relative `//host` and
 * `/\host` (browsers read a backslash as a slash), and relative paths such as `../x`, whose
 * target depends on the page. Leading and trailing whitespace is trimmed first; a control
 * character left inside is refused, because browsers drop tabs and newlines inside a URL
 * (`/<TAB>/evil.example` would become `//evil.example`). Spaces may stay (`tel:08 123 45 67`).
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** A site path: one slash, then anything but a second slash or a backslash. */
const SITE_PATH = /^\/(?![/\\])/;
/** http(s) with a host: the first character after `//` must not start another path. */
const HTTP_URL = /^https?:\/\/[^/\\]/i;
const LINK_ONLY = /^(mailto:|tel:|#)/i;

/** The href trimmed, when it is a safe link target; undefined otherwise (also when empty). */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  if (href === "" || CONTROL_CHARACTER.test(href)) return undefined;
  return SITE_PATH.test(href) || HTTP_URL.test(href) || LINK_ONLY.test(href) ? href : undefined;
}

/** The source trimmed, when it is a safe media source; undefined otherwise (also when empty). */
export function safeMediaSrc(raw: string): string | undefined {
  const src = raw.trim();
  if (src === "" || CONTROL_CHARACTER.test(src)) return undefined;
  return SITE_PATH.test(src) || HTTP_URL.test(src) ? src : undefined;
}

export function isSafeHref(href: string): boolean {
  return safeHref(href) !== undefined;
}

export function isSafeMediaSrc(src: string): boolean {
  return safeMediaSrc(src) !== undefined;
}
