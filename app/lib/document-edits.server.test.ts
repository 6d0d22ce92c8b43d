// @vitest-environment node
import { describe, expect, it } from "vitest";
import { injectStyles } from "../entry.server";
import { DocumentEdits, editDocument, type DocumentStep } from "./document-edits.server";
import { inlineFontStylesheets } from "./font-stylesheets.server";
import { addIconSprite } from "./icon-sprite.server";
import { scriptsAfterFirstPaint } from "./module-preloads.server";

const bytes = (text: string) => Buffer.from(text, "utf8");

describe("DocumentEdits", () => {
  it("inserts and replaces at byte offsets of the original, multi-byte text kept whole", () => {
    const html = bytes("<p>Umeå</p><b>x</b><i>köp</i>");
    const edits = new DocumentEdits();
    const bold = html.indexOf("<b>");
    edits.replace(bold, html.indexOf("</b>") + 4, "<strong>–</strong>");
    edits.insert(0, "<!DOCTYPE html>");
    edits.insert(html.length, bytes("<footer>ö</footer>"));
    expect(edits.applyTo(html).toString("utf8")).toBe(
      "<!DOCTYPE html><p>Umeå</p><strong>–</strong><i>köp</i><footer>ö</footer>",
    );
  });

  it("keeps insertions at one offset in the order they were asked for, and removes ranges", () => {
    const html = bytes("<head><link/></head>");
    const edits = new DocumentEdits();
    const headEnd = html.indexOf("</head>");
    edits.insert(headEnd, "<style>a</style>");
    edits.replace(html.indexOf("<link/>"), headEnd);
    edits.insert(headEnd, "<style>b</style>");
    expect(edits.applyTo(html).toString("utf8")).toBe(
      "<head><style>a</style><style>b</style></head>",
    );
  });

  it("returns the same bytes when nothing is edited", () => {
    const html = bytes("<p>oförändrad</p>");
    expect(new DocumentEdits().applyTo(html)).toBe(html);
    expect(editDocument(html)).toBe(html);
  });

  it("refuses edits that overlap or reach past the document, which would corrupt it", () => {
    const html = bytes("<p>abcdef</p>");
    const overlapping = new DocumentEdits();
    overlapping.replace(2, 6, "x");
    overlapping.replace(4, 8, "y");
    expect(() => overlapping.applyTo(html)).toThrow(RangeError);
    const pastTheEnd = new DocumentEdits();
    pastTheEnd.replace(10, html.length + 1);
    expect(() => pastTheEnd.applyTo(html)).toThrow(RangeError);
  });
});

describe("editDocument with the finishing's steps", () => {
  const fontFace = "@font-face{font-family:Inter;src:url(/assets/inter.woff2)}";
  const page =
    '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/assets/font.css"/>' +
    '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
    '<link rel="modulepreload" href="/assets/root-B.js"/>' +
    "<title>Bilar i Umeå – köp</title></head>" +
    '<body class="b"><p>Välkommen</p><svg><use href="#fc-icon-Tire"></use></svg>' +
    '<script>window.__reactRouterContext = {"text":"Å"};</script>' +
    '<script nonce="m" type="module" async="">import * as route0 from "/assets/root-B.js";\n' +
    '  window.__reactRouterRouteModules = {"root":route0};\n' +
    'import("/assets/entry.client-A.js");</script></body></html>';
  const steps: DocumentStep[] = [
    injectStyles('<style data-styled="true">p{color:red}</style>', "m"),
    inlineFontStylesheets("m", new Map([["/assets/font.css", fontFace]])),
    addIconSprite,
    scriptsAfterFirstPaint(["/assets/block-C.js"]),
  ];

  it("makes in one copy what the steps make one after another: each reads only what the others leave alone", () => {
    const html = bytes(page);
    const oneByOne = steps.reduce<Buffer>((document, step) => editDocument(document, step), html);
    const together = editDocument(html, ...steps);
    expect(together.toString("utf8")).toBe(oneByOne.toString("utf8"));
    const text = together.toString("utf8");
    // Every step did its part.
    expect(text).toContain('<style nonce="m" data-styled="true">p{color:red}</style></head>');
    expect(text).toContain(`<style nonce="m">${fontFace}</style>`);
    expect(text).toContain(
      '<body class="b"><svg aria-hidden="true" focusable="false" data-icon-sprite=""',
    );
    expect(text).toContain('<symbol id="fc-icon-Tire"');
    expect(text).toContain('["entry.client-A.js","root-B.js","block-C.js"]');
    expect(text).not.toContain('<link rel="modulepreload"');
    expect(text).toContain("<title>Bilar i Umeå – köp</title>");
    expect(text).toContain('{"text":"Å"}');
  });
});
