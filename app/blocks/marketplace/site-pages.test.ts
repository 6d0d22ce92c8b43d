// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { demoSearchData } from "../../../api-adapters/mocks/search/generator";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "../../../api-adapters/mocks/search/handlers";
import { createSearchClient } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import type { SiteId } from "../../../sites/manifest";
import { sites } from "../../../sites/registry";
import { testBlockDataContext } from "../../composer/test-context";
import { loadSiteDetail } from "./site-detail.server";
import { loadSiteList, parseSiteListParams, siteListHref } from "./site-list.server";

const endpoint = "https://search.test.invalid";
const server = setupServer(...searchHandlers(endpoint));
const search = createSearchClient({
  endpoint,
  apiKey: DEMO_SEARCH_API_KEY,
  timeoutMs: 5000,
  cache: false,
});
const demo = demoSearchData();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

function context(site: SiteId, segments: string[], query = "", mapsApiKey?: string) {
  const settings = siteContent[site].settings;
  const listPath = settings.pathToSiteDetail?.url ?? "";
  return testBlockDataContext({
    site: sites[site],
    search,
    settings,
    path: listPath,
    url: new URL(`https://${site}.example${[listPath, ...segments].join("/")}${query}`),
    wildcardSegments: segments,
    ...(mapsApiKey ? { mapsApiKey } : {}),
  });
}

const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the loader to throw");
    },
    (error: unknown) => error,
  );

describe("SiteList data", () => {
  it("lists the sites in site order, linking below the list path, with filters", async () => {
    const data = await loadSiteList(context("automotive-se", []));
    const expected = [...(demo.sitesBySite["automotive-se"] ?? [])].sort(
      (a, b) => (a.website_sort_order ?? 0) - (b.website_sort_order ?? 0),
    );
    expect(data?.sites.map((card) => card.href)).toEqual(
      expected.map((site) => `/anlaggningar/${site.slug}`),
    );
    expect(data?.total).toBe(expected.length);
    expect(data?.filters.map((group) => group.name)).toContain("region");
  });

  it("filters by a chip's value and offers to clear it", async () => {
    const data = await loadSiteList(context("automotive-se", [], "?region=Stockholm"));
    expect(data?.sites.length).toBeGreaterThan(0);
    expect(data?.sites.length).toBeLessThan(demo.sitesBySite["automotive-se"]?.length ?? 0);
    expect(data?.clearHref).toBe("/anlaggningar");
    const chip = data?.filters
      .find((group) => group.name === "region")
      ?.options.find((option) => option.value === "Stockholm");
    expect(chip).toMatchObject({ selected: true, href: "/anlaggningar" });
  });

  it("names the department chips in the site's language, filtering by the index's value", async () => {
    const swedish = await loadSiteList(context("automotive-se", []));
    const departments = swedish?.filters.find((group) => group.name === "department")?.options;
    expect(departments?.find((option) => option.value === "Workshop")?.label).toBe("Verkstad");
    expect(departments?.map((option) => option.label)).not.toContain("Workshop");
    const english = await loadSiteList(context("retail-uk", []));
    const englishDepartments = english?.filters.find((group) => group.name === "department");
    expect(englishDepartments?.options.map((option) => option.label)).toContain("Workshop");
  });

  it("renders nothing below the list path (the site detail's)", async () => {
    expect(await loadSiteList(context("automotive-se", ["automotive-stockholm"]))).toBeNull();
  });
});

describe("the site list's URL state", () => {
  it("reads keyphrase, repeated filters and a page clamped to 1..20", () => {
    const state = parseSiteListParams(
      new URLSearchParams("keyphrase= malm &brand=Kia&brand=BMW&brand=Kia&page=99"),
    );
    expect(state).toEqual({
      keyphrase: "malm",
      selected: { region: [], brand: ["Kia", "BMW"], department: [] },
      pages: 20,
    });
    expect(parseSiteListParams(new URLSearchParams("page=x")).pages).toBe(1);
  });

  it("reads the old locator's brand and service parameters the redirect tables keep as filters", () => {
    const legacy = parseSiteListParams(
      new URLSearchParams(
        "site_departments.brands.name=BMW&site_departments.service_name=Servicing&site_departments.service_name=Bodyshop",
      ),
    );
    expect(legacy.selected.brand).toEqual(["BMW"]);
    expect(legacy.selected.department).toEqual(["Workshop", "Body work"]);
  });

  it("lists the retail-uk sites with a BMW workshop for the old servicing locator link", async () => {
    const data = await loadSiteList(
      context(
        "retail-uk",
        [],
        "?site_departments.brands.name=BMW&site_departments.service_name=Servicing",
      ),
    );
    expect(data?.total).toBeGreaterThan(0);
    const workshopBmw = (demo.sitesBySite["retail-uk"] ?? []).filter(
      (site) =>
        site.site_brands?.includes("BMW") &&
        site.site_departments?.some((department) => department.group === "Workshop"),
    );
    expect(data?.total).toBe(workshopBmw.length);
  });

  it("writes the state back without the page (a changed filter starts over)", () => {
    const state = parseSiteListParams(new URLSearchParams("region=Skåne&keyphrase=bil&page=3"));
    expect(siteListHref("/anlaggningar", state)).toBe(
      "/anlaggningar?keyphrase=bil&region=Sk%C3%A5ne",
    );
  });

  it("offers the next page while more sites match than show", async () => {
    const dealerSites = vi.fn(async (_site: string, options?: { limit?: number }) => ({
      content: Array.from({ length: options?.limit ?? 0 }, (_, index) => ({
        site_id: String(index),
        site_official_name: `Site ${index}`,
        slug: `site-${index}`,
      })),
      total_items: 60,
      limit: options?.limit ?? 0,
      offset: 0,
    }));
    const data = await loadSiteList({
      ...context("automotive-se", [], "?region=Stockholm"),
      search: { dealerSites } as unknown as typeof search,
    });
    expect(dealerSites).toHaveBeenCalledWith("automotive-se", {
      keyphrase: "",
      filters: { site_region: ["Stockholm"] },
      limit: 48,
    });
    expect(data?.moreHref).toBe("/anlaggningar?region=Stockholm&page=2");
  });
});

describe("SiteDetail data", () => {
  it("shows the site of the slug with latest cars, the filtered car list and service booking", async () => {
    const site = demo.sitesBySite["automotive-se"]?.[0];
    const data = await loadSiteDetail(context("automotive-se", [site?.slug ?? ""]));
    expect(data?.site.name).toBe(site?.site_official_name);
    expect(data?.site.latestCars.length).toBeGreaterThan(0);
    expect(data?.site.latestCars.length).toBeLessThanOrEqual(12);
    expect(data?.site.carListHref).toBe(
      `/kop-bil?${new URLSearchParams({
        website_city: site?.website_city ?? "",
        car_site_name: site?.site_official_name ?? "",
      }).toString()}`,
    );
    expect(data?.site.serviceBookingHref).toMatch(
      /^\/service-och-verkstad\/boka-bilverkstad\?lat=[\d.]+&lng=[\d.]+$/,
    );
    // The first demo site of a market is on holiday today.
    expect(data?.site.holiday?.title).toBe("Semesterstängt");
    const ld = data?.pageHead.find((tag) => "script:ld+json" in tag) as
      { "script:ld+json": { "@type": string } } | undefined;
    expect(ld?.["script:ld+json"]["@type"]).toBe("AutoDealer");
  });

  it("hands the maps browser key to the map only when one is configured", async () => {
    const slug = demo.sitesBySite["automotive-se"]?.[0]?.slug ?? "";
    expect(await loadSiteDetail(context("automotive-se", [slug]))).not.toHaveProperty("mapsApiKey");
    const keyed = await loadSiteDetail(context("automotive-se", [slug], "", "browser-key"));
    expect(keyed?.mapsApiKey).toBe("browser-key");
  });

  it("has no service booking button outside the Swedish dealer-group site", async () => {
    const site = demo.sitesBySite["carstore-fi"]?.[1];
    const data = await loadSiteDetail(context("carstore-fi", [site?.slug ?? ""]));
    expect(data?.site.serviceBookingHref).toBeUndefined();
    expect(data?.site.holiday).toBeUndefined();
  });

  it("redirects an unknown slug to the site list, 302, not cached, logged", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const response = (await thrown(
      loadSiteDetail(context("carstore-no", ["no-such-site"])),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/finn-oss");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(warn).toHaveBeenCalledWith(
      "dealer-site.redirect-to-list",
      expect.objectContaining({ reason: "not-found" }),
    );
  });

  it("renders nothing on the list itself", async () => {
    expect(await loadSiteDetail(context("automotive-se", []))).toBeNull();
  });
});
