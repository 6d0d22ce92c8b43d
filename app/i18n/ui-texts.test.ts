import { describe, expect, it } from "vitest";
import { siteIds } from "../../sites/site-ids";
import { sites } from "../../sites/registry";
import { fillTemplate, uiTexts } from "./ui-texts";

describe("uiTexts", () => {
  it("has texts in every site's language", () => {
    const english = uiTexts("en");
    for (const id of siteIds) {
      const texts = uiTexts(sites[id].language);
      if (!sites[id].language.startsWith("en"))
        expect(texts.notFoundHeading).not.toBe(english.notFoundHeading);
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe("");
    }
  });

  it("uses the primary language subtag and falls back to English", () => {
    expect(uiTexts("en-GB")).toBe(uiTexts("en"));
    expect(uiTexts("SV")).toBe(uiTexts("sv"));
    expect(uiTexts("de").notFoundHeading).toBe("Page not found");
  });

  it("fills %s templates", () => {
    expect(fillTemplate("%s, till startsidan", "Carstore")).toBe("Carstore, till startsidan");
  });
});
