import { describe, expect, it } from "vitest";
import type { CarCardData } from "../CarCard/types";
import {
  CAR_SLIDE_CARD_WIDTH,
  LOOP_MIN_SLIDES,
  canLoop,
  loopSlides,
  originalPosition,
} from "./rules";

const car = (id: string): CarCardData => ({
  id,
  href: `/bilar/${id}/x`,
  title: id,
  facts: {},
  price: { current: "1 kr" },
});
const cars = (count: number) => Array.from({ length: count }, (_, index) => car(String(index)));

describe("car carousel rules", () => {
  it("uses 315 px cards (specs)", () => {
    expect(CAR_SLIDE_CARD_WIDTH).toBe("315px");
  });

  it("duplicates a short list in whole copies until it can loop", () => {
    const slides = loopSlides(cars(3));
    expect(slides).toHaveLength(9);
    expect(slides.map((slide) => slide.car.id)).toEqual([
      "0",
      "1",
      "2",
      "0",
      "1",
      "2",
      "0",
      "1",
      "2",
    ]);
    expect(slides.filter((slide) => !slide.duplicate).map((slide) => slide.key)).toEqual([
      "0",
      "1",
      "2",
    ]);
    expect(new Set(slides.map((slide) => slide.key)).size).toBe(9);
    expect(slides.slice(3).every((slide) => slide.duplicate)).toBe(true);
  });

  it("duplicates a list of two to the minimum", () => {
    expect(loopSlides(cars(2))).toHaveLength(LOOP_MIN_SLIDES);
  });

  it("leaves a long list, one car and none as they are", () => {
    expect(loopSlides(cars(LOOP_MIN_SLIDES)).every((slide) => !slide.duplicate)).toBe(true);
    expect(loopSlides(cars(1))).toHaveLength(1);
    expect(loopSlides([])).toEqual([]);
    expect(canLoop(cars(1))).toBe(false);
    expect(canLoop(cars(2))).toBe(true);
  });

  it("names copies by their original position", () => {
    expect(originalPosition(1, 3)).toBe(1);
    expect(originalPosition(4, 3)).toBe(1);
    expect(originalPosition(9, 3)).toBe(3);
  });
});
