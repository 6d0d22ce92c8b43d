// @vitest-environment node
import { graphql, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { locationHandlers } from "../mocks/locations";
import { generateChargingPoints, generateF150Dealers } from "../mocks/locations/generator";
import { logger } from "../shared/logger";
import { createContentClient } from "./client";
import { LOCATION_SOURCES, LOCATIONS_PER_TYPE, toLocation, validLocations } from "./locations";

const endpoint = "https://content.test.invalid/graphql";
const server = setupServer(...locationHandlers(endpoint));
const client = createContentClient({ endpoint, apiKey: "test-key", timeoutMs: 500, cache: false });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const valid = {
  id: "f150-berlin",
  name: "F-150 Berlin Motors",
  city: "Berlin",
  address: "Ringweg 4",
  zip: "10115",
  lat: 52.52,
  lng: 13.405,
};

describe("location validity (specs §6)", () => {
  it("accepts non-empty id, name, city, address, zip and numeric lat/lng", () => {
    expect(toLocation("Location", valid)).toEqual({ ...valid, type: "Location" });
  });

  it.each([
    ["id", { id: "" }],
    ["name", { name: "  " }],
    ["city", { city: undefined }],
    ["address", { address: 12 }],
    ["zip", { zip: "" }],
    ["lat as text", { lat: "52.52" }],
    ["lng missing", { lng: undefined }],
    ["lat NaN", { lat: Number.NaN }],
  ])("rejects a location with a bad %s", (_name, change) => {
    expect(toLocation("Location", { ...valid, ...change })).toBeNull();
  });

  it("skips invalid children with a warning and keeps the valid ones", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const locations = validLocations("Location", [valid, { ...valid, id: "x", zip: "" }]);
    expect(locations.map((location) => location.id)).toEqual(["f150-berlin"]);
    expect(warn).toHaveBeenCalledWith("content.location-invalid", { type: "Location", id: "x" });
  });

  it("keeps the F150 lists and the valid charger options only", () => {
    expect(
      toLocation("F150Location", { ...valid, emails: ["a@b.example", ""], phones: null }),
    ).toMatchObject({ emails: ["a@b.example"], phones: [], webpages: [] });
    expect(
      toLocation("ChargingPoint", {
        ...valid,
        chargerOptions: [
          { id: "c1", amount: 4, icon: "CCS2", watts: 350_000 },
          { id: "c2", amount: 1, icon: "CHAdeMO", watts: 50_000 },
        ],
      }),
    ).toMatchObject({ chargerOptions: [{ id: "c1", amount: 4, icon: "CCS2", watts: 350_000 }] });
  });
});

describe("content client: locations", () => {
  it("asks under the site kind's fixed parent with its templates, up to 300", async () => {
    const seen: Record<string, unknown>[] = [];
    server.use(
      graphql.link(endpoint).query("Locations", ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { locations: { results: [valid] } } });
      }),
    );
    const list = await client.getLocations("supercharge", "supercharge", "en");
    expect(seen).toEqual([
      {
        path: LOCATION_SOURCES.supercharge.path,
        language: "en",
        folderTemplateId: LOCATION_SOURCES.supercharge.folderTemplateId,
        templateIds: LOCATION_SOURCES.supercharge.templateIds,
        first: LOCATIONS_PER_TYPE,
      },
    ]);
    expect(list).toEqual({
      type: "ChargingPoint",
      locations: [{ ...valid, type: "ChargingPoint", chargerOptions: [] }],
    });
  });

  it("without site or language logs and gives an empty Invalid list", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    expect(await client.getLocations("f150", "", "en")).toEqual({ type: "Invalid", locations: [] });
    expect(await client.getLocations("f150", "f150-eu", "")).toEqual({
      type: "Invalid",
      locations: [],
    });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("serves the demo: F-150 dealers across Europe, 300 charging points, automotive-se's sites", async () => {
    const dealers = await client.getLocations("f150", "f150-eu", "en");
    expect(dealers.type).toBe("F150Location");
    expect(dealers.locations.length).toBeGreaterThanOrEqual(60);
    expect(new Set(dealers.locations.map((location) => location.city)).has("Berlin")).toBe(true);
    const points = await client.getLocations("supercharge", "supercharge", "en");
    expect(points.locations).toHaveLength(300);
    expect(
      points.locations.every(
        (location) => location.type === "ChargingPoint" && location.chargerOptions.length > 0,
      ),
    ).toBe(true);
    const sites = await client.getLocations("default", "automotive-se", "sv");
    expect(sites.locations.map((location) => location.city)).toContain("Göteborg");
  });

  it("generates the same demo data from the same seed", () => {
    expect(generateF150Dealers()).toEqual(generateF150Dealers());
    expect(generateChargingPoints()).toEqual(generateChargingPoints());
  });
});
