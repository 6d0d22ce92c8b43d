import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, formatCoordinates, mapCenter } from "./geo";

describe("site map geometry", () => {
  it("defaults to Stockholm at zoom 12 (specs §9)", () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: 59.3293, lng: 18.0686 });
    expect(DEFAULT_MAP_ZOOM).toBe(12);
  });

  it("centres on the site, or on the default without valid coordinates", () => {
    expect(mapCenter({ lat: 57.7, lng: 11.97 })).toEqual({ lat: 57.7, lng: 11.97 });
    expect(mapCenter()).toBe(DEFAULT_MAP_CENTER);
    expect(mapCenter({ lat: Number.NaN, lng: 11 })).toBe(DEFAULT_MAP_CENTER);
    expect(mapCenter({ lat: 91, lng: 11 })).toBe(DEFAULT_MAP_CENTER);
  });

  it("formats coordinates with four decimals", () => {
    expect(formatCoordinates({ lat: 57.70887, lng: 11.97456 })).toBe("57.7089°, 11.9746°");
    expect(formatCoordinates({ lat: -33.9, lng: -70.65 })).toBe("-33.9000°, -70.6500°");
  });
});
