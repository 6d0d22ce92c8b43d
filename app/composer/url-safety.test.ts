import { describe, expect, it } from "vitest";
import { safeHref, safeMediaSrc } from "./url-safety";

/** Hostile or malformed values: neither a link nor a media source may keep them. */
const hostile: [string, string][] = [
  ["javascript scheme", "javascript:alert(1)"],
  ["mixed-case javascript", "JaVaScRiPt:alert(1)"],
  ["javascript after a space", " javascript:alert(1)"],
  ["javascript after a tab and newline", "\t\njavascript:alert(1)"],
  ["javascript after a control character", "\u0001javascript:alert(1)"],
  ["javascript after a NUL", "\u0000javascript:alert(1)"],
  ["javascript with a tab inside the scheme", "java\tscript:alert(1)"],
  ["javascript with a newline inside the scheme", "java\nscript:alert(1)"],
  ["entity-encoded colon", "javascript&#58;alert(1)"],
  ["entity-encoded scheme", "&#106;avascript:alert(1)"],
  ["percent-encoded scheme", "%6Aavascript:alert(1)"],
  ["percent-encoded colon", "javascript%3Aalert(1)"],
  ["vbscript", "vbscript:msgbox(1)"],
  ["data HTML", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["data image", "data:image/svg+xml,<svg onload=alert(1)>"],
  ["file scheme", "file:///etc/passwd"],
  ["protocol-relative", "//evil.example"],
  ["slash backslash", "/\\evil.example"],
  ["backslash slash", "\\/evil.example"],
  ["double backslash", "\\\\evil.example"],
  ["slash, tab, slash", "/\t/evil.example"],
  ["slash, newline, slash", "/\n/evil.example"],
  ["http without a host", "http://"],
  ["https with a third slash", "https:///evil.example"],
  ["https with a backslash host", "https:/\\evil.example"],
  ["http without slashes", "http:evil.example"],
  ["relative parent path", "../admin"],
  ["relative path", "kop-bil"],
  ["dot path", "./kop-bil"],
  ["empty", ""],
  ["only whitespace", "  \t "],
];

/** Link targets authors use: kept, trimmed. */
const links: [string, string, string][] = [
  ["site path", "/kop-bil", "/kop-bil"],
  ["root", "/", "/"],
  [
    "site path with query and anchor",
    "/kop-bil?car_brand=Volvo#list",
    "/kop-bil?car_brand=Volvo#list",
  ],
  ["padded site path", "  /om-oss \n", "/om-oss"],
  ["anchor", "#main-content", "#main-content"],
  ["https", "https://www.example.com/a", "https://www.example.com/a"],
  ["upper-case http", "HTTP://example.com", "HTTP://example.com"],
  ["mailto", "mailto:info@example.com", "mailto:info@example.com"],
  ["tel with spaces", "tel:08 123 45 67", "tel:08 123 45 67"],
];

describe("safeHref", () => {
  it.each(hostile)("refuses %s", (_name, value) => {
    expect(safeHref(value)).toBeUndefined();
  });

  it.each(links)("keeps %s", (_name, value, kept) => {
    expect(safeHref(value)).toBe(kept);
  });
});

describe("safeMediaSrc", () => {
  it.each(hostile)("refuses %s", (_name, value) => {
    expect(safeMediaSrc(value)).toBeUndefined();
  });

  it.each([
    ["site path", "/-/media/hero.jpg"],
    ["https", "https://cdn.example.com/hero.jpg"],
  ])("keeps %s", (_name, value) => {
    expect(safeMediaSrc(value)).toBe(value);
  });

  it.each([
    ["anchor", "#top"],
    ["mailto", "mailto:info@example.com"],
    ["tel", "tel:0812345"],
  ])("refuses a link-only target: %s", (_name, value) => {
    expect(safeMediaSrc(value)).toBeUndefined();
  });
});
