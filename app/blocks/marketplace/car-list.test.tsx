import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { demoSearchData } from "../../../api-adapters/mocks/search/generator";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "../../../api-adapters/mocks/search/handlers";
import { createSearchClient } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import { testBlockDataContext } from "../../composer/test-context";
import { sites } from "../../../sites/registry";
import { loadCarList } from "./car-list.server";

const endpoint = "https://search.test.invalid";
const server = setupServer(...searchHandlers(endpoint));
const search = createSearchClient({
  endpoint,
  apiKey: DEMO_SEARCH_API_KEY,
  timeoutMs: 5000,
  cache: false,
});
const cars = demoSearchData().carsBySite["automotive-se"] ?? [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function load(pathAndQuery: string, wildcardSegments: string[] = []) {
  const site = sites["automotive-se"];
  return loadCarList(
    testBlockDataContext({
      site,
      search,
      settings: siteContent["automotive-se"].settings,
      path: "/kop-bil",
      url: new URL(`https://automotive-se.example${pathAndQuery}`),
      wildcardSegments,
    }),
  );
}

describe("CarList data", () => {
  it("searches with the URL's filters, first page of 24, cards linking to the detail path", async () => {
    const data = await load("/kop-bil?car_fuel=El&sortName=car_price_asc");
    const electric = cars.filter((car) => car.car_fuel === "El");
    expect(data?.total).toBe(electric.length);
    expect(data?.cars).toHaveLength(24);
    expect(data?.failed).toBe(false);
    expect(data?.query.filters).toEqual({ car_fuel: ["El"] });
    expect(data?.cars[0]?.href).toMatch(/^\/kop-bil\/bil\/\d+\/[a-z0-9-]+$/);
    expect(data?.facets.map((facet) => facet.name)).toContain("car_brand>car_model");
    expect(data?.consumesWildcard).toBeUndefined();
  });

  it("finds cars by a word of their equipment", async () => {
    const data = await load("/kop-bil?keyphrase=dragkrok");
    const withTowbar = cars.filter((car) =>
      (car.car_equipment ?? []).some((item) => /(^|\s)dragkrok/i.test(item)),
    );
    expect(withTowbar.length).toBeGreaterThan(0);
    expect(data?.total).toBe(withTowbar.length);
  });

  it("loads every page up to the URL's page", async () => {
    const data = await load("/kop-bil?page=2");
    expect(data?.cars).toHaveLength(72);
    expect(data?.query.page).toBe(2);
  });

  it("turns filter path segments into filters and says it consumed them", async () => {
    const data = await load("/kop-bil/kia/el", ["kia", "el"]);
    expect(data?.consumesWildcard).toBe(true);
    expect(data?.query.filters).toEqual({ "car_brand>car_model": ["Kia"], car_fuel: ["El"] });
    expect(data?.total).toBe(
      cars.filter((c) => c.car_brand === "Kia" && c.car_fuel === "El").length,
    );
  });

  it("gives no data for a segment that is not a facet value (the page becomes a 404)", async () => {
    expect(await load("/kop-bil/flygplan", ["flygplan"])).toBeNull();
  });

  it("tells a failing search from an empty one (the list shows its error text)", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    server.use(http.post(`${endpoint}/search`, () => new HttpResponse(null, { status: 500 })));
    const data = await load("/kop-bil");
    expect(data).toMatchObject({ failed: true, cars: [], total: 0 });
    server.resetHandlers();
    const empty = await load("/kop-bil?keyphrase=finnsinte");
    expect(empty).toMatchObject({ failed: false, cars: [], total: 0 });
  });

  it("is absent on a site without a car list", async () => {
    const data = await loadCarList(
      testBlockDataContext({
        site: sites["f150-eu"],
        search,
        settings: siteContent["f150-eu"].settings,
      }),
    );
    expect(data).toBeNull();
  });
});
