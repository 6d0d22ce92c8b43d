import { describe, expect, it, vi } from "vitest";
import type { ContentClient, LocationList } from "../../../api-adapters/content";
import { offlinePlaces } from "../../../api-adapters/geocoding/places";
import { logger } from "../../../api-adapters/shared/logger";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { sites } from "../../../sites/registry";
import { testBlockDataContext } from "../../composer/test-context";
import { loadLocator, locationSourceOf, locatorSchema } from "./locator.server";

const dealers: LocationList = {
  type: "F150Location",
  locations: [
    {
      type: "F150Location",
      id: "f150-berlin",
      name: "F-150 Berlin Motors",
      city: "Berlin",
      address: "Ringweg 4",
      zip: "10115",
      lat: 52.52,
      lng: 13.405,
      emails: ["sales@berlin.example"],
      phones: [],
      webpages: [],
    },
  ],
};

function contentWith(getLocations: ContentClient["getLocations"]) {
  return { getLocations: vi.fn(getLocations) } as unknown as ContentClient & {
    getLocations: ReturnType<typeof vi.fn>;
  };
}

describe("locator block data", () => {
  it("asks the site kind's locations: F150 Europe, supercharge, default", () => {
    expect(locationSourceOf(sites["f150-eu"].kind)).toBe("f150");
    expect(locationSourceOf(sites.supercharge.kind)).toBe("supercharge");
    expect(locationSourceOf(sites["automotive-se"].kind)).toBe("default");
  });

  it("without a maps key gives the markers, km and the offline places", async () => {
    const content = contentWith(async () => dealers);
    const data = await loadLocator(
      undefined,
      testBlockDataContext({ site: sites["f150-eu"], content }),
    );
    expect(content.getLocations).toHaveBeenCalledWith("f150", "f150-eu", "en");
    expect(data.markers).toEqual([{ ...dealers.locations[0] }]);
    expect(data.unit).toBe("km");
    expect(data.apiKey).toBeUndefined();
    expect(data.offlinePlaces).toEqual(offlinePlaces);
  });

  it("with a key passes it and the place list too; a one-country site appends its country", async () => {
    const content = contentWith(async () => ({ type: "Location", locations: [] }));
    const data = await loadLocator(
      undefined,
      testBlockDataContext({ site: sites["automotive-se"], content, mapsApiKey: "public-key" }),
    );
    expect(data).toMatchObject({ apiKey: "public-key", country: "Sweden", markers: [] });
    // The places stay the fallback when the maps script fails.
    expect(data.offlinePlaces).toEqual(offlinePlaces);
  });

  it("a failed query is logged and gives no markers ('No dealers found')", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const content = contentWith(async () => {
      throw new Error("upstream down");
    });
    const data = await loadLocator(
      undefined,
      testBlockDataContext({ site: sites.supercharge, content }),
    );
    expect(data.markers).toEqual([]);
    expect(error).toHaveBeenCalledWith("locator.locations-unavailable", expect.any(Object));
  });

  it("reads the config's default centre and zoom from the rendering's params", async () => {
    const params = locatorSchema.parse({
      params: { DefaultLatitude: "52.54", DefaultLongitude: "12.37", DefaultZoomLevel: "10" },
    }).params;
    const content = contentWith(async () => dealers);
    const data = await loadLocator(
      params,
      testBlockDataContext({ site: sites["f150-eu"], content }),
    );
    expect(data).toMatchObject({ defaultCenter: { lat: 52.54, lng: 12.37 }, defaultZoom: 10 });
    const bad = locatorSchema.parse({ params: { DefaultLatitude: "north" } }).params;
    expect(bad?.DefaultLatitude).toBeUndefined();
  });

  it("is placed on the three demo locator pages", () => {
    const placed = (site: "f150-eu" | "supercharge" | "automotive-se", path: string) =>
      siteContent[site].pages[path]?.main.some(
        (rendering) => rendering.componentName === "Locator",
      );
    expect(placed("f150-eu", "/find-a-dealer")).toBe(true);
    expect(placed("supercharge", "/charging/find-a-charger")).toBe(true);
    expect(placed("automotive-se", "/hitta-anlaggning")).toBe(true);
  });
});
