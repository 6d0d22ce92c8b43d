// @vitest-environment node
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { demoSearchData } from "../mocks/search/generator";
import { searchHandlers } from "../mocks/search/handlers";
import {
  CAR_FACETS_CACHE_KEY,
  carFacetNames,
  createSearchClient,
  DEFAULT_SEARCH_LIMIT,
  BRAND_SITES_LIMIT,
  MAX_CARS_BY_IDS,
  SIMILAR_CARS_LIMIT,
  type SearchClientOptions,
} from "./client";
import type { Car } from "./schemas";
import { UNKNOWN_SITE_MESSAGE } from "./indexes";

const endpoint = "https://search.test.invalid";
const apiKey = "test-search-key";
const server = setupServer(...searchHandlers(endpoint, { apiKey }));
const demo = demoSearchData();
const seCars = demo.carsBySite["automotive-se"] ?? [];

function makeClient(options: Partial<SearchClientOptions> = {}) {
  return createSearchClient({ endpoint, apiKey, timeoutMs: 300, cache: false, ...options });
}
const client = makeClient();

/** Records every request body the search service receives. */
function recordBodies() {
  const bodies: Record<string, unknown>[] = [];
  const headers: (string | null)[] = [];
  server.events.on("request:start", async ({ request }) => {
    headers.push(request.headers.get("X-API-KEY"));
    bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return { bodies, headers };
}

const answer = (body: Record<string, unknown>, status = 200) =>
  server.use(http.post(`${endpoint}/search`, () => HttpResponse.json(body, { status })));

const silence = (level: "error" | "warn") =>
  vi.spyOn(console, level).mockImplementation(() => undefined);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("search client: the request", () => {
  it("POSTs to <endpoint>/search with X-API-KEY and the index of the site", async () => {
    const { bodies, headers } = recordBodies();
    await client.searchCars("carstore-fi", {
      keyphrase: "skoda",
      filters: { car_fuel: ["Diesel"] },
    });
    expect(headers).toEqual([apiKey]);
    expect(bodies[0]).toEqual({
      index: "cars_carstore_fi",
      keyphrase: "skoda",
      filters: { car_fuel: ["Diesel"] },
      facets: [...carFacetNames],
      limit: DEFAULT_SEARCH_LIMIT,
      offset: 0,
      sort_name: "car_publishdate_desc",
    });
  });

  it("throws 'Unknown sitecoreSiteName' for a site it does not know", async () => {
    await expect(client.searchCars("nowhere")).rejects.toThrow(UNKNOWN_SITE_MESSAGE);
    await expect(client.dealerSites("nowhere")).rejects.toThrow(UNKNOWN_SITE_MESSAGE);
  });

  it("answers empty without calling for a known site without such an index", async () => {
    const { bodies } = recordBodies();
    const result = await client.searchCars("f150-eu");
    expect(result).toEqual({ facet: [], content: [], total_items: 0, limit: 24, offset: 0 });
    expect(await client.carOfTheWeek("supercharge")).toEqual({ ok: true, cars: [] });
    expect(bodies).toEqual([]);
  });
});

describe("search client: methods", () => {
  it("searchCars returns validated cars, facets and the total", async () => {
    const result = await client.searchCars("automotive-se", {
      filters: { "car_brand>car_model": ["Volvo"] },
      sortName: "car_price_asc",
      limit: 5,
      offset: 0,
    });
    const volvos = seCars.filter((car) => car.car_brand === "Volvo");
    expect(result.total_items).toBe(volvos.length);
    expect(result.content).toHaveLength(5);
    expect(result.content.every((car) => car.car_brand === "Volvo")).toBe(true);
    expect(result.facet.map((facet) => facet.name)).toEqual([...carFacetNames]);
  });

  it("carFacets asks for car_brand and car_model with limit 0", async () => {
    const { bodies } = recordBodies();
    const facets = await client.carFacets("retail-uk");
    expect(bodies[0]).toMatchObject({
      index: "cars_retail_uk",
      facets: ["car_brand", "car_model"],
      limit: 0,
    });
    expect(facets.map((facet) => facet.name)).toEqual(["car_brand", "car_model"]);
    expect(facets[0]?.value.reduce((sum, value) => sum + value.count, 0)).toBe(120);
  });

  it("carOfTheWeek filters caroftheweek true", async () => {
    const { bodies } = recordBodies();
    const result = await client.carOfTheWeek("automotive-se");
    expect(bodies[0]).toMatchObject({ filters: { caroftheweek: ["true"] } });
    expect(result.ok && result.cars.length).toBe(seCars.filter((car) => car.caroftheweek).length);
  });

  it("carOfTheWeek reports a failure as an error string, logged", async () => {
    const log = silence("error");
    answer({ error: "down" }, 503);
    const result = await client.carOfTheWeek("automotive-se");
    expect(result).toEqual({ ok: false, error: "search: answered HTTP 503" });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"event":"search.failure"'));
  });

  it("carsByIds keeps the order the ids were given", async () => {
    const ids = [seCars[7], seCars[2], seCars[40]].map((car) => car?.car_id ?? "");
    const cars = await client.carsByIds("automotive-se", [...ids, "no-such-car"]);
    expect(cars.map((car) => car.car_id)).toEqual(ids);
  });

  it(`carsByIds asks for at most ${MAX_CARS_BY_IDS} ids`, async () => {
    const { bodies } = recordBodies();
    const ids = seCars.slice(0, 120).map((car) => car.car_id);
    const cars = await client.carsByIds("automotive-se", ids);
    expect((bodies[0]?.filters as { car_id: string[] }).car_id).toEqual(ids.slice(0, 100));
    expect(cars.map((car) => car.car_id)).toEqual(ids.slice(0, 100));
  });

  it("carsByIds gives [] on failure", async () => {
    silence("error");
    answer({}, 500);
    expect(await client.carsByIds("automotive-se", ["1"])).toEqual([]);
  });

  it("carsByQuery sends the parsed predefined query", async () => {
    const { bodies } = recordBodies();
    const cars = await client.carsByQuery(
      "automotive-se",
      "car_brand=Volvo,Kia;car_price=-400000;keyphrase=suv",
      {
        limit: 8,
        sortName: "car_price_desc",
      },
    );
    expect(bodies[0]).toEqual({
      index: "cars_automotive_se",
      keyphrase: "suv",
      filters: { car_brand: ["Volvo", "Kia"], car_price: { max: 400000 } },
      limit: 8,
      offset: 0,
      sort_name: "car_price_desc",
    });
    expect(cars.length).toBeGreaterThan(0);
    expect(
      cars.every((car) => ["Volvo", "Kia"].includes(car.car_brand) && car.car_body === "SUV"),
    ).toBe(true);
  });

  it("carById returns the car, null when absent, and reports a failure", async () => {
    const wanted = seCars[3];
    expect(await client.carById("automotive-se", wanted?.car_id ?? "")).toEqual({
      ok: true,
      car: wanted,
    });
    expect(await client.carById("automotive-se", "0")).toEqual({ ok: true, car: null });
    silence("error");
    server.use(http.post(`${endpoint}/search`, () => HttpResponse.error()));
    const failed = await client.carById("automotive-se", "1");
    expect(failed.ok).toBe(false);
  });

  it("similarCars: up to 8 stock cars of the car's region, body and fuel, never the car", async () => {
    const car = seCars.find((candidate) => !candidate.car_is_sample) as Car;
    const { bodies } = recordBodies();
    const similar = await client.similarCars("automotive-se", car);
    expect(bodies[0]).toMatchObject({
      index: "cars_automotive_se",
      filters: {
        car_site_region: [car.car_site_region],
        car_body: [car.car_body],
        car_fuel: [car.car_fuel],
      },
      limit: SIMILAR_CARS_LIMIT + 1,
    });
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(SIMILAR_CARS_LIMIT);
    for (const other of similar) {
      expect(other.car_id).not.toBe(car.car_id);
      expect([other.car_site_region, other.car_body, other.car_fuel]).toEqual([
        car.car_site_region,
        car.car_body,
        car.car_fuel,
      ]);
    }
  });

  it("similarCars of a sample car: stock cars of its brand and model; [] on failure", async () => {
    const sample = seCars.find((candidate) => candidate.car_is_sample) as Car;
    const similar = await client.similarCars("automotive-se", sample);
    for (const other of similar) {
      expect(other.car_is_sample).toBe(false);
      expect([other.car_brand, other.car_model]).toEqual([sample.car_brand, sample.car_model]);
    }
    silence("error");
    server.use(http.post(`${endpoint}/search`, () => HttpResponse.error()));
    expect(await client.similarCars("automotive-se", sample)).toEqual([]);
  });

  it("brandSites lists the sites selling a brand, up to 100; a failure is reported", async () => {
    const brand = seCars[0]?.car_brand ?? "";
    const { bodies } = recordBodies();
    const result = await client.brandSites("automotive-se", brand);
    expect(bodies[0]).toMatchObject({
      index: "sites_automotive_se",
      filters: { site_brands: [brand] },
      limit: BRAND_SITES_LIMIT,
      sort_name: "website_sort_order_asc",
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.sites.length).toBeGreaterThan(0);
    for (const site of result.sites) expect(site.site_brands).toContain(brand);
    silence("error");
    server.use(http.post(`${endpoint}/search`, () => HttpResponse.error()));
    expect((await client.brandSites("automotive-se", brand)).ok).toBe(false);
  });

  it("dealerSites lists the sites index sorted website_sort_order_asc", async () => {
    const { bodies } = recordBodies();
    const result = await client.dealerSites("automotive-no", { limit: 4 });
    expect(bodies[0]).toMatchObject({
      index: "sites_automotive_no",
      limit: 4,
      sort_name: "website_sort_order_asc",
    });
    expect(result.content.map((site) => site.website_sort_order)).toEqual([1, 2, 3, 4]);
  });

  it("carDetailEntries pages with limit 1000 and the fields projection until done", async () => {
    const { bodies } = recordBodies();
    const entries = await client.carDetailEntries("automotive-se");
    expect(entries).toHaveLength(160);
    expect(Object.keys(entries[0] ?? {}).sort()).toEqual(["car_id", "indexed_at", "slug"]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      fields: ["car_id", "slug", "indexed_at"],
      limit: 1000,
      offset: 0,
    });
  });

  it("carDetailEntries asks for further pages while there are more", async () => {
    const { bodies } = recordBodies();
    let call = 0;
    server.use(
      http.post(`${endpoint}/search`, () => {
        call += 1;
        const content = Array.from({ length: call === 1 ? 1000 : 5 }, (_, index) => ({
          car_id: `${call}-${index}`,
          slug: "a-car",
        }));
        return HttpResponse.json({ facet: [], content, total_items: 1005, limit: 1000, offset: 0 });
      }),
    );
    expect(await client.carDetailEntries("carstore-sk")).toHaveLength(1005);
    expect(bodies.map((body) => body.offset)).toEqual([0, 1000]);
  });
});

describe("search client: failures and validation", () => {
  it("gives the empty result and logs on HTTP failure", async () => {
    const log = silence("error");
    answer({ error: "nope" }, 500);
    const result = await client.searchCars("automotive-se", { limit: 12, offset: 24 });
    expect(result).toEqual({ facet: [], content: [], total_items: 0, limit: 12, offset: 24 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("answered HTTP 500"));
  });

  it("gives the empty result on a network failure and on a timeout", async () => {
    silence("error");
    server.use(http.post(`${endpoint}/search`, () => HttpResponse.error()));
    expect((await client.searchCars("automotive-se")).total_items).toBe(0);
    server.use(
      http.post(`${endpoint}/search`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    const outcome = await client.search("automotive-se", "cars", { limit: 1, offset: 0 });
    expect(outcome).toMatchObject({ ok: false, error: "search: timed out" });
  });

  it("gives the empty result and logs the reason for a malformed envelope", async () => {
    const log = silence("error");
    answer({ content: "not a list", total_items: "many" });
    expect((await client.searchCars("automotive-se")).content).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"event":"upstream.invalid-response"'),
    );
  });

  it("drops a malformed item and logs why, keeping the others", async () => {
    const warn = silence("warn");
    const good = seCars[0];
    answer({
      facet: [],
      content: [good, { car_id: "999", slug: "x", car_brand: "Kia" }, 42],
      total_items: 3,
      limit: 24,
      offset: 0,
    });
    const result = await client.searchCars("automotive-se");
    expect(result.content).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"event":"search.invalid-item"'));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"id":"999".*car_model/));
  });

  it("is rejected by the service without the right key (401 -> empty, logged)", async () => {
    const log = silence("error");
    const wrongKey = makeClient({ apiKey: "wrong" });
    expect((await wrongKey.searchCars("automotive-se")).total_items).toBe(0);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("answered HTTP 401"));
  });
});

describe("search client: caching", () => {
  it("caches car facets for 60 s under car_facets per site, then revalidates", async () => {
    let time = 0;
    vi.spyOn(Date, "now").mockImplementation(() => time);
    const cached = makeClient({
      cache: { maxEntries: 10, freshMs: 60_000, staleMs: 600_000 },
    });
    const { bodies } = recordBodies();
    await cached.carFacets("automotive-se");
    time = 59_000;
    await cached.carFacets("automotive-se");
    expect(bodies).toHaveLength(1);
    await cached.carFacets("automotive-no");
    expect(bodies).toHaveLength(2);
    time = 61_000;
    await cached.carFacets("automotive-se");
    await vi.waitFor(() => expect(bodies).toHaveLength(3));
    expect(CAR_FACETS_CACHE_KEY).toBe("car_facets");
  });

  it("does not cache a failure", async () => {
    silence("error");
    const cached = makeClient({ cache: { maxEntries: 10, freshMs: 60_000, staleMs: 600_000 } });
    answer({}, 500);
    expect(await cached.carFacets("automotive-se")).toEqual([]);
    server.resetHandlers();
    expect((await cached.carFacets("automotive-se")).length).toBe(2);
  });
});
