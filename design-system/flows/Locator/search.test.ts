import Fuse from "fuse.js";
import { describe, expect, it } from "vitest";
import {
  generateChargingPoints,
  generateF150Dealers,
} from "../../../api-adapters/mocks/locations/generator";
import { createRandom } from "../../../api-adapters/mocks/search/random";
import {
  allowedEdits,
  createMarkerSearch,
  FUSE_OPTIONS,
  geocodeFailureMessage,
  geocodeQuery,
  offlineGeocoder,
  SUGGESTION_LIMIT,
} from "./search";
import type { LocatorMarker } from "./types";

const marker = (id: string, name: string, city: string, zip = "10115"): LocatorMarker => ({
  id,
  type: "F150Location",
  name,
  city,
  address: "Ringweg 4",
  zip,
  lat: 52.5,
  lng: 13.4,
});

const markers = [
  marker("berlin", "F-150 Berlin Motors", "Berlin"),
  marker("bern", "F-150 Bern Truck & Trail", "Bern", "3011"),
  marker("hamburg", "F-150 Hamburg Pickup Centre", "Hamburg", "20095"),
  marker("leipzig", "F-150 Leipzig Auto Group", "Leipzig", "04109"),
];

describe("marker search (specs §9)", () => {
  it("weighs name 0.5, city 0.3, address 0.15, zip 0.05; threshold 0.4; minimum match 2", () => {
    expect(FUSE_OPTIONS.keys).toEqual([
      { name: "name", weight: 0.5 },
      { name: "city", weight: 0.3 },
      { name: "address", weight: 0.15 },
      { name: "zip", weight: 0.05 },
    ]);
    expect(FUSE_OPTIONS.threshold).toBe(0.4);
    expect(FUSE_OPTIONS.minMatchCharLength).toBe(2);
    expect(SUGGESTION_LIMIT).toBe(5);
  });

  it("finds Berlin first for 'Berl', tolerates a typo, and nothing for an empty term", () => {
    const search = createMarkerSearch(markers);
    expect(search.search("Berl")[0]?.id).toBe("berlin");
    expect(search.search("Hambrug")[0]?.id).toBe("hamburg");
    expect(search.search("   ")).toEqual([]);
    expect(search.search("Lisbon")).toEqual([]);
  });

  it("limits the suggestions", () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      marker(`b${index}`, `F-150 Berlin ${index}`, "Berlin"),
    );
    expect(createMarkerSearch(many).search("Berlin", SUGGESTION_LIMIT)).toHaveLength(5);
  });
});

/** Terms a visitor might type: a piece of a marker's field, lower or upper case, with typos. */
function typedFieldTerms(markers: readonly LocatorMarker[], count: number): string[] {
  const random = createRandom("typed-field-terms");
  const letters = [..."abcdefghijklmnopqrstuvwxyzäöüß 0123456789-"];
  return Array.from({ length: count }, () => {
    const field = random.pick(["name", "city", "address", "zip"] as const);
    const text = random.pick(markers)[field];
    const start = random.int(0, Math.max(0, text.length - 2));
    let term = [...text.slice(start, start + random.int(1, 24))];
    for (let typo = random.int(0, 4); typo > 0; typo -= 1) {
      const at = random.int(0, term.length);
      const kind = random.int(0, 2);
      if (kind === 0) term.splice(at, 1);
      else if (kind === 1) term.splice(at, 0, random.pick(letters));
      else term[at] = random.pick(letters);
    }
    term = random.chance(0.3) ? term.map((char) => char.toUpperCase()) : term;
    return term.join("");
  });
}

describe("the per-field check before fuse.js scores", () => {
  it("allows the edits fuse.js's bitap allows: errors / length at most the threshold", () => {
    expect([1, 2, 3, 4, 5, 10, 15, 16, 32].map((length) => allowedEdits(length, 0.4))).toEqual([
      0, 0, 1, 1, 2, 4, 6, 6, 12,
    ]);
  });

  it("finds exactly what fuse.js over every marker finds, in the same order", () => {
    const many = [...generateF150Dealers(), ...generateChargingPoints(300, "search-equivalence")];
    const fuse = new Fuse(many, FUSE_OPTIONS);
    const search = createMarkerSearch(many);
    const terms = ["Berlin", "Frankfurt am Main", "Industriestraße 12", "Supercharge Wien", "10115"]
      .flatMap((term) => Array.from({ length: term.length }, (_, end) => term.slice(0, end + 1)))
      .concat([
        "Hambrug",
        "Müchen",
        "Lyon 3",
        "Via Roma",
        "x".repeat(40),
        "Supercharge Berlin Mitte Nord Süd Ost",
      ])
      .concat(typedFieldTerms(many, 250));
    for (const term of terms) {
      const expected = fuse.search(term.trim()).map((hit) => hit.item.id);
      expect(
        search.search(term).map((marker) => marker.id),
        term,
      ).toEqual(expected);
      expect(
        search.search(term, SUGGESTION_LIMIT).map((marker) => marker.id),
        term,
      ).toEqual(expected.slice(0, SUGGESTION_LIMIT));
    }
  });
});

describe("geocoding", () => {
  const places = [
    { name: "Stockholm", country: "Sweden", lat: 59.3293, lng: 18.0686 },
    { name: "Košice", country: "Slovakia", lat: 48.7164, lng: 21.2611 },
  ];

  it("appends the site's country to the term", () => {
    expect(geocodeQuery(" Göteborg ", "Sweden")).toBe("Göteborg, Sweden");
    expect(geocodeQuery("Berlin")).toBe("Berlin");
  });

  it("finds an offline place by name or prefix, without accents, ignoring the country", async () => {
    const geocode = offlineGeocoder(places);
    expect(await geocode("stockholm, Sweden")).toEqual({
      ok: true,
      name: "Stockholm, Sweden",
      position: { lat: 59.3293, lng: 18.0686 },
    });
    expect(await geocode("Kosi")).toMatchObject({ ok: true, name: "Košice, Slovakia" });
    expect(await geocode("Atlantis")).toEqual({ ok: false, status: "ZERO_RESULTS" });
    expect(await geocode("s")).toEqual({ ok: false, status: "ZERO_RESULTS" });
  });

  it("words the failure as the specs log it", () => {
    expect(geocodeFailureMessage("ZERO_RESULTS")).toBe(
      "Geocode was not successful for the following reason: ZERO_RESULTS",
    );
  });
});
