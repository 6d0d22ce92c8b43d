import { describe, expect, it } from "vitest";
import { carFacetNames, carSortNames, DEFAULT_CAR_SORT } from "../../api-adapters/search";
import { formatMessage } from "../../i18n/format";
import { languages } from "../../sites/manifest";
import { storyTranslator } from "../stories/texts";
import {
  carListTexts,
  carSliderLabels,
  compareBarLabels,
  compareModalLabels,
  sortOptions,
} from "./marketplace-labels";
import { labelLeaves as leaves } from "./label-leaves";

const allLabels = (language: (typeof languages)[number]) => {
  const t = storyTranslator(language);
  return {
    carList: carListTexts(t, "kr"),
    sort: sortOptions(t),
    compareBar: compareBarLabels(t),
    compareModal: compareModalLabels(t),
    carSlider: carSliderLabels(t),
  };
};

describe("marketplace labels", () => {
  it.each(languages)("resolves every label in %s from the catalogue (no key shows)", (language) => {
    for (const [path, text] of leaves(allLabels(language))) {
      expect(text.trim(), `${language} ${path}`).not.toBe("");
      expect(text, `${language} ${path}`).not.toMatch(/^Marketplace\./);
    }
  });

  it("titles every car facet and offers every sort, the default first", () => {
    for (const language of languages) {
      const { carList, sort } = allLabels(language);
      expect(Object.keys(carList.facetTitles).sort()).toEqual([...carFacetNames].sort());
      expect(sort.map((option) => option.value).sort()).toEqual([...carSortNames].sort());
      expect(sort[0]?.value).toBe(DEFAULT_CAR_SORT);
    }
  });

  it("gives counts their plural forms", () => {
    const sv = allLabels("sv");
    const count = (template: string, n: number, locale = "sv-SE") =>
      formatMessage(template, { count: n, total: String(n) }, locale);
    expect(count(sv.carList.showResults, 1)).toBe("Visa 1 bil");
    expect(count(sv.carList.showResults, 402)).toBe("Visa 402 bilar");
    expect(count(sv.carList.resultCount, 1)).toBe("1 bil");
    expect(count(sv.carList.resultCount, 2)).toBe("2 bilar");
    expect(count(allLabels("en").carList.resultCount, 1, "en-GB")).toBe("1 car");
    expect(count(allLabels("fi").carList.resultCount, 3, "fi")).toBe("3 autoa");
    const max = (language: (typeof languages)[number], n: number) =>
      formatMessage(allLabels(language).compareBar.maxReached, { max: n }, language);
    expect(max("sv", 4)).toBe("Du kan jämföra högst 4 bilar åt gången.");
    expect(max("sk", 4)).toBe("Naraz môžete porovnať najviac 4 vozidlá.");
    expect(max("sk", 5)).toBe("Naraz môžete porovnať najviac 5 vozidiel.");
    expect(max("en", 1)).toBe("You can compare up to 1 car at a time.");
  });

  it("keeps the price unit the caller gives and the language's other units", () => {
    const { rangeUnits } = allLabels("sv").carList;
    expect(rangeUnits).toEqual({ car_price: "kr", car_mileage: "mil", car_power: "hk" });
  });
});
