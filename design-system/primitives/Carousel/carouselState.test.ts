// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import {
  CAROUSEL_AUTOPLAY_DELAY,
  autoplayDelay,
  isEditableTarget,
  isRotating,
  settleAfterDrag,
  visibleSlideIndexes,
} from "./carouselState";

describe("autoplayDelay", () => {
  it("defaults to 5 seconds", () => {
    expect(CAROUSEL_AUTOPLAY_DELAY).toBe(5000);
    expect(autoplayDelay(true)).toBe(5000);
    expect(autoplayDelay({})).toBe(5000);
  });

  it("takes a custom delay and is off when not set", () => {
    expect(autoplayDelay({ delay: 8000 })).toBe(8000);
    expect(autoplayDelay({ delay: 0 })).toBe(5000);
    expect(autoplayDelay(false)).toBeNull();
    expect(autoplayDelay(undefined)).toBeNull();
  });
});

describe("isRotating", () => {
  const base = { available: true, userPaused: false, hovered: false, focusWithin: false };

  it("rotates when nothing holds it", () => {
    expect(isRotating(base)).toBe(true);
  });

  it("stops for the pause control, hover, focus, or when unavailable", () => {
    expect(isRotating({ ...base, userPaused: true })).toBe(false);
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focusWithin: true })).toBe(false);
    expect(isRotating({ ...base, available: false })).toBe(false);
  });
});

describe("visibleSlideIndexes", () => {
  const viewport = { left: 0, right: 300 };
  const slide = (left: number, width = 300) => ({ left, right: left + width });

  it("counts the slide in view, not its neighbours touching the edges", () => {
    expect(visibleSlideIndexes(viewport, [slide(-300), slide(0), slide(300)])).toEqual([1]);
  });

  it("counts several slides per view and ignores a sliver", () => {
    const cards = [slide(0, 100), slide(100, 100), slide(200, 100), slide(290, 100)];
    expect(visibleSlideIndexes(viewport, cards)).toEqual([0, 1, 2]);
  });

  it("counts a slide half in view", () => {
    expect(visibleSlideIndexes(viewport, [slide(150)])).toEqual([0]);
  });
});

describe("isEditableTarget", () => {
  it("knows fields from other elements", () => {
    expect(isEditableTarget(document.createElement("input"))).toBe(true);
    expect(isEditableTarget(document.createElement("textarea"))).toBe(true);
    expect(isEditableTarget(document.createElement("button"))).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});

describe("settleAfterDrag", () => {
  const drag = { from: 2, proposed: 2, slideWidth: 330, threshold: 0.3, snapCount: 5, loop: false };

  it("goes back after a drag shorter than 30 % of a slide, even when Embla moved on", () => {
    expect(settleAfterDrag({ ...drag, dragged: -98 })).toBe(2);
    expect(settleAfterDrag({ ...drag, dragged: 98, proposed: 1 })).toBe(2);
  });

  it("moves one position in the drag's direction from 30 % of a slide", () => {
    expect(settleAfterDrag({ ...drag, dragged: -99 })).toBe(3);
    expect(settleAfterDrag({ ...drag, dragged: 120 })).toBe(1);
  });

  it("keeps Embla's choice when it went further, and stays within the ends", () => {
    expect(settleAfterDrag({ ...drag, dragged: -500, proposed: 4 })).toBe(4);
    expect(settleAfterDrag({ ...drag, from: 4, proposed: 4, dragged: -200 })).toBe(4);
    expect(settleAfterDrag({ ...drag, from: 0, proposed: 0, dragged: 200 })).toBe(0);
  });

  it("wraps around when looping", () => {
    expect(settleAfterDrag({ ...drag, from: 4, proposed: 4, dragged: -200, loop: true })).toBe(0);
    expect(settleAfterDrag({ ...drag, from: 0, proposed: 0, dragged: 200, loop: true })).toBe(4);
  });
});
