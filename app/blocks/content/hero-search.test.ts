// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { buildSearchUrl, KEYPHRASE_PARAM, searchEvent, trackSearch } from "./hero-search";

const origin = "https://automotive-se.example";

describe("buildSearchUrl", () => {
  it("sets keyphrase and keeps the search URL's own parameters", () => {
    expect(buildSearchUrl("/sok?sort=senaste&car_brand=Volvo", "xc60 drag", origin)).toBe(
      "/sok?sort=senaste&car_brand=Volvo&keyphrase=xc60+drag",
    );
    expect(KEYPHRASE_PARAM).toBe("keyphrase");
  });

  it("replaces a keyphrase already in the URL and keeps the hash", () => {
    expect(buildSearchUrl("/sok?keyphrase=gammal&page=2#resultat", "ny", origin)).toBe(
      "/sok?keyphrase=ny&page=2#resultat",
    );
  });

  it("encodes the term", () => {
    expect(buildSearchUrl("/sok", "a&b=c?#", origin)).toBe("/sok?keyphrase=a%26b%3Dc%3F%23");
  });

  it("keeps a URL on another host absolute, and one on this host as a path", () => {
    expect(buildSearchUrl("https://bilar.example/sok?lang=sv", "ev", origin)).toBe(
      "https://bilar.example/sok?lang=sv&keyphrase=ev",
    );
    expect(buildSearchUrl(`${origin}/sok`, "ev", origin)).toBe("/sok?keyphrase=ev");
  });
});

describe("search analytics", () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it("builds the specs' event", () => {
    expect(searchEvent("volvo")).toEqual({
      event: "search",
      search_type: "start page",
      search_term: "volvo",
    });
  });

  it("creates the data layer when missing, and appends to an existing one", () => {
    trackSearch("kia");
    expect(window.dataLayer).toEqual([searchEvent("kia")]);
    window.dataLayer = [{ event: "gtm.js" }];
    trackSearch("ev6");
    expect(window.dataLayer).toEqual([{ event: "gtm.js" }, searchEvent("ev6")]);
  });
});
