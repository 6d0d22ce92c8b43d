// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { demoSearchData } from "../../../api-adapters/mocks/search/generator";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "../../../api-adapters/mocks/search/handlers";
import { createSearchClient, type Car } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import type { SiteId } from "../../../sites/manifest";
import { sites } from "../../../sites/registry";
import { testBlockDataContext } from "../../composer/test-context";
import { loadCarDetail } from "./car-detail.server";

const endpoint = "https://search.test.invalid";
const server = setupServer(...searchHandlers(endpoint));
const search = createSearchClient({
  endpoint,
  apiKey: DEMO_SEARCH_API_KEY,
  timeoutMs: 5000,
  cache: false,
});
const demo = demoSearchData();
const carsOf = (site: SiteId) => demo.carsBySite[site] ?? [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function load(site: SiteId, segments: string[], query = "") {
  const settings = siteContent[site].settings;
  const detailPath = settings.pathToCarDetail?.url ?? "";
  return loadCarDetail(
    testBlockDataContext({
      site: sites[site],
      search,
      settings,
      path: detailPath,
      url: new URL(`https://${site}.example${detailPath}/${segments.join("/")}${query}`),
      wildcardSegments: segments,
    }),
  );
}

/** What a loader threw, for the redirect and error answers. */
const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the loader to throw");
    },
    (error: unknown) => error,
  );

describe("CarDetail data", () => {
  const car = carsOf("automotive-se").find((candidate) => !candidate.car_is_sample) as Car;

  it("shows the car of id/slug, in the site's language, with similar cars (never itself)", async () => {
    const data = await load("automotive-se", [car.car_id, car.slug]);
    if (data?.kind !== "found") throw new Error(`expected found, got ${data?.kind}`);
    expect(data.consumesWildcard).toBe(true);
    expect(data.car).toMatchObject({ id: car.car_id, title: `${car.car_brand} ${car.car_model}` });
    expect(data.car.keyFacts.map((row) => row.label)).toContain("Årsmodell");
    expect(data.similar.length).toBeLessThanOrEqual(8);
    expect(data.similar.map((card) => card.id)).not.toContain(car.car_id);
    expect(data.similar.every((card) => card.href.startsWith("/kop-bil/bil/"))).toBe(true);
    expect(data.listPath).toBe("/kop-bil");
    expect(data.images.length).toBeGreaterThan(0);
  });

  it("redirects an id alone with 302 and a wrong slug with 301 to id/slug, keeping the query", async () => {
    const idOnly = (await thrown(load("automotive-se", [car.car_id], "?ref=x"))) as Response;
    expect([idOnly.status, idOnly.headers.get("Location")]).toEqual([
      302,
      `/kop-bil/bil/${car.car_id}/${car.slug}?ref=x`,
    ]);
    const wrong = (await thrown(load("automotive-se", [car.car_id, "old-slug"]))) as Response;
    expect([wrong.status, wrong.headers.get("Location")]).toEqual([
      301,
      `/kop-bil/bil/${car.car_id}/${car.slug}`,
    ]);
  });

  it("answers an unknown car or a path without id with the 404 view, recommendations and the list button", async () => {
    const unknown = await load("automotive-se", ["999999999", "volvo-xc60"]);
    expect(unknown).toMatchObject({
      kind: "notFound",
      pageStatus: 404,
      consumesWildcard: true,
      carListHref: "/kop-bil?keyphrase=volvo+xc60",
    });
    if (unknown?.kind !== "notFound") throw new Error("expected notFound");
    expect(unknown.cars.length).toBeGreaterThan(0);
    expect(unknown.cars.length).toBeLessThanOrEqual(8);
    const noId = await load("automotive-se", []);
    expect(noId).toMatchObject({ kind: "notFound", pageStatus: 404, carListHref: "/kop-bil" });
  });

  it("hides the list button on carstore-se, and keeps it on the UK site's own detail path", async () => {
    const swedish = await load("carstore-se", ["999999999", "kia"]);
    expect(swedish).toMatchObject({ kind: "notFound", pageStatus: 404 });
    expect(swedish).not.toHaveProperty("carListHref");
    const uk = await load("retail-uk", ["999999999", "ford-focus"]);
    expect(uk).toMatchObject({
      kind: "notFound",
      carListHref: "/buy-car/used-cars/all-used-cars?keyphrase=ford+focus",
    });
  });

  it("answers 502 (not cached) when the car cannot be looked up, and logs it", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    server.use(http.post(`${endpoint}/search`, () => HttpResponse.error()));
    const answer = (await thrown(load("automotive-se", [car.car_id, car.slug]))) as {
      init: ResponseInit & { headers: Record<string, string> };
    };
    expect(answer.init.status).toBe(502);
    expect(answer.init.headers["Cache-Control"]).toBe("no-store");
    expect(error).toHaveBeenCalledWith(
      "car-detail.fetch-failed",
      expect.objectContaining({ carId: car.car_id }),
    );
  });

  it("lists a sample car's brand sites and logs 'Department not found' when its department is not among them", async () => {
    const sample = carsOf("automotive-se").find((candidate) => candidate.car_is_sample) as Car;
    const data = await load("automotive-se", [sample.car_id, sample.slug]);
    if (data?.kind !== "found") throw new Error("expected found");
    expect(data.car.isSample).toBe(true);
    expect(data.car.dealer).toBeUndefined();
    expect(data.car.sellerSites?.length).toBeGreaterThan(0);
    expect(data.similar.every((card) => card.id !== sample.car_id)).toBe(true);

    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    server.use(
      http.post(`${endpoint}/search`, async ({ request }) => {
        const body = (await request.clone().json()) as { index: string };
        if (!body.index.startsWith("cars_")) return undefined;
        return HttpResponse.json({
          facet: [],
          content: [{ ...sample, car_departmenterpid: "no-such-department" }],
          total_items: 1,
          limit: 1,
          offset: 0,
        });
      }),
    );
    await load("automotive-se", [sample.car_id, sample.slug]);
    expect(warn).toHaveBeenCalledWith(
      "car-detail.department-not-found",
      expect.objectContaining({ message: "Department not found", carId: sample.car_id }),
    );
  });

  it("carries the finance section: calculators on Nordic sites, the UK quote on retail-uk", async () => {
    const financed = carsOf("automotive-se").find(
      (candidate) => candidate.car_loan_option && !candidate.car_is_sample,
    ) as Car;
    const swedish = await load("automotive-se", [financed.car_id, financed.slug]);
    if (swedish?.kind !== "found") throw new Error("found");
    expect(swedish.finance).toMatchObject({
      kind: "nordic",
      calculator: { locale: "sv-SE", currency: "SEK", mileageUnit: "mil", creditWarning: true },
    });
    const plain = carsOf("automotive-se").find(
      (candidate) =>
        !candidate.car_loan_option &&
        !candidate.car_has_companyleasing &&
        !candidate.car_has_privateleasing,
    ) as Car;
    const without = await load("automotive-se", [plain.car_id, plain.slug]);
    expect(without).not.toHaveProperty("finance");
    const uk = carsOf("retail-uk")[0] as Car;
    const quoted = await load("retail-uk", [uk.car_id, uk.slug]);
    expect(quoted).toMatchObject({ finance: { kind: "ukQuote", vehicle: { carId: uk.car_id } } });
  });
});
