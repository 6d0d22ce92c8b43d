import { describe, expect, it } from "vitest";
import {
  appliedChips,
  clampPage,
  clearAll,
  clearFacet,
  clearRange,
  DESKTOP_MIN_WIDTH,
  emptyCarQuery,
  FACET_SEARCH_THRESHOLD,
  fillShowingTemplate,
  formatCount,
  hasRefinements,
  HISTOGRAM_DEBOUNCE_MS,
  histogramBounds,
  loadMoreState,
  MAX_PAGE,
  nextPage,
  PAGE_SIZE,
  RESULT_CAP,
  setKeyphrase,
  setRange,
  setSort,
  SKELETON_COUNT,
  toggleFilterValue,
  type CarQuery,
} from "./query";
import {
  applyHistogramInput,
  applyHistogramRange,
  filterFacetValues,
  histogramStep,
  selectedRange,
  showsFacetSearch,
  valuePath,
} from "./facet-query";
import type { FacetData } from "./types";

const query = (overrides: Partial<CarQuery> = {}): CarQuery => ({
  ...emptyCarQuery,
  page: 3,
  ...overrides,
});

const price: FacetData = {
  name: "car_price",
  type: "histogram",
  value: [{ text: "car_price", count: 120, min: 50_000, max: 550_000 }],
};
const bounds = { min: 50_000, max: 550_000 };

describe("constants (specs section 9 and the issue)", () => {
  it("has the list's limits", () => {
    expect(PAGE_SIZE).toBe(24);
    expect(SKELETON_COUNT).toBe(24);
    expect(MAX_PAGE).toBe(20);
    expect(RESULT_CAP).toBe(10_000);
    expect(FACET_SEARCH_THRESHOLD).toBe(10);
    expect(HISTOGRAM_DEBOUNCE_MS).toBe(1500);
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
  });
});

describe("toggleFilterValue", () => {
  it("adds a value and resets the page", () => {
    const next = toggleFilterValue(query({ filters: { car_fuel: ["El"] } }), "car_fuel", "Diesel");
    expect(next.filters).toEqual({ car_fuel: ["El", "Diesel"] });
    expect(next.page).toBe(0);
  });

  it("adds a child value next to its parent", () => {
    const facet = "car_brand>car_model";
    const next = toggleFilterValue(query({ filters: { [facet]: ["Kia"] } }), facet, "Kia>Niro");
    expect(next.filters[facet]).toEqual(["Kia", "Kia>Niro"]);
  });

  it("removing a parent value removes its child values, not look-alikes", () => {
    const facet = "car_brand>car_model";
    const start = query({
      filters: { [facet]: ["Kia", "Kia>Niro", "Kia>Ceed", "Kiaxyz", "Volvo>XC60"] },
    });
    const next = toggleFilterValue(start, facet, "Kia");
    expect(next.filters[facet]).toEqual(["Kiaxyz", "Volvo>XC60"]);
    expect(next.page).toBe(0);
  });

  it("removing a child keeps the parent; the last value drops the facet", () => {
    const facet = "car_brand>car_model";
    const start = query({ filters: { [facet]: ["Kia", "Kia>Niro"] } });
    expect(toggleFilterValue(start, facet, "Kia>Niro").filters[facet]).toEqual(["Kia"]);
    const single = query({ filters: { car_fuel: ["El"], car_body: ["SUV"] } });
    expect(toggleFilterValue(single, "car_fuel", "El").filters).toEqual({ car_body: ["SUV"] });
  });

  it("does not change the query it is given", () => {
    const start = query({ filters: { car_fuel: ["El"] } });
    toggleFilterValue(start, "car_fuel", "Diesel");
    expect(start.filters).toEqual({ car_fuel: ["El"] });
  });
});

describe("clearFacet", () => {
  const start = query({
    filters: {
      "car_brand>car_model": ["Kia", "Kia>Niro", "Volvo"],
      "car_brand>car_model>car_trim": ["Kia>Niro>Advance"],
      car_fuel: ["El"],
    },
    ranges: { car_price: { max: 300_000 } },
  });

  it("removes the facet and its descendant facets, and resets the page", () => {
    const next = clearFacet(start, "car_brand>car_model");
    expect(next.filters).toEqual({ car_fuel: ["El"] });
    expect(next.ranges).toEqual({ car_price: { max: 300_000 } });
    expect(next.page).toBe(0);
  });

  it("clearing a parent level of a chain removes the chained facets", () => {
    expect(clearFacet(start, "car_brand").filters).toEqual({ car_fuel: ["El"] });
  });

  it("clearing a level of a hierarchical facet keeps the levels above it", () => {
    const next = clearFacet(start, "car_brand>car_model", 1);
    expect(next.filters["car_brand>car_model"]).toEqual(["Kia", "Volvo"]);
    expect(next.filters["car_brand>car_model>car_trim"]).toBeUndefined();
  });

  it("clears a histogram facet's range", () => {
    expect(clearFacet(start, "car_price").ranges).toEqual({});
  });
});

describe("ranges", () => {
  it("setRange sets a range and resets the page; an empty range removes it", () => {
    const next = setRange(query(), "car_price", { min: 100_000, max: undefined });
    expect(next.ranges).toEqual({ car_price: { min: 100_000 } });
    expect(next.page).toBe(0);
    expect(setRange(next, "car_price", {}).ranges).toEqual({});
  });

  it("clearRange removes the range and resets the page", () => {
    const next = clearRange(query({ ranges: { car_price: { min: 1 } } }), "car_price");
    expect(next.ranges).toEqual({});
    expect(next.page).toBe(0);
  });

  it("applyHistogramRange leaves ends at the bounds open", () => {
    expect(applyHistogramRange(query(), "car_price", [50_000, 300_000], bounds).ranges).toEqual({
      car_price: { max: 300_000 },
    });
    expect(applyHistogramRange(query(), "car_price", [50_000, 550_000], bounds).ranges).toEqual({});
  });
});

describe("histogram inputs (specs 5: strip spaces, integers, swap or clamp within bounds)", () => {
  it("strips spaces and parses integers", () => {
    const next = applyHistogramInput(query(), "car_price", "min", " 150 000 ", bounds);
    expect(next.ranges.car_price).toEqual({ min: 150_000 });
    expect(next.page).toBe(0);
  });

  it("swaps min and max when the typed min is above the max", () => {
    const start = query({ ranges: { car_price: { max: 200_000 } } });
    const next = applyHistogramInput(start, "car_price", "min", "300000", bounds);
    expect(next.ranges.car_price).toEqual({ min: 200_000, max: 300_000 });
  });

  it("clamps to the facet's bounds", () => {
    expect(applyHistogramInput(query(), "car_price", "max", "9 999 999", bounds).ranges).toEqual(
      {},
    );
    const low = applyHistogramInput(
      query({ ranges: { car_price: { max: 200_000 } } }),
      "car_price",
      "min",
      "10",
      bounds,
    );
    expect(low.ranges.car_price).toEqual({ max: 200_000 });
  });

  it("an emptied input opens that end", () => {
    const start = query({ ranges: { car_price: { min: 100_000, max: 200_000 } } });
    expect(applyHistogramInput(start, "car_price", "min", "", bounds).ranges.car_price).toEqual({
      max: 200_000,
    });
  });

  it("reads bounds and the selected range, and steps about 1/100 of the range (min 1)", () => {
    expect(histogramBounds(price)).toEqual(bounds);
    expect(histogramBounds({ ...price, value: [{ text: "x", count: 0 }] })).toBeUndefined();
    expect(selectedRange(query(), "car_price", bounds)).toEqual([50_000, 550_000]);
    expect(
      selectedRange(query({ ranges: { car_price: { min: 9e9 } } }), "car_price", bounds),
    ).toEqual([550_000, 550_000]);
    expect(histogramStep(bounds)).toBe(5_000);
    expect(histogramStep({ min: 2018, max: 2025 })).toBe(1);
  });
});

describe("keyphrase, sort, clear all, pages", () => {
  it("setKeyphrase trims and resets the page", () => {
    expect(setKeyphrase(query(), "  xc60 ")).toMatchObject({ keyphrase: "xc60", page: 0 });
  });

  it("setSort resets the page", () => {
    expect(setSort(query(), "car_price_asc")).toMatchObject({ sortName: "car_price_asc", page: 0 });
  });

  it("clearAll resets filters, ranges, keyphrase and page and keeps the sort", () => {
    const start = query({
      filters: { car_fuel: ["El"] },
      ranges: { car_price: { min: 1 } },
      keyphrase: "xc60",
      sortName: "car_price_asc",
    });
    expect(clearAll(start)).toEqual({ ...emptyCarQuery, sortName: "car_price_asc" });
    expect(hasRefinements(start)).toBe(true);
    expect(hasRefinements(clearAll(start))).toBe(false);
  });

  it("nextPage stops at MAX_PAGE; clampPage keeps pages within 0..20", () => {
    expect(nextPage(query({ page: 0 })).page).toBe(1);
    expect(nextPage(query({ page: 19 })).page).toBe(20);
    expect(nextPage(query({ page: 20 })).page).toBe(20);
    expect(clampPage(57)).toBe(20);
    expect(clampPage(-1)).toBe(0);
    expect(clampPage(2.7)).toBe(2);
    expect(clampPage(Number.NaN)).toBe(0);
  });
});

describe("counts and load more", () => {
  it("formatCount shows totals at the search's cap as 10000+", () => {
    expect(formatCount(9_999)).toBe("9999");
    expect(formatCount(10_000)).toBe("10000+");
    expect(formatCount(25_000)).toBe("10000+");
    expect(formatCount(1_234, "sv-SE").replace(/\s/g, " ")).toBe("1 234");
  });

  it("fills the showing template", () => {
    expect(fillShowingTemplate("Visar {shown} av {total}", 24, 10_000)).toBe("Visar 24 av 10000+");
  });

  it("hides load more when all are shown and the total is under 12", () => {
    expect(loadMoreState(11, 11, 0)).toBe("hidden");
    expect(loadMoreState(0, 0, 0)).toBe("hidden");
  });

  it("disables it beyond page 19 and when everything is shown", () => {
    expect(loadMoreState(480, 1000, 19)).toBe("enabled");
    expect(loadMoreState(504, 1000, 20)).toBe("disabled");
    expect(loadMoreState(12, 12, 0)).toBe("disabled");
  });

  it("enables it otherwise", () => {
    expect(loadMoreState(24, 120, 0)).toBe("enabled");
  });
});

describe("facet values", () => {
  const brands: FacetData = {
    name: "car_brand>car_model",
    type: "list",
    value: [
      {
        text: "Kia",
        count: 12,
        children: [
          { text: "Niro", count: 5 },
          { text: "Ceed", count: 7 },
        ],
      },
      { text: "Volvo", count: 20, children: [{ text: "XC60", count: 20 }] },
    ],
  };

  it("joins levels into wire values", () => {
    expect(valuePath(undefined, "Kia")).toBe("Kia");
    expect(valuePath("Kia", "Niro")).toBe("Kia>Niro");
    expect(valuePath("Kia", "Kia>Niro")).toBe("Kia>Niro");
  });

  it("shows a facet search from 10 values", () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `${i}`, count: 1 }));
    expect(showsFacetSearch({ ...brands, value: values(9) })).toBe(false);
    expect(showsFacetSearch({ ...brands, value: values(10) })).toBe(true);
  });

  it("filters values case-insensitively, keeping parents of matching children", () => {
    expect(filterFacetValues(brands.value, "kIA").map((v) => v.text)).toEqual(["Kia"]);
    expect(filterFacetValues(brands.value, "kia")[0]?.children).toHaveLength(2);
    expect(filterFacetValues(brands.value, "xc")).toEqual([
      { text: "Volvo", count: 20, children: [{ text: "XC60", count: 20 }] },
    ]);
    expect(filterFacetValues(brands.value, "nir")[0]?.children).toEqual([
      { text: "Niro", count: 5 },
    ]);
    expect(filterFacetValues(brands.value, "  ")).toBe(brands.value);
    expect(filterFacetValues(brands.value, "saab")).toEqual([]);
  });
});

describe("appliedChips", () => {
  const start = query({
    keyphrase: "dragkrok",
    filters: { "car_brand>car_model": ["Kia", "Kia>Niro"], car_fuel: ["El"] },
    ranges: { car_price: { max: 300_000 } },
  });
  const chips = appliedChips(start, {
    facetTitle: (facet) => (facet === "car_price" ? "Pris" : facet),
    formatValue: (_facet, value) => `${value} kr`,
    facets: [price],
    keyphraseTemplate: "”{keyphrase}”",
  });

  it("lists the keyphrase, each value (levels joined) and each range", () => {
    expect(chips.map((chip) => chip.label)).toEqual([
      "”dragkrok”",
      "Kia",
      "Kia Niro",
      "El",
      "Pris: 50000 kr – 300000 kr",
    ]);
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
  });

  it("carries the transition that removes the chip, with the page reset", () => {
    const [keyphrase, kia, niro, , range] = chips;
    expect(keyphrase?.remove(start)).toMatchObject({ keyphrase: "", page: 0 });
    expect(kia?.remove(start).filters).toEqual({ car_fuel: ["El"] });
    expect(niro?.remove(start).filters["car_brand>car_model"]).toEqual(["Kia"]);
    expect(range?.remove(start)).toMatchObject({ ranges: {}, page: 0 });
  });

  it("a chip already gone (its parent removed first) changes nothing", () => {
    const [, kia, niro] = chips;
    const afterParent = kia?.remove(start) ?? start;
    expect(niro?.remove(afterParent)).toBe(afterParent);
  });

  it("shows open range ends as an ellipsis when the bounds are unknown", () => {
    const [chip] = appliedChips(query({ ranges: { car_power: { min: 150 } } }), {
      facetTitle: () => "Effekt",
    });
    expect(chip?.label).toBe("Effekt: 150 – …");
  });

  it("quotes the keyphrase with straight quotes by default", () => {
    const [chip] = appliedChips(query({ keyphrase: "towbar" }), { facetTitle: String });
    expect(chip?.label).toBe('"towbar"');
  });
});
