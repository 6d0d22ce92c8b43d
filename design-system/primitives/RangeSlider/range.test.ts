import { describe, expect, it } from "vitest";
import {
  applyTypedValue,
  moveThumb,
  normaliseRange,
  sliderStep,
  thumbMax,
  trackPosition,
} from "./range";

const price = { min: 50000, max: 850000 };

describe("sliderStep", () => {
  it("is about 1/100 of the range", () => {
    expect(sliderStep(0, 100)).toBe(1);
    expect(sliderStep(50000, 850000)).toBe(8000);
    expect(sliderStep(0, 250)).toBe(3); // 2.5 rounds to 3
    expect(sliderStep(0, 249)).toBe(2);
  });

  it("is at least 1", () => {
    expect(sliderStep(0, 10)).toBe(1);
    expect(sliderStep(5, 5)).toBe(1);
    expect(sliderStep(0, 49)).toBe(1);
  });
});

describe("thumbMax", () => {
  it("is the bound when the range is a multiple of the step", () => {
    expect(thumbMax(0, 100, 1)).toBe(100);
    expect(thumbMax(50000, 850000, 8000)).toBe(850000);
  });

  it("rounds up to a whole step so the top bound is reachable", () => {
    expect(thumbMax(0, 1005, 10)).toBe(1010);
    expect(thumbMax(3, 250, 3)).toBe(252);
  });
});

describe("normaliseRange", () => {
  it("keeps an ordered range inside the bounds", () => {
    expect(normaliseRange([100000, 300000], price)).toEqual([100000, 300000]);
  });

  it("swaps min and max when min > max", () => {
    expect(normaliseRange([300000, 100000], price)).toEqual([100000, 300000]);
  });

  it("clamps both ends within the bounds", () => {
    expect(normaliseRange([0, 2000000], price)).toEqual([50000, 850000]);
    expect(normaliseRange([2000000, 0], price)).toEqual([50000, 850000]);
    expect(normaliseRange([900000, 950000], price)).toEqual([850000, 850000]);
  });
});

describe("applyTypedValue", () => {
  it("strips spaces and parses integers", () => {
    expect(applyTypedValue([50000, 850000], "min", "150 000", price)).toEqual([150000, 850000]);
    expect(applyTypedValue([50000, 850000], "max", " 300\u00a0000 ", price)).toEqual([
      50000, 300000,
    ]);
    expect(applyTypedValue([50000, 850000], "min", "0150000", price)).toEqual([150000, 850000]);
  });

  it("swaps when the typed min passes the max, or the typed max the min", () => {
    expect(applyTypedValue([100000, 300000], "min", "500000", price)).toEqual([300000, 500000]);
    expect(applyTypedValue([200000, 300000], "max", 100000, price)).toEqual([100000, 200000]);
  });

  it("clamps typed values within the bounds", () => {
    expect(applyTypedValue([100000, 300000], "min", "1000", price)).toEqual([50000, 300000]);
    expect(applyTypedValue([100000, 300000], "max", "9 999 999", price)).toEqual([100000, 850000]);
  });

  it("reads an empty entry as that end's bound", () => {
    expect(applyTypedValue([100000, 300000], "min", "", price)).toEqual([50000, 300000]);
    expect(applyTypedValue([100000, 300000], "max", null, price)).toEqual([100000, 850000]);
  });
});

describe("moveThumb", () => {
  it("moves one end and stops at the other thumb", () => {
    expect(moveThumb([100000, 300000], "min", 200000, price)).toEqual([200000, 300000]);
    expect(moveThumb([100000, 300000], "min", 400000, price)).toEqual([300000, 300000]);
    expect(moveThumb([100000, 300000], "max", 50000, price)).toEqual([100000, 100000]);
  });

  it("clamps to the bounds (a thumb past a rounded-up top step)", () => {
    expect(moveThumb([0, 900], "max", 1010, { min: 0, max: 1005 })).toEqual([0, 1005]);
  });
});

describe("trackPosition", () => {
  it("maps a value to 0..1 of the track", () => {
    expect(trackPosition(50000, price)).toBe(0);
    expect(trackPosition(450000, price)).toBe(0.5);
    expect(trackPosition(850000, price)).toBe(1);
    expect(trackPosition(5, { min: 5, max: 5 })).toBe(0);
  });
});
