// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Rendering } from "../../../api-adapters/content";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "../../../api-adapters/mocks/search/handlers";
import { demoSearchData } from "../../../api-adapters/mocks/search/generator";
import {
  createSearchClient,
  type Car,
  type DealerSite,
  type SearchClient,
} from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import type { BlockDataContext, BlockLoader } from "../../composer/block";
import { blockLoaders } from "../loaders.server";
import { localityOf } from "./teasers.server";
import { TestPlaceholder as Placeholder } from "../test-placeholder";
import { testBlockContext, testBlockDataContext } from "../../composer/test-context";
import { sites } from "../../../sites/registry";
import type { SiteId } from "../../../sites/site-ids";
import { blockRegistry } from "../registry";
import { preloadLazyComponents } from "../../../design-system";
import { marketplaceBlocks } from "./index";
import type { SiteTeaserData } from "./site-teaser";
import type { TeaserCarsData } from "./teasers";

const endpoint = "https://search.test.invalid";
const server = setupServer(...searchHandlers(endpoint));
const realSearch = createSearchClient({
  endpoint,
  apiKey: DEMO_SEARCH_API_KEY,
  timeoutMs: 5000,
  cache: false,
});

const carSellingSites = [
  "automotive-se",
  "automotive-no",
  "retail-uk",
  "carstore-se",
  "carstore-no",
  "carstore-fi",
  "carstore-sk",
] as const satisfies readonly SiteId[];

const teaserNames = ["CarOfTheWeek", "CarTeaser", "SiteTeaser"] as const;
type TeaserName = (typeof teaserNames)[number];

const homeTeasers = (site: SiteId, name: TeaserName) =>
  (siteContent[site].pages["/"]?.main ?? []).filter((r) => r.componentName === name);

/** A teaser of the site's home page (deep copy); a CarTeaser by "ids" or by "query". */
function fixture(name: TeaserName, site: SiteId = "carstore-se", kind?: "ids" | "query") {
  const found = homeTeasers(site, name).find((rendering) => {
    if (!kind) return true;
    const ids = (rendering.fields.Ids as { value: string } | undefined)?.value ?? "";
    return kind === "ids" ? ids !== "" : ids === "";
  });
  if (!found) throw new Error(`no ${name} on the home page of ${site}`);
  return structuredClone(found);
}

function withFields(rendering: Rendering, fields: Record<string, unknown>): Rendering {
  const values = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { value }]));
  return { ...rendering, fields: { ...rendering.fields, ...values } };
}

function binding(name: TeaserName): BlockLoader {
  const found = blockLoaders[name];
  if (!found) throw new Error(`${name} is not registered`);
  return found;
}

function dataContext(site: SiteId, search: Partial<SearchClient> = realSearch) {
  return testBlockDataContext({
    site: sites[site],
    settings: siteContent[site].settings,
    search: search as SearchClient,
  });
}

async function load<D>(rendering: Rendering, context: BlockDataContext): Promise<D> {
  const block = binding(rendering.componentName as TeaserName);
  const parsed = block.schema.safeParse({ fields: rendering.fields, params: rendering.params });
  if (!parsed.success) throw new Error(parsed.error.message);
  return (await block.loadData?.(parsed.data, rendering, context)) as D;
}

function renderBlock(rendering: Rendering, data: unknown, site: SiteId = "carstore-se") {
  const context = testBlockContext({
    language: sites[site].language,
    locale: sites[site].locale,
    currency: sites[site].currency,
    settings: siteContent[site].settings,
  });
  return render(
    <Placeholder
      renderings={[rendering]}
      registry={marketplaceBlocks}
      context={context}
      blockData={rendering.uid ? { [rendering.uid]: data } : {}}
    />,
  );
}

const demoCars = (site: SiteId) => demoSearchData().carsBySite[site] ?? [];
const demoCar = (site: SiteId, id: string): Car => {
  const car = demoCars(site).find((candidate) => candidate.car_id === id);
  if (!car) throw new Error(`no car ${id} on ${site}`);
  return car;
};
const fakeCar = (id: string, extra: Partial<Car> = {}): Car => ({
  ...demoCar("carstore-se", "4010309"),
  car_id: id,
  slug: `bil-${id}`,
  ...extra,
});
const fakeSite = (n: number, extra: Partial<DealerSite> = {}): DealerSite => ({
  site_id: String(n),
  site_official_name: `Carstore ${n}`,
  slug: `carstore-${n}`,
  site_street: "Storgatan 1",
  site_zip: "111 22",
  site_city: "Stockholm",
  site_phone: "08-123 45 67",
  ...extra,
});
const sitesResponse = (content: DealerSite[]) => ({
  facet: [],
  content,
  total_items: content.length,
  limit: 4,
  offset: 0,
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The carousels load their code when they come near (DeferredSection); a page's server render
  // has it, as these renders do.
  await preloadLazyComponents();
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

describe("marketplace teaser registry and demo content", () => {
  it("registers the teasers and names them in the block registry", () => {
    for (const name of teaserNames) {
      expect(marketplaceBlocks[name], name).toBeDefined();
      expect(blockRegistry[name], name).toBeDefined();
    }
  });

  it("puts every teaser on the home page of every car-selling site, with valid fields", () => {
    for (const site of carSellingSites) {
      for (const name of teaserNames) {
        for (const rendering of homeTeasers(site, name)) {
          const parsed = binding(name).schema.safeParse({
            fields: rendering.fields,
            params: rendering.params,
          });
          expect(parsed.success, `${site} ${name}: ${parsed.error?.message}`).toBe(true);
        }
      }
      expect(() => fixture("CarOfTheWeek", site)).not.toThrow();
      expect(() => fixture("CarTeaser", site, "ids")).not.toThrow();
      expect(() => fixture("CarTeaser", site, "query")).not.toThrow();
      expect(() => fixture("SiteTeaser", site)).not.toThrow();
    }
    for (const site of ["f150-eu", "supercharge"] as const) {
      for (const name of teaserNames) expect(homeTeasers(site, name), site).toEqual([]);
    }
  });

  it("names fixed ids that exist in each site's demo search index", () => {
    for (const site of carSellingSites) {
      const ids = (fixture("CarTeaser", site, "ids").fields.Ids as { value: string }).value;
      for (const id of ids.split(",").map((entry) => entry.trim())) {
        expect(() => demoCar(site, id), `${site} ${id}`).not.toThrow();
      }
    }
  });
});

describe("teasers against the demo search service", () => {
  it("fills every teaser of every car-selling home page", async () => {
    for (const site of carSellingSites) {
      const context = dataContext(site);
      const detailPath = siteContent[site].settings.pathToCarDetail?.url ?? "";

      const week = await load<TeaserCarsData>(fixture("CarOfTheWeek", site), context);
      expect(week.error).toBeUndefined();
      expect(week.cars.length, site).toBeGreaterThan(0);
      const marked = new Set(
        demoCars(site)
          .filter((c) => c.caroftheweek)
          .map((c) => c.car_id),
      );
      expect(
        week.cars.every((car) => marked.has(car.id)),
        site,
      ).toBe(true);

      const picked = fixture("CarTeaser", site, "ids");
      const ids = (picked.fields.Ids as { value: string }).value.split(/\s*,\s*/);
      const byIds = await load<TeaserCarsData>(picked, context);
      expect(byIds.cars.map((car) => car.id)).toEqual(ids);
      const first = demoCar(site, ids[0] ?? "");
      expect(byIds.cars[0]?.href).toBe(`${detailPath}/${first.car_id}/${first.slug}`);

      const byQuery = await load<TeaserCarsData>(fixture("CarTeaser", site, "query"), context);
      expect(byQuery.cars.length, site).toBeGreaterThan(0);
      expect(byQuery.cars.length, site).toBeLessThanOrEqual(10);

      const dealers = await load<SiteTeaserData>(fixture("SiteTeaser", site), context);
      expect(dealers.sites.length, site).toBeGreaterThan(0);
      expect(dealers.sites.length, site).toBeLessThanOrEqual(4);
    }
  });

  it("applies the query teaser's filters, NumberOfCars and sort", async () => {
    const query = await load<TeaserCarsData>(
      fixture("CarTeaser", "automotive-no", "query"),
      dataContext("automotive-no"),
    );
    expect(query.cars).toHaveLength(6);
    expect(query.cars.every((car) => car.facts.fuel === "Elektrisitet")).toBe(true);

    const cheapest = await load<TeaserCarsData>(
      fixture("CarTeaser", "automotive-se", "query"),
      dataContext("automotive-se"),
    );
    expect(cheapest.cars).toHaveLength(8);
    const prices = cheapest.cars.map((car) => Number(car.price.current.replace(/\D/g, "")));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("shows the first four dealer sites, linking to the translated site path", async () => {
    const data = await load<SiteTeaserData>(
      fixture("SiteTeaser", "automotive-se"),
      dataContext("automotive-se"),
    );
    expect(data.sites.map((site) => site.href)).toEqual([
      "/anlaggningar/automotive-stockholm",
      "/anlaggningar/automotive-goteborg",
      "/anlaggningar/automotive-malmo",
      "/anlaggningar/automotive-uppsala",
    ]);
    expect(data.sites[0]).toMatchObject({ name: "Automotive Stockholm", id: "101" });
  });

  it("renders nothing when the search service fails, keeping car of the week's error", async () => {
    server.use(http.post(`${endpoint}/search`, () => HttpResponse.json({}, { status: 500 })));
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const context = dataContext("carstore-se");
    const week = await load<TeaserCarsData>(fixture("CarOfTheWeek"), context);
    expect(week.cars).toEqual([]);
    expect(week.error).toContain("500");
    expect(logger.error).toHaveBeenCalledWith("search.failure", expect.anything());
    expect(renderBlock(fixture("CarOfTheWeek"), week).container).toBeEmptyDOMElement();

    for (const kind of ["ids", "query"] as const) {
      const rendering = fixture("CarTeaser", "carstore-se", kind);
      const data = await load<TeaserCarsData>(rendering, context);
      expect(data.cars, kind).toEqual([]);
      expect(renderBlock(rendering, data).container).toBeEmptyDOMElement();
    }
    const siteTeaser = fixture("SiteTeaser");
    const sitesData = await load<SiteTeaserData>(siteTeaser, context);
    expect(sitesData.sites).toEqual([]);
    expect(renderBlock(siteTeaser, sitesData).container).toBeEmptyDOMElement();
  });
});

describe("CarOfTheWeek", () => {
  it("loads the site's cars of the week as cards", async () => {
    const carOfTheWeek = vi.fn(async () => ({
      ok: true as const,
      cars: [fakeCar("1"), fakeCar("2")],
    }));
    const data = await load<TeaserCarsData>(
      fixture("CarOfTheWeek"),
      dataContext("carstore-se", { carOfTheWeek }),
    );
    expect(carOfTheWeek).toHaveBeenCalledWith("carstore-se");
    expect(data.cars.map((car) => car.href)).toEqual([
      "/kop-bil/bil/1/bil-1",
      "/kop-bil/bil/2/bil-2",
    ]);
  });

  it("keeps the adapter's error string and renders nothing", async () => {
    const carOfTheWeek = vi.fn(async () => ({ ok: false as const, error: "answered HTTP 503" }));
    const rendering = fixture("CarOfTheWeek");
    const data = await load<TeaserCarsData>(
      rendering,
      dataContext("carstore-se", { carOfTheWeek }),
    );
    expect(data).toEqual({ cars: [], error: "answered HTTP 503" });
    expect(renderBlock(rendering, data).container).toBeEmptyDOMElement();
    // Without data (a failed load) too.
    expect(renderBlock(rendering, undefined).container).toBeEmptyDOMElement();
  });

  it("does not search on a site without a car detail path", async () => {
    const carOfTheWeek = vi.fn();
    const context = { ...dataContext("carstore-se", { carOfTheWeek }) };
    context.settings = { ...context.settings, pathToCarDetail: null };
    const data = await load<TeaserCarsData>(fixture("CarOfTheWeek"), context);
    expect(data.cars).toEqual([]);
    expect(carOfTheWeek).not.toHaveBeenCalled();
  });

  it("renders a looping carousel with the title and the see-all link", () => {
    const rendering = fixture("CarOfTheWeek");
    const cars = ["1", "2", "3"].map((id) => ({
      id,
      href: `/kop-bil/bil/${id}/bil-${id}`,
      title: `Volvo XC${id}0`,
      facts: { year: "2023" },
      price: { current: "299 900 kr" },
    }));
    renderBlock(rendering, { cars });
    expect(screen.getByRole("heading", { level: 2, name: "Veckans bil" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Se alla bilar" })).toHaveAttribute("href", "/kop-bil");
    const carousel = screen.getByRole("region", { name: "Veckans bil" });
    // Copies for looping are hidden: each car is read once.
    expect(within(carousel).getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(within(carousel).getByRole("button", { name: "Nästa bilar" })).toBeInTheDocument();
  });
});

describe("CarTeaser", () => {
  it("asks for the ids in their order, at most 100, and keeps that order", async () => {
    const ids = Array.from({ length: 120 }, (_, i) => String(1000 + i));
    const carsByIds = vi.fn(async (_site: string, wanted: readonly string[]) =>
      // The service answers in its own order.
      [...wanted].reverse().map((id) => fakeCar(id)),
    );
    const rendering = withFields(fixture("CarTeaser", "carstore-se", "ids"), {
      Ids: ` ${ids.join(" , ")}, ,${ids[0]}`,
      NumberOfCars: "4",
    });
    const data = await load<TeaserCarsData>(rendering, dataContext("carstore-se", { carsByIds }));
    expect(carsByIds).toHaveBeenCalledWith("carstore-se", ids.slice(0, 100));
    expect(data.cars.map((car) => car.id)).toEqual(ids.slice(0, 100));
  });

  it("prefers PimIds to Ids and drops ids the index does not have", async () => {
    const carsByIds = vi.fn(async () => [fakeCar("7"), fakeCar("5")]);
    const rendering = withFields(fixture("CarTeaser", "carstore-se", "ids"), {
      PimIds: "5,6,7",
      Ids: "1,2",
    });
    const data = await load<TeaserCarsData>(rendering, dataContext("carstore-se", { carsByIds }));
    expect(carsByIds).toHaveBeenCalledWith("carstore-se", ["5", "6", "7"]);
    expect(data.cars.map((car) => car.id)).toEqual(["5", "7"]);
  });

  it("asks the predefined query for 8 cars by default, else NumberOfCars, else Limit", async () => {
    const carsByQuery = vi.fn(async (_site: string, _query: string, options?: { limit?: number }) =>
      Array.from({ length: options?.limit ?? 24 }, (_, i) => fakeCar(String(i))),
    );
    const context = dataContext("carstore-se", { carsByQuery });
    const base = withFields(fixture("CarTeaser", "carstore-se", "query"), {
      PredefinedQuery: "car_fuel=El",
      NumberOfCars: "",
      Limit: "",
      Sort: "",
    });
    const cases: [Record<string, unknown>, number][] = [
      [{}, 8],
      [{ NumberOfCars: "3" }, 3],
      [{ NumberOfCars: 5, Limit: "12" }, 5],
      [{ Limit: "12" }, 12],
      [{ NumberOfCars: "0", Limit: "x" }, 8],
    ];
    for (const [fields, limit] of cases) {
      carsByQuery.mockClear();
      const data = await load<TeaserCarsData>(withFields(base, fields), context);
      expect(carsByQuery, JSON.stringify(fields)).toHaveBeenCalledWith(
        "carstore-se",
        "car_fuel=El",
        {
          limit,
          sortName: "",
        },
      );
      expect(data.cars).toHaveLength(limit);
    }
  });

  it("passes the Sort, and ignores one that is not a sort name", async () => {
    const carsByQuery = vi.fn(async () => [fakeCar("1")]);
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    const context = dataContext("carstore-se", { carsByQuery });
    const base = fixture("CarTeaser", "carstore-se", "query");
    await load(withFields(base, { Sort: "car_price_desc" }), context);
    expect(carsByQuery).toHaveBeenLastCalledWith("carstore-se", expect.any(String), {
      limit: 8,
      sortName: "car_price_desc",
    });
    await load(withFields(base, { Sort: "Lowest price" }), context);
    expect(carsByQuery).toHaveBeenLastCalledWith("carstore-se", expect.any(String), {
      limit: 8,
      sortName: "",
    });
    expect(logger.warn).toHaveBeenCalledWith("car-teaser.invalid-sort", expect.anything());
  });

  it("renders nothing without ids or query, and without cars", async () => {
    const rendering = withFields(fixture("CarTeaser", "carstore-se", "query"), {
      PredefinedQuery: " ",
    });
    const data = await load<TeaserCarsData>(rendering, dataContext("carstore-se", {}));
    expect(data).toEqual({ cars: [] });
    expect(renderBlock(rendering, data).container).toBeEmptyDOMElement();
  });

  it("renders the cards in a carousel with the title and the button link", () => {
    const rendering = fixture("CarTeaser", "carstore-se", "query");
    const cars = ["1", "2"].map((id) => ({
      id,
      href: `/kop-bil/bil/${id}/bil-${id}`,
      title: `Kia EV${id}`,
      facts: {},
      price: { current: "399 900 kr" },
    }));
    renderBlock(rendering, { cars });
    expect(
      screen.getByRole("heading", { level: 2, name: "El- och laddhybridbilar" }),
    ).toBeVisible();
    const carousel = screen.getByRole("region", { name: "El- och laddhybridbilar" });
    expect(
      within(carousel)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Kia EV1", "Kia EV2"]);
    expect(screen.getByRole("link", { name: "Se alla elbilar" })).toHaveAttribute(
      "href",
      "/kop-bil?car_fuel=El",
    );
  });

  it("formats cards in the site's language, locale and currency", async () => {
    const carsByIds = vi.fn(async () => [
      fakeCar("9", {
        car_price_text: null,
        car_retail_price_text: null,
        car_retail_price: 20_000,
        car_has_campaign_price: false,
        car_loan_option: null,
        car_loan_monthly_cost: 250,
        car_price_currency: null,
      }),
    ]);
    const rendering = withFields(fixture("CarTeaser", "retail-uk", "ids"), { Ids: "9" });
    const data = await load<TeaserCarsData>(rendering, dataContext("retail-uk", { carsByIds }));
    expect(data.cars[0]).toMatchObject({
      href: "/buy-car/car/9/bil-9",
      price: { current: "£20,000" },
      monthly: "Finance from £250 per month",
    });
  });
});

describe("SiteTeaser", () => {
  it("asks for four sites and links each to its translated site page", async () => {
    const dealerSites = vi.fn(async () => sitesResponse([1, 2, 3, 4, 5].map((n) => fakeSite(n))));
    const expectations: [SiteId, string][] = [
      ["carstore-se", "/anlaggningar"],
      ["carstore-no", "/finn-oss"],
      ["carstore-fi", "/loyda-meidat"],
      ["carstore-sk", "/kontakty"],
      ["retail-uk", "/find-us"],
    ];
    for (const [site, prefix] of expectations) {
      dealerSites.mockClear();
      const data = await load<SiteTeaserData>(
        fixture("SiteTeaser", site),
        dataContext(site, { dealerSites }),
      );
      expect(dealerSites).toHaveBeenCalledWith(site, { limit: 4 });
      expect(data.sites.map((card) => card.href)).toEqual(
        [1, 2, 3, 4].map((n) => `${prefix}/carstore-${n}`),
      );
    }
  });

  it("skips sites without a name or slug", async () => {
    const dealerSites = vi.fn(async () =>
      sitesResponse([
        fakeSite(1, { slug: null }),
        fakeSite(2, { site_official_name: " " }),
        fakeSite(3),
      ]),
    );
    const data = await load<SiteTeaserData>(
      fixture("SiteTeaser"),
      dataContext("carstore-se", { dealerSites }),
    );
    expect(data.sites.map((card) => card.id)).toEqual(["3"]);
  });

  it("renders the site cards with address and phone", async () => {
    const dealerSites = vi.fn(async () => sitesResponse([fakeSite(1), fakeSite(2)]));
    const rendering = fixture("SiteTeaser");
    const data = await load<SiteTeaserData>(rendering, dataContext("carstore-se", { dealerSites }));
    renderBlock(rendering, data);
    expect(screen.getByRole("heading", { level: 2, name: "Våra butiker" })).toBeInTheDocument();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement).getByRole("link", { name: "Carstore 1" }),
    ).toHaveAttribute("href", "/anlaggningar/carstore-1");
    expect(cards[0]).toHaveTextContent("111 22 Stockholm");
    expect(
      within(cards[0] as HTMLElement).getByRole("link", { name: "Telefon: 08-123 45 67" }),
    ).toHaveAttribute("href", "tel:081234567");
  });

  it("renders nothing without sites", () => {
    expect(renderBlock(fixture("SiteTeaser"), { sites: [] }).container).toBeEmptyDOMElement();
  });
});

describe("a site card's postcode and town", () => {
  it.each([
    ["sv", "111 22", "Stockholm", "111 22 Stockholm"],
    ["sk", "811 01", "Bratislava", "811 01 Bratislava"],
    ["en-GB", "LS1 4DY", "Leeds", "Leeds LS1 4DY"],
  ] as const)("follow the %s order", (language, zip, city, expected) => {
    expect(localityOf({ site_zip: zip, site_city: city }, language)).toEqual({
      locality: expected,
    });
  });

  it("is left out when the site has neither", () => {
    expect(localityOf({}, "sv")).toEqual({});
  });
});
