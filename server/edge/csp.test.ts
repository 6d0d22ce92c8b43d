// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  hashSource,
  newRenderMarker,
  noInlineElements,
  sealDocumentBytes,
  sealInlineElements,
} from "./csp";

const marker = "m4rk3r_secret-value";
const sha = (text: string) =>
  `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`;

describe("hashSource", () => {
  it.each([
    ["", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
    ["alert(1)", "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"],
  ])("hashes %j as the CSP spec does (UTF-8, base64)", (text, expected) => {
    expect(hashSource(text)).toBe(expected);
  });

  it("hashes non-ASCII text as UTF-8", () => {
    expect(hashSource("å\u2028")).toBe(sha("å\u2028"));
  });
});

describe("sealInlineElements", () => {
  const cases: [string, string, string[], string[]][] = [
    ["one marked script", `<script nonce="${marker}">a()</script>`, ["a()"], []],
    [
      "several scripts and styles, in order",
      `<style nonce="${marker}">p{}</style><script nonce="${marker}">a()</script>` +
        `<script nonce="${marker}" type="module">import "/b.js";</script>`,
      ["a()", 'import "/b.js";'],
      ["p{}"],
    ],
    ["an empty body", `<script nonce="${marker}"></script>`, [""], []],
    [
      "a split closing tag inside a string does not end the script",
      `<script nonce="${marker}">x = "</scr" + "ipt>"; y = "<\\/script>";</script>`,
      [`x = "</scr" + "ipt>"; y = "<\\/script>";`],
      [],
    ],
    [
      "the closing tag is case-insensitive and may carry whitespace",
      `<SCRIPT nonce="${marker}">a()</SCRIPT ><style nonce="${marker}">p{}</Style\n>`,
      ["a()"],
      ["p{}"],
    ],
    [
      "`</scripts` is not a closing tag",
      `<script nonce="${marker}">a("</scripts>")</script>`,
      [`a("</scripts>")`],
      [],
    ],
    [
      "attributes before and after the marker, quoted values containing >",
      `<script async data-x="a>b" nonce="${marker}" data-y='c>d' type=module>a()</script>`,
      ["a()"],
      [],
    ],
    [
      "attribute names are case-insensitive, unquoted values count",
      `<script NONCE=${marker}>a()</script>`,
      ["a()"],
      [],
    ],
    ["a script with src needs no hash", `<script nonce="${marker}" src="/a.js"></script>`, [], []],
    ["an unmarked script gets no hash", `<script>evil()</script>`, [], []],
    ["another nonce gets no hash", `<script nonce="guess">evil()</script>`, [], []],
    [
      "the marker in a later attribute than the first nonce does not count",
      `<script nonce="guess" nonce="${marker}">evil()</script>`,
      [],
      [],
    ],
    [
      "the marker as another attribute's value does not count",
      `<script data-nonce="${marker}">evil()</script><style title="${marker}">p{}</style>`,
      [],
      [],
    ],
    [
      "a marked tag inside an unmarked script's body is script text, not an element",
      `<script>var s = '<script nonce="${marker}">evil()'</script>`,
      [],
      [],
    ],
    [
      "markup in a comment is not an element",
      `<!-- <script nonce="${marker}">evil()</script> --><script nonce="${marker}">a()</script>`,
      ["a()"],
      [],
    ],
    [
      "identical bodies are listed once",
      `<script nonce="${marker}">a()</script><script nonce="${marker}">a()</script>`,
      ["a()"],
      [],
    ],
    [
      "other elements named like script are not scripts",
      `<scripts nonce="${marker}">a()</scripts>`,
      [],
      [],
    ],
    ["an unterminated body is hashed to the end", `<style nonce="${marker}">p{}`, [], ["p{}"]],
    ["an unterminated start tag is ignored", `<script nonce="${marker}"`, [], []],
  ];

  it.each(cases)("%s", (_name, html, scripts, styles) => {
    const { hashes } = sealInlineElements(html, marker);
    expect(hashes.scripts).toEqual(scripts.map(sha));
    expect(hashes.styles).toEqual(styles.map(sha));
  });

  it("removes every marker attribute and nothing else", () => {
    const html =
      `<html><head><style nonce="${marker}" data-styled="true">p{}</style>` +
      `<link rel="modulepreload" href="/a.js" nonce="${marker}"></head>` +
      `<body><script nonce="guess">x</script><script nonce="${marker}">a()</script></body></html>`;
    const sealed = sealInlineElements(html, marker);
    expect(sealed.html).toBe(
      `<html><head><style data-styled="true">p{}</style>` +
        `<link rel="modulepreload" href="/a.js"></head>` +
        `<body><script nonce="guess">x</script><script>a()</script></body></html>`,
    );
    expect(sealed.html).not.toContain(marker);
  });

  it("hashes nothing without a marker (a render without the edge, e.g. in tests)", () => {
    const html = `<script nonce="">a()</script><script>b()</script>`;
    expect(sealInlineElements(html, "")).toEqual({ html, hashes: noInlineElements });
  });
});

describe("sealDocumentBytes", () => {
  it("reads the UTF-8 bytes as they are: non-ASCII text kept, bodies hashed as the browser does", () => {
    const html =
      `<title>Bilar i Umeå – 5 ☆</title><style nonce="${marker}">q::before{content:"–ä"}</style>` +
      `<p>Ö<script>x</script></p><SCRİPT nonce="${marker}">é()</SCRİPT>` +
      `<script nonce="${marker}">t("Välkommen 👋")</script>`;
    const sealed = sealDocumentBytes(Buffer.from(html, "utf8"), marker);
    expect(sealed.hashes.styles).toEqual([sha('q::before{content:"–ä"}')]);
    expect(sealed.hashes.scripts).toEqual([sha('t("Välkommen 👋")')]);
    expect(sealed.html.toString("utf8")).toBe(html.replaceAll(` nonce="${marker}"`, ""));
  });

  it("gives the same hashes and HTML as the text version", () => {
    const html = `<style nonce="${marker}">å{}</style><!-- <script nonce="${marker}">ü</script> -->`;
    const bytes = sealDocumentBytes(Buffer.from(html), marker);
    const text = sealInlineElements(html, marker);
    expect(bytes.hashes).toEqual(text.hashes);
    expect(bytes.html.toString("utf8")).toBe(text.html);
  });
});

describe("newRenderMarker", () => {
  it("is fresh, long and needs no escaping in HTML or a regular expression", () => {
    const markers = new Set(Array.from({ length: 50 }, newRenderMarker));
    expect(markers.size).toBe(50);
    for (const value of markers) expect(value).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});

describe("contentSecurityPolicy", () => {
  const inline = { scripts: ["'sha256-s1'", "'sha256-s2'"], styles: ["'sha256-t1'"] };
  const policy = contentSecurityPolicy(inline, {}, { editing: false, secure: true });
  const directive = (name: string) =>
    policy.split("; ").find((entry) => entry.split(" ")[0] === name);

  it("allows our origin, the listed hashes and GTM by name; no inline, no nonce", () => {
    expect(directive("script-src")).toBe(
      "script-src 'self' 'sha256-s1' 'sha256-s2' https://www.googletagmanager.com",
    );
    expect(directive("style-src")).toBe("style-src 'self' 'sha256-t1'");
    expect(policy).not.toMatch(/'nonce-|'unsafe-inline' 'self'|'unsafe-eval'|'strict-dynamic'/);
  });

  it.each([
    ["default-src", "default-src 'self'"],
    ["object-src", "object-src 'none'"],
    ["base-uri", "base-uri 'none'"],
    ["form-action", "form-action 'self'"],
    ["frame-ancestors", "frame-ancestors 'none'"],
    ["style-src-attr", "style-src-attr 'unsafe-inline'"],
    ["upgrade-insecure-requests", "upgrade-insecure-requests"],
  ])("%s", (name, expected) => {
    expect(directive(name)).toBe(expected);
  });

  it("lists a hash once", () => {
    const twice = contentSecurityPolicy(
      { scripts: ["'sha256-a'", "'sha256-a'"], styles: [] },
      {},
      { editing: false, secure: false },
    );
    expect(twice).toContain("script-src 'self' 'sha256-a' https://");
    expect(twice).not.toContain("upgrade-insecure-requests");
  });

  it("without inline elements, nothing inline is allowed", () => {
    const none = contentSecurityPolicy(noInlineElements, {}, { editing: false, secure: false });
    expect(none).not.toContain("'sha256-");
    expect(none).toContain("style-src 'self';");
  });

  it("allows the Google Maps hosts only when a maps key is configured", () => {
    const withMaps = contentSecurityPolicy(
      inline,
      { maps: true },
      { editing: false, secure: false },
    );
    const mapsDirective = (name: string) =>
      withMaps.split("; ").find((entry) => entry.split(" ")[0] === name);
    expect(mapsDirective("script-src")).toBe(
      "script-src 'self' 'sha256-s1' 'sha256-s2' https://www.googletagmanager.com https://maps.googleapis.com https://*.gstatic.com",
    );
    expect(mapsDirective("style-src")).toBe(
      "style-src 'self' 'sha256-t1' https://fonts.googleapis.com",
    );
    expect(mapsDirective("font-src")).toBe("font-src 'self' https://fonts.gstatic.com");
    expect(mapsDirective("connect-src")).toContain(
      "https://*.googleapis.com https://*.gstatic.com",
    );
    expect(mapsDirective("worker-src")).toBe("worker-src 'self' blob:");
    expect(policy).not.toMatch(/googleapis|gstatic|worker-src/);
    expect(directive("font-src")).toBe("font-src 'self'");
  });

  it("lets only the editing host frame editing renders", () => {
    const options = { editingHost: "https://pages.example" };
    expect(contentSecurityPolicy(inline, options, { editing: true, secure: false })).toContain(
      "frame-ancestors https://pages.example",
    );
    expect(contentSecurityPolicy(inline, options, { editing: false, secure: false })).toContain(
      "frame-ancestors 'none'",
    );
  });
});
