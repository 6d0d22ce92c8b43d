// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { SearchRequestBody } from "../../search/schemas";
import { fold, RESULT_CAP, runSearch, type SearchDocument } from "./engine";
import { carIndexConfig, siteIndexConfig } from "./handlers";

const car = (id: string, fields: SearchDocument): SearchDocument => ({
  car_id: id,
  slug: `car-${id}`,
  car_has_campaign_price: false,
  ...fields,
});

const cars: SearchDocument[] = [
  car("1", {
    car_brand: "Kia",
    car_model: "Niro",
    car_model_text: "1.6 HEV Advance",
    car_body: "SUV",
    car_fuel: "Hybrid",
    car_color: "Vit",
    car_site_city: "Göteborg",
    car_regno: "ABC 123",
    car_price: 250_000,
    car_mileage: 3000,
    car_power: 141,
    car_year: 2021,
    car_publishdate: "2026-11-01T00:00:00Z",
    caroftheweek: true,
  }),
  car("2", {
    car_brand: "Kia",
    car_model: "EV6",
    car_model_text: "77 kWh AWD GT-Line",
    car_body: "SUV",
    car_fuel: "El",
    car_color: "Grå",
    car_site_city: "Malmö",
    car_price: 450_000,
    car_campaign_price: 399_000,
    car_has_campaign_price: true,
    car_mileage: 1000,
    car_power: 325,
    car_year: 2023,
    car_publishdate: "2026-11-10T00:00:00Z",
  }),
  car("3", {
    car_brand: "Volvo",
    car_model: "XC60",
    car_model_text: "B4 AWD Plus Dark",
    car_body: "SUV",
    car_fuel: "Hybrid",
    car_color: "Svart",
    car_site_city: "Göteborg",
    car_price: 420_000,
    car_mileage: 5000,
    car_power: 197,
    car_year: 2022,
    car_publishdate: "2026-10-01T00:00:00Z",
  }),
  car("4", {
    car_brand: "Škoda",
    car_model: "Octavia",
    car_model_text: "2.0 TDI Style",
    car_body: "Kombi",
    car_fuel: "Diesel",
    car_color: "Blå",
    car_site_city: "Umeå",
    car_price: 150_000,
    car_mileage: 12_000,
    car_power: 150,
    car_year: 2018,
    car_publishdate: "2026-09-01T00:00:00Z",
  }),
  car("5", {
    car_brand: "Volvo",
    car_model: "V60",
    car_model_text: "T6 AWD Recharge",
    car_body: "Kombi",
    car_fuel: "Laddhybrid",
    car_color: "Vit",
    car_site_city: "Malmö",
    car_price: null,
    car_mileage: 8000,
    car_power: 340,
    car_year: 2020,
  }),
];

function search(body: Partial<SearchRequestBody>, documents = cars) {
  return runSearch(documents, { index: "cars", limit: 24, offset: 0, ...body }, carIndexConfig);
}
const ids = (body: Partial<SearchRequestBody>) => search(body).content.map((doc) => doc.car_id);

describe("search engine: keyphrase", () => {
  it("folds case and diacritics", () => {
    expect(fold("Škoda Citroën Sølv Ærø")).toBe("skoda citroen solv aero");
    expect(ids({ keyphrase: "SKODA" })).toEqual(["4"]);
    expect(ids({ keyphrase: "gOTEBORG" }).sort()).toEqual(["1", "3"]);
  });

  it("needs every word to match some searchable field, by prefix", () => {
    expect(ids({ keyphrase: "kia hyb" })).toEqual(["1"]);
    expect(ids({ keyphrase: "vol kom" })).toEqual(["5"]);
    expect(ids({ keyphrase: "kia diesel" })).toEqual([]);
    expect(ids({ keyphrase: "iro" })).toEqual([]);
  });

  it("searches model text, colour, city and the registration number with or without its space", () => {
    expect(ids({ keyphrase: "plus dark" })).toEqual(["3"]);
    expect(ids({ keyphrase: "svart" })).toEqual(["3"]);
    expect(ids({ keyphrase: "umea" })).toEqual(["4"]);
    expect(ids({ keyphrase: "abc123" })).toEqual(["1"]);
    expect(ids({ keyphrase: "abc 12" })).toEqual(["1"]);
  });

  it("ignores a blank keyphrase", () => {
    expect(search({ keyphrase: "   " }).total_items).toBe(5);
  });
});

describe("search engine: filters", () => {
  it("ORs values within a facet and ANDs facets", () => {
    expect(ids({ filters: { car_fuel: ["Hybrid", "El"] }, sort_name: "car_id_asc" })).toEqual([
      "1",
      "2",
      "3",
    ]);
    expect(ids({ filters: { car_fuel: ["Hybrid", "El"], car_brand: ["Volvo"] } })).toEqual(["3"]);
  });

  it("matches hierarchical values: a parent alone or parent>child", () => {
    const filter = (values: string[]) =>
      ids({ filters: { "car_brand>car_model": values }, sort_name: "car_id_asc" });
    expect(filter(["Kia"])).toEqual(["1", "2"]);
    expect(filter(["Kia>Niro"])).toEqual(["1"]);
    expect(filter(["Kia>Niro", "Volvo>V60"])).toEqual(["1", "5"]);
    expect(filter(["Volvo>Niro"])).toEqual([]);
    expect(filter(["skoda"])).toEqual(["4"]);
  });

  it("applies inclusive numeric ranges, either bound optional", () => {
    expect(
      ids({ filters: { car_mileage: { min: 3000, max: 5000 } }, sort_name: "car_id_asc" }),
    ).toEqual(["1", "3"]);
    expect(ids({ filters: { car_year: { min: 2022 } }, sort_name: "car_id_asc" })).toEqual([
      "2",
      "3",
    ]);
    expect(ids({ filters: { car_power: { max: 150 } }, sort_name: "car_id_asc" })).toEqual([
      "1",
      "4",
    ]);
  });

  it("filters car_price by the campaign price when there is one, and skips cars without a price", () => {
    expect(ids({ filters: { car_price: { max: 400_000 } }, sort_name: "car_id_asc" })).toEqual([
      "1",
      "2",
      "4",
    ]);
    expect(ids({ filters: { car_price: { min: 0 } } })).not.toContain("5");
  });

  it("matches booleans and ids as text", () => {
    expect(ids({ filters: { caroftheweek: ["true"] } })).toEqual(["1"]);
    expect(ids({ filters: { car_id: ["4", "2"] }, sort_name: "car_id_asc" })).toEqual(["2", "4"]);
  });
});

describe("search engine: facets", () => {
  it("counts list values, sorted by count then text", () => {
    const [fuel] = search({ facets: ["car_fuel"] }).facet;
    expect(fuel).toEqual({
      name: "car_fuel",
      type: "list",
      value: [
        { text: "Hybrid", count: 2 },
        { text: "Diesel", count: 1 },
        { text: "El", count: 1 },
        { text: "Laddhybrid", count: 1 },
      ],
    });
  });

  it("nests hierarchical children under their parent", () => {
    const [brands] = search({ facets: ["car_brand>car_model"] }).facet;
    expect(brands?.value).toEqual([
      {
        text: "Kia",
        count: 2,
        children: [
          { text: "EV6", count: 1 },
          { text: "Niro", count: 1 },
        ],
      },
      {
        text: "Volvo",
        count: 2,
        children: [
          { text: "V60", count: 1 },
          { text: "XC60", count: 1 },
        ],
      },
      { text: "Škoda", count: 1, children: [{ text: "Octavia", count: 1 }] },
    ]);
  });

  it("is disjunctive: a facet is counted with every filter but its own", () => {
    const result = search({
      facets: ["car_fuel", "car_body"],
      filters: { car_fuel: ["Hybrid"], car_body: ["SUV"] },
    });
    const [fuel, body] = result.facet;
    expect(result.total_items).toBe(2);
    // Fuel counts among SUVs (fuel filter ignored): Hybrid 2, El 1.
    expect(fuel?.value).toEqual([
      { text: "Hybrid", count: 2 },
      { text: "El", count: 1 },
    ]);
    // Body counts among hybrids (body filter ignored): SUV 2.
    expect(body?.value).toEqual([{ text: "SUV", count: 2 }]);
  });

  it("lists a chosen value even when nothing matches it", () => {
    const [fuel] = search({
      facets: ["car_fuel"],
      filters: { car_fuel: ["Vätgas"], car_brand: ["Škoda"] },
    }).facet;
    expect(fuel?.value).toEqual([
      { text: "Diesel", count: 1 },
      { text: "Vätgas", count: 0 },
    ]);
  });

  it("gives histogram facets min, max and count over the matching set", () => {
    const result = search({ facets: ["car_price", "car_year"], filters: { car_brand: ["Kia"] } });
    expect(result.facet).toEqual([
      {
        name: "car_price",
        type: "histogram",
        value: [{ text: "car_price", count: 2, min: 250_000, max: 399_000 }],
      },
      {
        name: "car_year",
        type: "histogram",
        value: [{ text: "car_year", count: 2, min: 2021, max: 2023 }],
      },
    ]);
  });

  it("computes a histogram without its own range filter", () => {
    const [year] = search({ facets: ["car_year"], filters: { car_year: { min: 2023 } } }).facet;
    expect(year?.value[0]).toMatchObject({ min: 2018, max: 2023, count: 5 });
  });

  it("gives an empty histogram when nothing matches", () => {
    const [price] = search({ facets: ["car_price"], keyphrase: "nothing" }).facet;
    expect(price?.value).toEqual([{ text: "car_price", count: 0 }]);
  });
});

describe("search engine: sorting, paging and projection", () => {
  it("sorts by car_publishdate_desc by default, missing values last", () => {
    expect(ids({})).toEqual(["2", "1", "3", "4", "5"]);
  });

  it("sorts by any field and direction; car_price uses the campaign price", () => {
    expect(ids({ sort_name: "car_price_asc" })).toEqual(["4", "1", "2", "3", "5"]);
    expect(ids({ sort_name: "car_price_desc" })).toEqual(["3", "2", "1", "4", "5"]);
    expect(ids({ sort_name: "car_mileage_asc" })).toEqual(["2", "1", "3", "5", "4"]);
    expect(ids({ sort_name: "car_year_desc" })).toEqual(["2", "3", "1", "5", "4"]);
  });

  it("pages with limit and offset and echoes them", () => {
    const page = search({ sort_name: "car_id_asc", limit: 2, offset: 2 });
    expect(page.content.map((doc) => doc.car_id)).toEqual(["3", "4"]);
    expect(page).toMatchObject({ total_items: 5, limit: 2, offset: 2 });
  });

  it("returns only facets for limit 0", () => {
    const result = search({ limit: 0, facets: ["car_fuel"] });
    expect(result.content).toEqual([]);
    expect(result.total_items).toBe(5);
    expect(result.facet).toHaveLength(1);
  });

  it("projects the requested fields", () => {
    const [first] = search({
      fields: ["car_id", "slug", "indexed_at"],
      sort_name: "car_id_asc",
    }).content;
    expect(first).toEqual({ car_id: "1", slug: "car-1" });
  });

  it(`caps total_items at ${RESULT_CAP} and answers nothing past it`, () => {
    const many = Array.from({ length: RESULT_CAP + 1 }, (_, index) =>
      car(String(index), { car_brand: "Kia", car_model: "Niro", car_year: 2020 }),
    );
    const last = search({ sort_name: "car_id_asc", limit: 24, offset: RESULT_CAP - 24 }, many);
    expect(last.total_items).toBe(RESULT_CAP);
    expect(last.content).toHaveLength(24);
    const beyond = search({ limit: 24, offset: RESULT_CAP - 23 }, many);
    expect(beyond.total_items).toBe(RESULT_CAP);
    expect(beyond.content).toEqual([]);
    const [brand] = search({ limit: 0, facets: ["car_brand"] }, many).facet;
    expect(brand?.value).toEqual([{ text: "Kia", count: RESULT_CAP + 1 }]);
  });
});

describe("search engine: dealer sites", () => {
  const sites: SearchDocument[] = [
    {
      site_id: "2",
      site_official_name: "Carstore Malmö",
      website_city: "Malmö",
      website_sort_order: 2,
      site_departments: [{ name: "Verkstad", group: "Workshop" }],
    },
    {
      site_id: "1",
      site_official_name: "Carstore Stockholm",
      website_city: "Stockholm",
      website_sort_order: 1,
      site_departments: [
        { name: "Begagnat", group: "Used cars" },
        { name: "Verkstad", group: "Workshop" },
      ],
    },
    {
      site_id: "3",
      site_official_name: "Carstore Umeå",
      website_city: "Umeå",
      website_sort_order: 3,
      site_departments: [{ name: "Begagnat", group: "Used cars" }],
    },
  ];
  const siteSearch = (body: Partial<SearchRequestBody>) =>
    runSearch(sites, { index: "sites", limit: 48, offset: 0, ...body }, siteIndexConfig);

  it("sorts by website_sort_order_asc by default", () => {
    expect(siteSearch({}).content.map((site) => site.site_id)).toEqual(["1", "2", "3"]);
  });

  it("filters on a department's group through the dotted path, with facet counts", () => {
    const result = siteSearch({
      filters: { "site_departments.group": ["Workshop"] },
      facets: ["site_departments.group"],
    });
    expect(result.content.map((site) => site.site_id)).toEqual(["1", "2"]);
    expect(result.facet[0]?.value).toEqual([
      { text: "Used cars", count: 2 },
      { text: "Workshop", count: 2 },
    ]);
  });

  it("searches names and cities", () => {
    expect(siteSearch({ keyphrase: "umea" }).content.map((site) => site.site_id)).toEqual(["3"]);
    expect(siteSearch({ filters: { website_city: ["Malmö"] } }).total_items).toBe(1);
  });
});
