// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaHandlers } from "../media";
import { demoSearchData } from "./generator";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "./handlers";

const base = "https://search.mock.invalid";
const media = "https://media.mock.invalid";
const server = setupServer(...searchHandlers(base), ...mediaHandlers(media));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const post = (body: unknown, key: string | null = DEMO_SEARCH_API_KEY) =>
  fetch(`${base}/search`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key ? { "X-API-KEY": key } : {}) },
    body: JSON.stringify(body),
  });

describe("search mock handler", () => {
  it("answers 401 without the right X-API-KEY", async () => {
    const missing = await post({ index: "cars_automotive_se", limit: 1, offset: 0 }, null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: expect.any(String) });
    expect((await post({ index: "cars_automotive_se", limit: 1, offset: 0 }, "wrong")).status).toBe(
      401,
    );
  });

  it("accepts the key it is given", async () => {
    const custom = setupServer(...searchHandlers("https://other.mock.invalid", { apiKey: "sb" }));
    server.close();
    custom.listen();
    const response = await fetch("https://other.mock.invalid/search", {
      method: "POST",
      headers: { "X-API-KEY": "sb" },
      body: JSON.stringify({ index: "sites_carstore_sk", limit: 1, offset: 0 }),
    });
    custom.close();
    server.listen({ onUnhandledRequest: "error" });
    expect(response.status).toBe(200);
  });

  it("answers 400 for an unknown index or an invalid body", async () => {
    expect((await post({ index: "cars_nowhere", limit: 1, offset: 0 })).status).toBe(400);
    expect((await post({ index: "cars_automotive_se", limit: -1, offset: 0 })).status).toBe(400);
    expect((await post({ index: "cars_automotive_se", offset: 0 })).status).toBe(400);
    expect(
      (await post({ index: "cars_automotive_se", limit: 1, offset: 0, sort_name: "price" })).status,
    ).toBe(400);
    expect(
      (await post({ index: "cars_automotive_se", limit: 1, offset: 0, filters: { a: 3 } })).status,
    ).toBe(400);
  });

  it("searches the generated cars of the site's index, accepting sortName too", async () => {
    const response = await post({
      index: "cars_carstore_no",
      limit: 3,
      offset: 0,
      sortName: "car_price_asc",
      facets: ["car_fuel"],
    });
    const body = (await response.json()) as {
      content: { car_price: number }[];
      total_items: number;
    };
    expect(body.total_items).toBe(60);
    const prices = body.content.map((car) => car.car_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("serves the kits index of carstore-fi (empty) and the sites indexes", async () => {
    expect((await post({ index: "kits_carstore_fi", limit: 1, offset: 0 })).status).toBe(200);
    const sites = (await (
      await post({ index: "sites_retail_uk", limit: 48, offset: 0 })
    ).json()) as {
      total_items: number;
    };
    expect(sites.total_items).toBe(6);
  });
});

describe("search mock images", () => {
  it("draws a car in its colour with brand and model", async () => {
    const car = demoSearchData().carsBySite["carstore-sk"]?.[0];
    const look = demoSearchData().carLooks.get(car?.car_id ?? "");
    const response = await fetch(`${media}/-/media/cars/${car?.car_id}/2.svg`);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    const svg = await response.text();
    expect(svg).toContain(look?.hex);
    expect(svg).toContain(car?.car_model);
  });

  it("draws a dealer site", async () => {
    const site = demoSearchData().sitesBySite["carstore-se"]?.[0];
    const svg = await (await fetch(`${media}/-/media/sites/${site?.site_id}/1.svg`)).text();
    expect(svg).toContain(site?.website_city);
  });

  it("falls through to the generic illustration for an unknown car", async () => {
    const response = await fetch(`${media}/-/media/cars/0/1.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("font-family");
  });
});
