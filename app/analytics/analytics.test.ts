// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageViewEvent, pushToDataLayer } from "./data-layer";
import { gtmBootstrap, gtmScriptUrl, loadTagManager, resolveGtmId } from "./gtm";

// With isolate: false the files of a worker share one document: this file starts from the events
// another may have left, and takes out of the head only what it added (emptying it took the
// components' styles from the files after it).
let headBefore: Set<Element>;

beforeEach(() => {
  delete window.dataLayer;
  headBefore = new Set(document.head.children);
});

afterEach(() => {
  delete window.dataLayer;
  for (const element of [...document.head.children]) {
    if (!headBefore.has(element)) element.remove();
  }
});

describe("data layer", () => {
  it("creates the data layer when the tag manager has not loaded", () => {
    pushToDataLayer({ event: "search", search_type: "start page", search_term: "volvo" });
    expect(window.dataLayer).toEqual([
      { event: "search", search_type: "start page", search_term: "volvo" },
    ]);
  });

  it("builds the page-view event the specs name", () => {
    expect(
      pageViewEvent({
        pageName: "Om oss",
        pageVariantId: "_default",
        language: "sv",
        currency: "SEK",
      }),
    ).toEqual({
      event: "page_view",
      channel: "WEB",
      currency: "SEK",
      pageName: "Om oss",
      pageVariantId: "_default",
      language: "sv",
    });
  });
});

describe("tag manager", () => {
  it("loads only with an id; the page's id overrides the site's", () => {
    expect(resolveGtmId(undefined, null)).toBeNull();
    expect(resolveGtmId("", "GTM-SITE1")).toBe("GTM-SITE1");
    expect(resolveGtmId("GTM-PAGE1", "GTM-SITE1")).toBe("GTM-PAGE1");
  });

  it("never writes an id that is not a container id into the script", () => {
    expect(resolveGtmId("GTM-1');alert(1)//", null)).toBeNull();
    expect(() => gtmBootstrap("x');alert(1)//")).toThrow();
    expect(gtmBootstrap("GTM-ABC123")).toContain("'dataLayer','GTM-ABC123')");
  });
});

describe("tag manager after a client navigation", () => {
  const containerScripts = () =>
    Array.from(document.head.querySelectorAll("script")).map((script) => script.src);

  it("loads a container once per id, from the allowed host", () => {
    expect(loadTagManager("GTM-DEMO42")).toBe(true);
    expect(loadTagManager("GTM-DEMO42")).toBe(false);
    expect(containerScripts()).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-DEMO42"]);
    expect(window.dataLayer).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);

    expect(loadTagManager("GTM-OTHER1")).toBe(true);
    expect(containerScripts()).toHaveLength(2);
  });

  it("leaves a container the server's bootstrap loaded alone, and ignores bad ids", () => {
    const server = document.createElement("script");
    server.src = gtmScriptUrl("GTM-SITE1");
    document.head.appendChild(server);
    expect(loadTagManager("GTM-SITE1")).toBe(false);
    expect(loadTagManager("GTM-1');alert(1)//")).toBe(false);
    expect(containerScripts()).toHaveLength(1);
    expect(window.dataLayer).toBeUndefined();
  });
});
