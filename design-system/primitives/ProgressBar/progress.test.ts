import { describe, expect, it } from "vitest";
import { clampProgressValue, progressPercent } from "./progress";

describe("progressPercent", () => {
  it("is the share of the range reached", () => {
    expect(progressPercent(24, 0, 120)).toBe(20);
    expect(progressPercent(120, 0, 120)).toBe(100);
    expect(progressPercent(15, 10, 20)).toBe(50);
  });

  it("clamps to 0-100", () => {
    expect(progressPercent(-5, 0, 10)).toBe(0);
    expect(progressPercent(50, 0, 10)).toBe(100);
  });

  it("is 0 for an empty or invalid range", () => {
    expect(progressPercent(0, 0, 0)).toBe(0);
    expect(progressPercent(5, 10, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 0, 10)).toBe(0);
  });
});

describe("clampProgressValue", () => {
  it("keeps the value in range", () => {
    expect(clampProgressValue(30, 0, 24)).toBe(24);
    expect(clampProgressValue(-1, 0, 24)).toBe(0);
    expect(clampProgressValue(12, 0, 24)).toBe(12);
    expect(clampProgressValue(Number.NaN, 0, 24)).toBe(0);
  });
});
