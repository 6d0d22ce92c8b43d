import { describe, expect, it } from "vitest";
import type { Facet } from "../../api-adapters/search";
import { emptyCarQuery, type CarQuery } from "../../design-system/flows/CarList/query";
import {
  carListHref,
  carListSearchParams,
  parseCarListParams,
  resolvePathSegments,
  segmentSlug,
  withFilters,
} from "./car-list-url";

const facets: Facet[] = [
  {
    name: "car_brand>car_model",
    type: "list",
    value: [
      {
        text: "Kia",
        count: 4,
        children: [
          { text: "Niro", count: 2 },
          { text: "EV6", count: 2 },
        ],
      },
      { text: "Land Rover", count: 1, children: [{ text: "Range Rover Sport", count: 1 }] },
      { text: "Volvo", count: 5, children: [{ text: "XC60", count: 5 }] },
    ],
  },
  {
    name: "car_fuel",
    type: "list",
    value: [
      { text: "El", count: 3 },
      { text: "Diesel", count: 2 },
    ],
  },
  { name: "car_body", type: "list", value: [{ text: "SUV", count: 6 }] },
];

const query = (overrides: Partial<CarQuery>): CarQuery => ({ ...emptyCarQuery, ...overrides });

describe("car list URL", () => {
  it("reads list facets, brand and model, ranges, keyphrase, sort and page", () => {
    const params = new URLSearchParams(
      "car_brand=Volvo&car_model=Kia>Niro&car_fuel=El&car_fuel=Diesel&car_price=100000-300000" +
        "&car_mileage=-5000&keyphrase=%20dragkrok%20&sortName=car_price_asc&page=3",
    );
    expect(parseCarListParams(params)).toEqual({
      filters: { "car_brand>car_model": ["Volvo", "Kia>Niro"], car_fuel: ["El", "Diesel"] },
      ranges: { car_price: { min: 100000, max: 300000 }, car_mileage: { max: 5000 } },
      keyphrase: "dragkrok",
      sortName: "car_price_asc",
      page: 3,
    });
  });

  it("caps the page at 20 and ignores nonsense", () => {
    expect(parseCarListParams(new URLSearchParams("page=99")).page).toBe(20);
    expect(parseCarListParams(new URLSearchParams("page=-4")).page).toBe(0);
    expect(parseCarListParams(new URLSearchParams("page=abc")).page).toBe(0);
    expect(parseCarListParams(new URLSearchParams("car_price=cheap&utm_source=x&")).ranges).toEqual(
      {},
    );
    expect(parseCarListParams(new URLSearchParams("utm_source=x")).filters).toEqual({});
  });

  it("places a bare model (old links) under its brand when the facets know it", () => {
    const parsed = parseCarListParams(new URLSearchParams("car_model=Niro&car_model=Zoe"), facets);
    expect(parsed.filters).toEqual({ "car_brand>car_model": ["Kia>Niro"] });
  });

  it("keeps filters the redirect tables carry (car_vehicle_type, car_site_region)", () => {
    const parsed = parseCarListParams(
      new URLSearchParams("car_vehicle_type=LCV&car_site_region=Skåne"),
    );
    expect(parsed.filters).toEqual({ car_vehicle_type: ["LCV"], car_site_region: ["Skåne"] });
  });

  it("writes the state back so a shared link reads the same", () => {
    const state = query({
      filters: { "car_brand>car_model": ["Kia", "Kia>Niro"], car_fuel: ["El"] },
      ranges: { car_price: { min: 100000 } },
      keyphrase: "drag krok",
      sortName: "car_price_asc",
      page: 2,
    });
    const href = carListHref("/kop-bil", state);
    expect(href).toBe(
      "/kop-bil?car_brand=Kia&car_model=Kia%3ENiro&car_fuel=El&car_price=100000-" +
        "&keyphrase=drag+krok&sortName=car_price_asc&page=2",
    );
    expect(parseCarListParams(new URL(href, "https://x.example").searchParams)).toEqual(state);
    expect(carListHref("/kop-bil", emptyCarQuery)).toBe("/kop-bil");
  });

  it("asks for every page up to the current one, narrowing a parent to its chosen children", () => {
    const params = carListSearchParams(
      query({
        filters: { "car_brand>car_model": ["Kia", "Kia>Niro", "Volvo"] },
        ranges: { car_year: { min: 2020, max: 2024 } },
        page: 2,
      }),
    );
    expect(params).toEqual({
      keyphrase: undefined,
      filters: { "car_brand>car_model": ["Kia>Niro", "Volvo"], car_year: { min: 2020, max: 2024 } },
      sortName: undefined,
      limit: 72,
      offset: 0,
    });
  });
});

describe("filter path segments", () => {
  it("lower-cases values into segments", () => {
    expect(segmentSlug("Land Rover")).toBe("land-rover");
    expect(segmentSlug(" SUV ")).toBe("suv");
  });

  it("recognises brands, models, fuels and bodies", () => {
    expect(resolvePathSegments(["kia", "niro", "el", "suv"], facets)).toEqual({
      "car_brand>car_model": ["Kia", "Kia>Niro"],
      car_fuel: ["El"],
      car_body: ["SUV"],
    });
    expect(resolvePathSegments(["range-rover-sport"], facets)).toEqual({
      "car_brand>car_model": ["Land Rover>Range Rover Sport"],
    });
  });

  it("refuses a path with a word that is not a facet value (the page is a 404)", () => {
    expect(resolvePathSegments(["kia", "flygplan"], facets)).toBeNull();
  });

  it("adds path filters to the query's own", () => {
    const merged = withFilters(query({ filters: { car_fuel: ["Diesel"] } }), {
      car_fuel: ["El", "Diesel"],
    });
    expect(merged.filters).toEqual({ car_fuel: ["Diesel", "El"] });
  });
});
