import { describe, expect, it } from "vitest";
import {
  boundsAround,
  boundsCenter,
  boundsContain,
  boundsOf,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  formatCoordinates,
  mapCenter,
  mercator,
  zoomToFit,
} from "./geo";

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

describe("map boxes", () => {
  const points = [
    { lat: 52.52, lng: 13.405 },
    { lat: 48.1351, lng: 11.582 },
    { lat: 53.5511, lng: 9.9937 },
  ];

  it("takes the smallest box holding every point, none for no points", () => {
    expect(boundsOf(points)).toEqual({
      south: 48.1351,
      west: 9.9937,
      north: 53.5511,
      east: 13.405,
    });
    expect(boundsOf([])).toBeNull();
    expect(boundsCenter({ south: 48, west: 10, north: 54, east: 14 })).toEqual({
      lat: 51,
      lng: 12,
    });
  });

  it("tells whether a point is inside a box", () => {
    const box = { south: 48, west: 10, north: 54, east: 14 };
    expect(boundsContain(box, { lat: 52.52, lng: 13.405 })).toBe(true);
    expect(boundsContain(box, { lat: 59.3, lng: 18.07 })).toBe(false);
  });

  it("projects with Web Mercator: the equator and the antimeridian at the edges and middle", () => {
    expect(mercator({ lat: 0, lng: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(mercator({ lat: 0, lng: -180 }).x).toBe(0);
    expect(mercator({ lat: 60, lng: 0 }).y).toBeLessThan(0.5);
  });

  it("fits a box at the highest zoom that holds it, capped", () => {
    const germany = boundsOf(points) as NonNullable<ReturnType<typeof boundsOf>>;
    const zoom = zoomToFit(germany, 640, 480, 13);
    expect(zoom).toBe(6);
    const shown = boundsAround(boundsCenter(germany), zoom, 640, 480);
    for (const point of points) expect(boundsContain(shown, point)).toBe(true);
    // One point: as close as the cap allows.
    const single = { south: 52.52, west: 13.405, north: 52.52, east: 13.405 };
    expect(zoomToFit(single, 640, 480, 13)).toBe(13);
  });
});
