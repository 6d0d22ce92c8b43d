import { describe, expect, it } from "vitest";
import type { Facet } from "../../api-adapters/search";
import { recogniseSearchTerms, searchVocabulary } from "./search-terms";

const facetsOfResponse: Facet[] = [
  {
    name: "car_brand>car_model",
    type: "list",
    value: [
      {
        text: "Kia",
        count: 1,
        children: [
          { text: "Niro", count: 1 },
          { text: "Ceed", count: 1 },
        ],
      },
      { text: "Hyundai", count: 1, children: [{ text: "Kona", count: 1 }] },
      { text: "Land Rover", count: 1, children: [{ text: "Defender", count: 1 }] },
      { text: "Ford", count: 1, children: [{ text: "Transit", count: 1 }] },
      { text: "Iveco", count: 1, children: [{ text: "Transit", count: 1 }] },
    ],
  },
  { name: "car_fuel", type: "list", value: [{ text: "El", count: 1 }] },
  { name: "car_body", type: "list", value: [{ text: "SUV", count: 1 }] },
];

const facets = searchVocabulary(facetsOfResponse);

describe("search hero: the vocabulary its page data carries", () => {
  it("is the brand, model, fuel and body names without counts; other facets are left out", () => {
    expect(
      searchVocabulary([
        ...facetsOfResponse,
        { name: "car_gearbox", type: "list", value: [{ text: "Automat", count: 3 }] },
      ]),
    ).toEqual({
      brands: [
        { name: "Kia", models: ["Niro", "Ceed"] },
        { name: "Hyundai", models: ["Kona"] },
        { name: "Land Rover", models: ["Defender"] },
        { name: "Ford", models: ["Transit"] },
        { name: "Iveco", models: ["Transit"] },
      ],
      others: ["El", "SUV"],
    });
  });
});

describe("search hero: recognised words", () => {
  it("turns brands, models, fuels and bodies into lower-cased segments; the rest is the keyphrase", () => {
    expect(recogniseSearchTerms("Kia Niro el med dragkrok", facets)).toEqual({
      segments: ["kia", "niro", "el"],
      keyphrase: "med dragkrok",
    });
  });

  it("prefers the longest phrase", () => {
    expect(recogniseSearchTerms("land rover defender", facets).segments).toEqual([
      "land-rover",
      "defender",
    ]);
  });

  it("takes a model shared by two brands only when its brand was typed", () => {
    expect(recogniseSearchTerms("transit", facets)).toEqual({ segments: [], keyphrase: "transit" });
    expect(recogniseSearchTerms("ford transit", facets).segments).toEqual(["ford", "transit"]);
  });

  it("leaves free text alone and drops repeated values", () => {
    expect(recogniseSearchTerms("  röd   cabriolet ", facets)).toEqual({
      segments: [],
      keyphrase: "röd cabriolet",
    });
    expect(recogniseSearchTerms("SUV suv", facets).segments).toEqual(["suv"]);
  });
});
