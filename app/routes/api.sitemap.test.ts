// @vitest-environment node
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { logger } from "../../api-adapters/shared/logger";
import { loadConfig } from "../../server/env";
import { routeContext, serveDemoUpstreams } from "../lib/route-context.testing";
import { loader } from "./api.sitemap";

const urls = loadConfig({}).upstreams;
const server = serveDemoUpstreams();

async function sitemap(site: string, query = "") {
  const url = `http://${site}.localhost/sitemap.xml${query}`;
  const response = await loader({
    request: new Request(url),
    url: new URL(url),
    pattern: "",
    context: routeContext(url),
    params: {},
  } as Parameters<typeof loader>[0]);
  return { status: response.status, body: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe("/sitemap.xml", () => {
  it("lists the content routes and every car detail page of the site's search index", async () => {
    const { status, body } = await sitemap("carstore-se");
    expect(status).toBe(200);
    const listed = locs(body);
    expect(listed).toContain("http://carstore-se.localhost/om-oss");
    const cars = demoSearchData().carsBySite["carstore-se"] ?? [];
    const carLocs = listed.filter((loc) =>
      loc.startsWith("http://carstore-se.localhost/kop-bil/bil/"),
    );
    expect(carLocs).toHaveLength(cars.length);
    const car = cars[0];
    expect(carLocs).toContain(
      `http://carstore-se.localhost/kop-bil/bil/${car?.car_id}/${car?.slug}`,
    );
    expect(body.match(/<url>/g)).toHaveLength(listed.length);
    // The car detail page itself has no car: its cars are listed, not the bare page (a 404).
    expect(listed).not.toContain("http://carstore-se.localhost/kop-bil/bil");
  });

  it("lists each language's pages of a site with two, the extra one under its prefix", async () => {
    const { status, body } = await sitemap("carstore-fi");
    expect(status).toBe(200);
    const listed = locs(body);
    for (const path of ["/", "/rahoitus", "/osta-auto", "/sv", "/sv/rahoitus", "/sv/osta-auto"]) {
      expect(listed).toContain(new URL(path, "http://carstore-fi.localhost").toString());
    }
    expect(listed.filter((loc) => loc.includes("/sv/")).length).toBeGreaterThan(5);
    // The kits page is for dealer staff (its settings' pathToKits): never listed.
    expect(listed.some((loc) => loc.includes("/varusteet"))).toBe(false);
  });

  it("adds no cars for a site without a car index", async () => {
    const { status, body } = await sitemap("f150-eu");
    expect(status).toBe(200);
    expect(locs(body).length).toBeGreaterThan(0);
    expect(body).not.toMatch(/\/car\//);
  });

  it("keeps the content routes when the search fails", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    server.use(
      http.post(`${urls.search.url}/search`, () => HttpResponse.json({}, { status: 503 })),
    );
    const { status, body } = await sitemap("carstore-se");
    expect(status).toBe(200);
    expect(locs(body)).toContain("http://carstore-se.localhost/om-oss");
    expect(body).not.toContain("/kop-bil/bil/");
    expect(logger.error).toHaveBeenCalledWith("search.failure", expect.anything());
  });

  it("answers 404 for a page beyond the sitemap", async () => {
    expect((await sitemap("carstore-se", "?page=2")).status).toBe(404);
    expect((await sitemap("carstore-se", "?page=1")).status).toBe(200);
  });
});
