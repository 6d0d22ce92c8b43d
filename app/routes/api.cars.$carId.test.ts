// @vitest-environment node
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { logger } from "../../api-adapters/shared/logger";
import { loadConfig } from "../../server/env";
import { routeContext, serveDemoUpstreams } from "../lib/route-context.testing";
import { loader } from "./api.cars.$carId";

const urls = loadConfig({}).upstreams;
const server = serveDemoUpstreams();

async function detail(site: string, carId: string) {
  const url = `http://${site}.localhost/api/cars/${carId}`;
  const response = (await loader({
    request: new Request(url),
    url: new URL(url),
    pattern: "",
    context: routeContext(url),
    params: { carId },
  } as Parameters<typeof loader>[0])) as unknown as { init: ResponseInit | null; data: unknown };
  return {
    status: response.init?.status ?? 200,
    headers: new Headers(response.init?.headers),
    body: response.data,
  };
}

const car = demoSearchData().carsBySite["automotive-se"]?.find(
  (c) => (c.car_equipment ?? []).length > 0,
);

describe("/api/cars/:carId (compare detail)", () => {
  it("answers the car's compare view: card data, equipment and technical data", async () => {
    const { status, body, headers } = await detail("automotive-se", car?.car_id ?? "");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toContain("public");
    expect(body).toMatchObject({
      id: car?.car_id,
      href: `/kop-bil/bil/${car?.car_id}/${car?.slug}`,
      title: `${car?.car_brand} ${car?.car_model}`,
      equipment: car?.car_equipment,
    });
    expect((body as { technical: unknown[] }).technical.length).toBeGreaterThan(0);
  });

  it("is a 404 for a car of another site, an unknown id, a malformed id or a site without cars", async () => {
    const other = demoSearchData().carsBySite["retail-uk"]?.[0]?.car_id ?? "";
    expect((await detail("automotive-se", other)).status).toBe(404);
    expect((await detail("automotive-se", "999999999")).status).toBe(404);
    expect((await detail("automotive-se", "..%2Fetc")).status).toBe(404);
    expect((await detail("f150-eu", car?.car_id ?? "")).status).toBe(404);
  });

  it("answers 502 with no-store when the search fails, so the modal keeps the basic data", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    server.use(
      http.post(`${urls.search.url}/search`, () => new HttpResponse(null, { status: 503 })),
    );
    const { status, headers } = await detail("automotive-se", car?.car_id ?? "");
    expect(status).toBe(502);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers 502, not 404, when the content service cannot give the site settings", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    server.use(http.post(urls.content.url, () => new HttpResponse(null, { status: 500 })));
    const { status, headers } = await detail("automotive-se", car?.car_id ?? "");
    expect(status).toBe(502);
    expect(headers.get("cache-control")).toBe("no-store");
  });
});
