import { describe, expect, it } from "vitest";
import { foldForSearch, searchSwedishPlaces, swedishPlaces } from "./swedish-places";

describe("the offline Swedish places", () => {
  it("are in Sweden, each name once", () => {
    for (const place of swedishPlaces) {
      expect(place.lat).toBeGreaterThan(55);
      expect(place.lat).toBeLessThan(69.1);
      expect(place.lng).toBeGreaterThan(10.9);
      expect(place.lng).toBeLessThan(24.2);
    }
    expect(new Set(swedishPlaces.map((place) => place.name)).size).toBe(swedishPlaces.length);
  });

  it("suggest names starting with the term first, then containing it, accents folded", () => {
    expect(searchSwedishPlaces("goteborg").map((place) => place.name)).toEqual(["Göteborg"]);
    expect(searchSwedishPlaces("ÖRE").map((place) => place.name)).toEqual(["Örebro"]);
    expect(searchSwedishPlaces("sund").map((place) => place.name)).toEqual([
      "Sundsvall",
      "Östersund",
    ]);
    expect(searchSwedishPlaces("ma").map((place) => place.name)).toEqual(["Malmö", "Kalmar"]);
  });

  it("suggest at most five, nothing for an empty term", () => {
    expect(searchSwedishPlaces("a")).toHaveLength(5);
    expect(searchSwedishPlaces("  ")).toEqual([]);
    expect(foldForSearch(" Åre ")).toBe("are");
  });
});
