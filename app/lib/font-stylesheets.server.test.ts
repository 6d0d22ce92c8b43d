// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hashSource, sealDocumentBytes } from "../../server/edge/csp";
import { editDocument } from "./document-edits.server";
import { inlinableStylesheets, inlineFontStylesheets } from "./font-stylesheets.server";

const fontFace =
  '@font-face{font-family:Nunito Sans Variable;font-display:swap;src:url(/assets/latin-B.woff2) format("woff2-variations")}';
const sheets = new Map([["/assets/index-A.css", fontFace]]);

const documentWith = (head: string) =>
  `<html><head><meta charSet="utf-8"/>${head}<title>Bilar – köp</title></head><body><p>Välkommen</p></body></html>`;

const rewrite = (html: string, nonce?: string) =>
  editDocument(Buffer.from(html, "utf8"), inlineFontStylesheets(nonce, sheets)).toString("utf8");

describe("inlineFontStylesheets", () => {
  it("puts the font's rules inline and keeps the link for hydration, disabled (never fetched, never waited for)", () => {
    expect(rewrite(documentWith('<link rel="stylesheet" href="/assets/index-A.css"/>'))).toBe(
      documentWith(
        `<style>${fontFace}</style><link rel="stylesheet" href="/assets/index-A.css" disabled=""/>`,
      ),
    );
  });

  it("marks the style for the CSP seal, which allows it by the hash of its text", () => {
    const marker = "m4rk3r";
    const html = documentWith('<link rel="stylesheet" href="/assets/index-A.css"/>');
    const sealed = sealDocumentBytes(
      editDocument(Buffer.from(html), inlineFontStylesheets(marker, sheets)),
      marker,
    );
    expect(sealed.html.toString("utf8")).not.toContain(marker);
    expect(sealed.hashes.styles).toEqual([hashSource(fontFace)]);
  });

  it("leaves other stylesheets, links outside the head and documents without a head as they are", () => {
    const other = documentWith('<link rel="stylesheet" href="/assets/other.css"/>');
    expect(rewrite(other)).toBe(other);
    const inBody = '<html><head></head><body><link rel="stylesheet" href="/assets/index-A.css"/>';
    expect(rewrite(inBody)).toBe(inBody);
    expect(rewrite('<link rel="stylesheet" href="/assets/index-A.css"/>')).toBe(
      '<link rel="stylesheet" href="/assets/index-A.css"/>',
    );
  });

  it("inlines only texts with @font-face rules, absolute font URLs and no end of the style element", () => {
    const files = ["/a.css", "/b.css", "/c.css", "/d.css", "/e.css"];
    const hrefs = Object.fromEntries(files.map((file) => [file, `/assets${file}`]));
    const map = inlinableStylesheets(hrefs, {
      "/a.css": fontFace,
      "/b.css": "",
      "/c.css": "@font-face{src:url(./files/latin.woff2)}",
      "/d.css": '@font-face{src:url("../latin.woff2")}</style><script>',
      "/e.css": "@font-face{src:url(data:font/woff2;base64,AA)}",
    });
    expect([...map.keys()]).toEqual(["/assets/a.css", "/assets/e.css"]);
  });
});
