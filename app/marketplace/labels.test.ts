import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import { languages } from "../../sites/manifest";
import { technicalFields } from "./car-view";
import { cardTexts, currencyUnit } from "./labels";
import { siteDetailHref, siteListPath } from "./site-paths";

describe("card texts", () => {
  it.each(languages)("labels every card text and technical field in %s", (language) => {
    const texts = cardTexts(serverTranslator(language));
    expect(Object.keys(texts.technical).sort()).toEqual([...technicalFields].sort());
    for (const text of [...Object.values(texts.technical), texts.vatNote, texts.loanMonthly]) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/^Marketplace\./);
    }
    expect(texts.loanMonthly).toContain("{cost}");
  });

  it("takes authored dictionary texts over the catalogue", () => {
    const texts = cardTexts(
      serverTranslator("sv", "sv-SE", { "Marketplace.CardVatNote": "exkl. moms (företag)" }),
    );
    expect(texts.vatNote).toBe("exkl. moms (företag)");
  });
});

describe("currencyUnit", () => {
  it("shows kr, € and £, and Intl's symbol for other currencies", () => {
    expect(currencyUnit("SEK")).toBe("kr");
    expect(currencyUnit("nok")).toBe("kr");
    expect(currencyUnit("EUR")).toBe("€");
    expect(currencyUnit("GBP")).toBe("£");
    expect(currencyUnit("USD", "en")).toBe("$");
    expect(currencyUnit("not a currency")).toBe("not a currency");
  });
});

describe("siteListPath and siteDetailHref", () => {
  const none = { pathToSiteDetail: null };
  it("prefixes a dealer site's slug with its language's path, by primary subtag", () => {
    expect(siteDetailHref(siteListPath(none, "sv"), "bilhallen goteborg")).toBe(
      "/anlaggningar/bilhallen%20goteborg",
    );
    expect(siteDetailHref(siteListPath(none, "en-GB"), "leeds")).toBe("/find-us/leeds");
    expect(siteDetailHref(siteListPath(none, "nb"), "oslo")).toBe("/finn-oss/oslo");
  });

  it("takes the site settings' pathToSiteDetail first, without a trailing slash", () => {
    expect(siteListPath({ pathToSiteDetail: { url: "/hitta-oss/" } }, "sv")).toBe("/hitta-oss");
  });
});
