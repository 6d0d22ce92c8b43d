import { describe, expect, it } from "vitest";
import { distanceIn, distanceMiles, EARTH_DIAMETER_MILES, KM_PER_MILE } from "../SiteMap/geo";
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  displayDistance,
  FIT_MAX_ZOOM,
  LIST_INITIAL,
  LIST_STEP,
  nearbyMarkers,
  nearMeRadius,
  nextSelection,
  SELECT_ZOOM,
  shownCount,
  suggestionKey,
} from "./rules";
import type { LocatorMarker } from "./types";

const marker = (id: string, lat: number, lng: number): LocatorMarker => ({
  id,
  type: "Location",
  name: id,
  city: id,
  address: "Street 1",
  zip: "12345",
  lat,
  lng,
});

const berlin = { lat: 52.52, lng: 13.405 };

describe("locator constants (specs §9)", () => {
  it("lists 20 then 5, zooms 12 on select, caps fitting at 13, starts at zoom 10 near 52.54/12.37", () => {
    expect([LIST_INITIAL, LIST_STEP, SELECT_ZOOM, FIT_MAX_ZOOM, DEFAULT_ZOOM]).toEqual([
      20, 5, 12, 13, 10,
    ]);
    expect(DEFAULT_CENTER).toEqual({ lat: 52.54, lng: 12.37 });
    expect([EARTH_DIAMETER_MILES, KM_PER_MILE]).toEqual([7917.6, 1.60934]);
  });
});

describe("selection", () => {
  it("keeps at most one marker: another replaces it, the same one deselects", () => {
    expect(nextSelection(null, "a")).toBe("a");
    expect(nextSelection("a", "b")).toBe("b");
    expect(nextSelection("b", "b")).toBeNull();
  });
});

describe("list paging", () => {
  it("shows 20, then 5 more per press, never more than there are", () => {
    expect(shownCount(300, 0)).toBe(20);
    expect(shownCount(300, 1)).toBe(25);
    expect(shownCount(300, 3)).toBe(35);
    expect(shownCount(22, 1)).toBe(22);
    expect(shownCount(7, 0)).toBe(7);
  });
});

describe("distances", () => {
  it("measures great circles over a 7917.6-mile earth diameter", () => {
    // Berlin to Hamburg: about 255 km.
    const hamburg = { lat: 53.5511, lng: 9.9937 };
    expect(distanceIn("km", berlin, hamburg)).toBeCloseTo(255.5, 0);
    expect(distanceMiles(berlin, hamburg) * KM_PER_MILE).toBeCloseTo(
      distanceIn("km", berlin, hamburg),
      9,
    );
    expect(distanceMiles(berlin, berlin)).toBe(0);
  });

  it("shows metres rounded to 100 under 1 km, else whole km or miles", () => {
    expect(displayDistance(0.04, "km")).toEqual({ value: 0, unit: "m" });
    expect(displayDistance(0.449, "km")).toEqual({ value: 400, unit: "m" });
    expect(displayDistance(0.96, "km")).toEqual({ value: 1000, unit: "m" });
    expect(displayDistance(1, "km")).toEqual({ value: 1, unit: "km" });
    expect(displayDistance(12.5, "km")).toEqual({ value: 13, unit: "km" });
    expect(displayDistance(0.5, "mi")).toEqual({ value: 800, unit: "m" });
    expect(displayDistance(0.7, "mi")).toEqual({ value: 1, unit: "mi" });
    expect(displayDistance(8.4, "mi")).toEqual({ value: 8, unit: "mi" });
  });
});

describe("near me", () => {
  it("uses a 16-mile radius (25.75 km)", () => {
    expect(nearMeRadius("mi")).toBe(16);
    expect(nearMeRadius("km")).toBeCloseTo(25.749, 3);
  });

  it("keeps every marker within the radius, nearest first", () => {
    const markers = [
      marker("far", 53.55, 9.99),
      marker("5km", 52.565, 13.405),
      marker("1km", 52.529, 13.405),
      marker("20km", 52.7, 13.405),
      marker("24km", 52.736, 13.405),
    ];
    expect(nearbyMarkers(markers, berlin, "km").map((entry) => entry.marker.id)).toEqual([
      "1km",
      "5km",
      "20km",
      "24km",
    ]);
    // 16 miles are 25.7 km: the same four in either unit.
    expect(nearbyMarkers(markers, berlin, "mi")).toHaveLength(4);
  });

  it("takes the nearest 3 when fewer are within the radius", () => {
    const markers = [
      marker("hamburg", 53.55, 9.99),
      marker("near", 52.53, 13.41),
      marker("munich", 48.13, 11.58),
      marker("leipzig", 51.34, 12.37),
      marker("paris", 48.85, 2.35),
    ];
    expect(nearbyMarkers(markers, berlin, "km").map((entry) => entry.marker.id)).toEqual([
      "near",
      "leipzig",
      "hamburg",
    ]);
    expect(nearbyMarkers(markers.slice(0, 2), berlin, "km")).toHaveLength(2);
  });
});

describe("suggestion keys", () => {
  const closed = { open: false, active: -1 };

  it("ArrowDown opens on the first suggestion and moves on, back to the input past the last", () => {
    expect(suggestionKey("ArrowDown", closed, 3, false)).toEqual({
      kind: "move",
      state: { open: true, active: 0 },
    });
    expect(suggestionKey("ArrowDown", { open: true, active: 0 }, 3, false)).toEqual({
      kind: "move",
      state: { open: true, active: 1 },
    });
    expect(suggestionKey("ArrowDown", { open: true, active: 2 }, 3, false)).toEqual({
      kind: "move",
      state: { open: true, active: -1 },
    });
    expect(suggestionKey("ArrowUp", { open: true, active: -1 }, 3, false)).toEqual({
      kind: "move",
      state: { open: true, active: 2 },
    });
    expect(suggestionKey("ArrowUp", { open: true, active: 0 }, 3, false)).toEqual({
      kind: "move",
      state: { open: true, active: -1 },
    });
  });

  it("inverts the arrows on the map variant", () => {
    expect(suggestionKey("ArrowUp", closed, 3, true)).toEqual({
      kind: "move",
      state: { open: true, active: 0 },
    });
    expect(suggestionKey("ArrowUp", { open: true, active: 0 }, 3, true)).toEqual({
      kind: "move",
      state: { open: true, active: 1 },
    });
    expect(suggestionKey("ArrowDown", { open: true, active: 1 }, 3, true)).toEqual({
      kind: "move",
      state: { open: true, active: 0 },
    });
  });

  it("Escape closes an open list and does nothing on a closed one", () => {
    expect(suggestionKey("Escape", { open: true, active: 1 }, 3, false)).toEqual({
      kind: "close",
      state: closed,
    });
    expect(suggestionKey("Escape", closed, 3, false)).toEqual({ kind: "none" });
  });

  it("Enter selects the focused suggestion, else submits the term", () => {
    expect(suggestionKey("Enter", { open: true, active: 1 }, 3, false)).toEqual({
      kind: "select",
      index: 1,
    });
    expect(suggestionKey("Enter", { open: true, active: -1 }, 3, false)).toEqual({
      kind: "submit",
    });
    expect(suggestionKey("Enter", { open: false, active: 1 }, 3, false)).toEqual({
      kind: "submit",
    });
  });

  it("ignores arrows without suggestions and other keys", () => {
    expect(suggestionKey("ArrowDown", closed, 0, false)).toEqual({ kind: "none" });
    expect(suggestionKey("a", { open: true, active: 0 }, 3, false)).toEqual({ kind: "none" });
  });
});
