// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "../../../api-adapters/mocks/search/handlers";
import { DEMO_KIT_COUNT } from "../../../api-adapters/mocks/search/kits";
import { createSearchClient, KITS_PAGE_SIZE } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import type { SiteId } from "../../../sites/manifest";
import { sites } from "../../../sites/registry";
import { testBlockDataContext } from "../../composer/test-context";
import { loadKitCatalogue } from "./kits.server";

const endpoint = "https://search.kits-page.invalid";
const server = setupServer(...searchHandlers(endpoint));
const search = createSearchClient({
  endpoint,
  apiKey: DEMO_SEARCH_API_KEY,
  timeoutMs: 5000,
  cache: false,
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function context(site: SiteId, query = "", demoDeployment = true) {
  return testBlockDataContext({
    site: sites[site],
    search,
    settings: siteContent[site].settings,
    path: "/varusteet",
    url: new URL(`https://${site}.example/varusteet${query}`),
    demoDeployment,
  });
}

describe("the kits page's data", () => {
  it("lists the first 24 kits with their facets, never indexed", async () => {
    const data = await loadKitCatalogue(context("carstore-fi"));
    expect(data?.kits).toHaveLength(KITS_PAGE_SIZE);
    expect(data?.total).toBe(DEMO_KIT_COUNT);
    expect(data?.failed).toBe(false);
    expect(data?.path).toBe("/varusteet");
    expect(data?.facets.map((facet) => facet.name)).toContain(
      "kitCategory>kitSubCategory>kitSubSubCategory",
    );
    expect(data?.pageHead).toEqual([{ name: "robots", content: "noindex, nofollow" }]);
    expect(data?.session).toEqual({});
  });

  it("reads the filters, pages and the dealer session from the URL", async () => {
    const data = await loadKitCatalogue(
      context(
        "carstore-fi",
        "?make=Volvo&page=1&user=mv&dealer=D100&unit=HKI&transactionId=T-1&auto=XC60",
      ),
    );
    expect(data?.kits.length).toBeGreaterThan(0);
    for (const kit of data?.kits ?? []) {
      expect(kit.vehicleFitmentSpecifications.map((fit) => fit.make)).toContain("Volvo");
    }
    expect(data?.session).toEqual({
      user: "mv",
      dealer: "D100",
      unit: "HKI",
      transactionId: "T-1",
      auto: "XC60",
    });
    expect(data?.chosenCar).toBe("Volvo");
  });

  it("finds nothing for a car no kit fits, naming the car", async () => {
    const data = await loadKitCatalogue(context("carstore-fi", "?make=Volvo&year=1990"));
    expect(data?.total).toBe(0);
    expect(data?.chosenCar).toBe("Volvo 1990");
  });

  it("offers the test session only in demo and development deployments", async () => {
    expect((await loadKitCatalogue(context("carstore-fi")))?.testSession).toBe(true);
    expect((await loadKitCatalogue(context("carstore-fi", "", false)))?.testSession).toBe(false);
  });

  it("tells a failing kits index from an empty one", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    server.use(http.post(`${endpoint}/search`, () => HttpResponse.error()));
    const data = await loadKitCatalogue(context("carstore-fi"));
    expect(data?.failed).toBe(true);
    expect(data?.kits).toEqual([]);
  });

  it("renders nothing on a site without kits", async () => {
    expect(await loadKitCatalogue(context("carstore-se"))).toBeNull();
  });
});
