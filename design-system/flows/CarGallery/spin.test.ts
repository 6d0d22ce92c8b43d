import { describe, expect, it } from "vitest";
import {
  PANORAMA_KEY_STEP_TURNS,
  PANORAMA_RPM,
  PANORAMA_START_DELAY_MS,
  SPIN_DRAG_STEP_PX,
  SPIN_FRAME_INTERVAL_MS,
  SPIN_PRELOAD_FRAMES,
} from "./constants";
import {
  angleOfFrame,
  frameAfterDrag,
  panoramaTurnAfter,
  preloadWindow,
  wrapIndex,
  wrapTurn,
} from "./spin";
import { availableModes } from "./types";

describe("the gallery's constants (specs/marketplace.md §9)", () => {
  it("turns the 360 every 150 ms, a frame per 5 px dragged, 5 frames loaded each side", () => {
    expect(SPIN_FRAME_INTERVAL_MS).toBe(150);
    expect(SPIN_DRAG_STEP_PX).toBe(5);
    expect(SPIN_PRELOAD_FRAMES).toBe(5);
  });
  it("turns the panorama at 5 rpm after 1 s, 10 degrees per arrow key", () => {
    expect(PANORAMA_RPM).toBe(5);
    expect(PANORAMA_START_DELAY_MS).toBe(1000);
    expect(PANORAMA_KEY_STEP_TURNS * 360).toBeCloseTo(10);
  });
});

describe("frame preloading window", () => {
  it("loads the frame shown first, then 5 on each side outwards", () => {
    expect(preloadWindow(10, 36)).toEqual([10, 11, 9, 12, 8, 13, 7, 14, 6, 15, 5]);
  });
  it("goes round the turn at either end", () => {
    expect(preloadWindow(0, 36).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 31, 32, 33, 34, 35,
    ]);
    expect(preloadWindow(35, 36)).toContain(4);
  });
  it("names each frame once when the turn has fewer than 11 frames", () => {
    expect(preloadWindow(0, 4).sort()).toEqual([0, 1, 2, 3]);
    expect(preloadWindow(0, 0)).toEqual([]);
  });
  it("takes another radius", () => {
    expect(preloadWindow(5, 36, 1)).toEqual([5, 6, 4]);
  });
});

describe("drag math", () => {
  it("moves a frame per 5 px, right forward and left backward", () => {
    expect(frameAfterDrag(10, 4, 36)).toBe(10);
    expect(frameAfterDrag(10, 5, 36)).toBe(11);
    expect(frameAfterDrag(10, 27, 36)).toBe(15);
    expect(frameAfterDrag(10, -5, 36)).toBe(9);
    expect(frameAfterDrag(10, -4, 36)).toBe(10);
  });
  it("goes round past either end", () => {
    expect(frameAfterDrag(0, -5, 36)).toBe(35);
    expect(frameAfterDrag(35, 10, 36)).toBe(1);
    expect(frameAfterDrag(0, 5 * 36 * 2 + 15, 36)).toBe(3);
  });
  it("wraps indexes and reads angles", () => {
    expect(wrapIndex(-1, 36)).toBe(35);
    expect(wrapIndex(36, 36)).toBe(0);
    expect(angleOfFrame(9, 36)).toBe(90);
    expect(angleOfFrame(-1, 36)).toBe(350);
  });
});

describe("panorama turn", () => {
  it("makes a full turn every 12 s at 5 rpm", () => {
    expect(panoramaTurnAfter(0)).toBe(0);
    expect(panoramaTurnAfter(3000)).toBeCloseTo(0.25);
    expect(panoramaTurnAfter(12_000)).toBeCloseTo(0);
    expect(panoramaTurnAfter(18_000)).toBeCloseTo(0.5);
  });
  it("wraps turns into 0…1", () => {
    expect(wrapTurn(-0.25)).toBeCloseTo(0.75);
    expect(wrapTurn(1.5)).toBeCloseTo(0.5);
  });
});

describe("modes", () => {
  it("offers only the modes whose media exist, pictures always", () => {
    expect(availableModes(undefined)).toEqual(["images"]);
    expect(availableModes({ video: "/v.mp4" })).toEqual(["images", "video"]);
    expect(availableModes({ exterior360: ["/1.jpg"] })).toEqual(["images"]);
    expect(
      availableModes({ video: "/v.mp4", exterior360: ["/1.jpg", "/2.jpg"], interior360: "/p.jpg" }),
    ).toEqual(["images", "video", "exterior360", "interior360"]);
  });
});
