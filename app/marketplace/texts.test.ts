import { describe, expect, it } from "vitest";
import { carFacetNames, carSortNames, DEFAULT_CAR_SORT } from "../../api-adapters/search";
import { storyTexts } from "../../design-system/flows/CarList/storyData";
import { defaultCompareBarLabels } from "../../design-system/flows/Compare/CompareBar";
import { defaultCompareModalLabels } from "../../design-system/flows/Compare/CompareModal";
import { defaultCarSliderLabels } from "../../design-system/flows/CarCarousel/CarSlider";
import { technicalFields } from "./car-view";
import {
  CAR_LIST_ERROR_KEY,
  currencyUnit,
  marketplaceLanguages,
  marketplaceTexts,
  NO_SEARCH_RESULTS_KEY,
} from "./texts";

/** Every string leaf with its path ("carList.facetTitles.car_fuel"). */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("marketplaceTexts", () => {
  it("covers sv, nb, fi, sk and en", () => {
    expect([...marketplaceLanguages].sort()).toEqual(["en", "fi", "nb", "sk", "sv"]);
  });

  it("fills every key in every language, with the placeholders of the Swedish template", () => {
    const swedish = new Map(leaves(marketplaceTexts("sv")));
    for (const language of marketplaceLanguages) {
      const texts = new Map(leaves(marketplaceTexts(language)));
      expect([...texts.keys()].sort(), language).toEqual([...swedish.keys()].sort());
      for (const [path, text] of texts) {
        expect(text.trim(), `${language} ${path}`).not.toBe("");
        expect(placeholders(text), `${language} ${path}`).toEqual(
          placeholders(swedish.get(path) ?? ""),
        );
      }
    }
  });

  it("gives the car list every CarList text, a title for every car facet and its units", () => {
    for (const language of marketplaceLanguages) {
      const { carList } = marketplaceTexts(language);
      for (const key of Object.keys(storyTexts)) {
        expect(carList, `${language} ${key}`).toHaveProperty(key);
      }
      expect(Object.keys(carList.facetTitles).sort()).toEqual([...carFacetNames].sort());
      expect(Object.keys(carList.rangeUnits)).toEqual(
        expect.arrayContaining(["car_price", "car_mileage"]),
      );
    }
  });

  it("keeps the design system's Swedish defaults", () => {
    const texts = marketplaceTexts("sv");
    expect(texts.compareBar).toEqual(defaultCompareBarLabels);
    expect(texts.compareModal).toEqual(defaultCompareModalLabels);
    expect(texts.carSlider).toEqual(defaultCarSliderLabels);
    const { rangeUnits: storyUnits, ...storyRest } = storyTexts;
    expect(texts.carList).toMatchObject(storyRest);
    expect(texts.carList.rangeUnits).toMatchObject(storyUnits ?? {});
  });

  it("labels every technical data field", () => {
    for (const language of marketplaceLanguages) {
      const { technical } = marketplaceTexts(language).card;
      expect(Object.keys(technical).sort(), language).toEqual([...technicalFields].sort());
    }
  });

  it("offers every car sort, the default first", () => {
    for (const language of marketplaceLanguages) {
      const options = marketplaceTexts(language).sortOptions;
      expect(options.map((option) => option.value).sort()).toEqual([...carSortNames].sort());
      expect(options[0]?.value).toBe(DEFAULT_CAR_SORT);
    }
    expect(marketplaceTexts("sv").sortOptions.map((o) => o.label)).toEqual(
      expect.arrayContaining(["Senast inkomna", "Lägsta pris", "Lägsta miltal"]),
    );
  });

  it("uses each market's price and mileage units", () => {
    const units = (language: string, currency?: string) => {
      const { car_price, car_mileage } = marketplaceTexts(language, currency).carList.rangeUnits;
      return [car_price, car_mileage];
    };
    expect(units("sv", "SEK")).toEqual(["kr", "mil"]);
    expect(units("nb", "NOK")).toEqual(["kr", "mil"]);
    expect(units("fi", "EUR")).toEqual(["€", "km"]);
    expect(units("sk", "EUR")).toEqual(["€", "km"]);
    expect(units("en-GB", "GBP")).toEqual(["£", "miles"]);
    // Without a currency: the language's usual one.
    expect(units("sv")).toEqual(["kr", "mil"]);
    expect(units("en")).toEqual(["£", "miles"]);
    // The currency is the site's, not the language's.
    expect(units("en", "EUR")).toEqual(["€", "miles"]);
    expect(currencyUnit("USD")).toBe("$");
    expect(currencyUnit("not a currency")).toBe("not a currency");
  });

  it("reads the primary language subtag and falls back to English", () => {
    expect(marketplaceTexts("en-GB").compareLabel).toBe("Compare");
    expect(marketplaceTexts("sv-SE").compareLabel).toBe("Jämför");
    expect(marketplaceTexts("nb").compareLabel).toBe("Sammenlign");
    expect(marketplaceTexts("fi").compareLabel).toBe("Vertaa");
    expect(marketplaceTexts("sk").compareLabel).toBe("Porovnať");
    expect(marketplaceTexts("de").compareLabel).toBe("Compare");
    expect(marketplaceTexts("").compareLabel).toBe("Compare");
  });

  it("names the dealer site pages' path prefix per language", () => {
    expect(marketplaceLanguages.map((l) => marketplaceTexts(l).siteDetailPath)).toEqual([
      "/anlaggningar",
      "/finn-oss",
      "/loyda-meidat",
      "/kontakty",
      "/find-us",
    ]);
  });

  it("exports the dictionary keys authors override the list's texts with", () => {
    expect(CAR_LIST_ERROR_KEY).toBe("carListError");
    expect(NO_SEARCH_RESULTS_KEY).toBe("noSearchResults");
  });
});
