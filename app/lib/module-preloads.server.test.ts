// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./module-preloads.server";

/** A document as React Router and React write it (the links hoisted into the head). */
const documentWith = (head: string, body = "") =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>Bilar – köp</title></head>` +
  `<body><p>Välkommen</p>${body}<script type="module" async="">import "/assets/root.js";</script></body></html>`;

const rewrite = (html: string) => lowerModulePreloads(Buffer.from(html, "utf8")).toString("utf8");

describe("lowerModulePreloads", () => {
  it("asks for every module of the head's modulepreload links at low priority, the rest as it was", () => {
    expect(
      rewrite(
        documentWith(
          '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
            '<link rel="preload" as="font" type="font/woff2" href="/assets/latin.woff2"/>' +
            '<link rel="modulepreload" href="/assets/root-B.js" crossorigin="anonymous"/>',
        ),
      ),
    ).toBe(
      documentWith(
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js"/>' +
          '<link rel="preload" as="font" type="font/woff2" href="/assets/latin.woff2"/>' +
          '<link rel="modulepreload" fetchpriority="low" href="/assets/root-B.js" crossorigin="anonymous"/>',
      ),
    );
  });

  it("leaves links in the body, documents without links and documents without a head as they are", () => {
    const inBody = documentWith("", '<link rel="modulepreload" href="/assets/late.js"/>');
    expect(rewrite(inBody)).toBe(inBody);
    const noLinks = documentWith('<link rel="stylesheet" href="/assets/font.css"/>');
    expect(rewrite(noLinks)).toBe(noLinks);
    expect(rewrite('<link rel="modulepreload" href="/a.js"/>')).toBe(
      '<link rel="modulepreload" href="/a.js"/>',
    );
  });
});
