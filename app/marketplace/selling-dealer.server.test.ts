// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "../../api-adapters/mocks/search/handlers";
import { createSearchClient } from "../../api-adapters/search";
import { sellingDealerSite } from "./selling-dealer.server";

const endpoint = "https://search.test.invalid";
const server = setupServer(...searchHandlers(endpoint));
const search = createSearchClient({
  endpoint,
  apiKey: DEMO_SEARCH_API_KEY,
  timeoutMs: 5000,
  cache: false,
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the dealer site selling a car", () => {
  const car = demoSearchData().carsBySite["automotive-se"]?.[3];

  it("is the sites index entry of the car's site id, with its departments", async () => {
    const dealer = await sellingDealerSite(search, "automotive-se", {
      car_site_id: car?.car_site_id,
    });
    expect(dealer?.site_id).toBe(car?.car_site_id);
    expect(dealer?.site_departments?.length).toBeGreaterThan(0);
  });

  it("is null for a car without a site id, an unknown one, or a failing index", async () => {
    expect(await sellingDealerSite(search, "automotive-se", { car_site_id: null })).toBeNull();
    expect(await sellingDealerSite(search, "automotive-se", { car_site_id: "nope" })).toBeNull();
    server.use(http.post(`${endpoint}/*`, () => HttpResponse.json({}, { status: 500 })));
    expect(
      await sellingDealerSite(search, "automotive-se", { car_site_id: car?.car_site_id }),
    ).toBeNull();
  });
});
