import { describe, expect, it } from "vitest";
import { clamp, keepDigits, normaliseNumberInput } from "./normalise";

describe("normaliseNumberInput", () => {
  it("strips leading zeros", () => {
    expect(normaliseNumberInput("007")).toBe(7);
    expect(normaliseNumberInput("000")).toBe(0);
    expect(normaliseNumberInput("0120", { min: 0, max: 500 })).toBe(120);
  });

  it("keeps digits only: spaces, units and separators go", () => {
    expect(normaliseNumberInput("150 000")).toBe(150000);
    expect(normaliseNumberInput("150\u00a0000 kr")).toBe(150000);
    expect(normaliseNumberInput("1.500,50")).toBe(150050);
    expect(normaliseNumberInput("12abc3")).toBe(123);
  });

  it("clamps to min and max", () => {
    expect(normaliseNumberInput("5", { min: 10, max: 100 })).toBe(10);
    expect(normaliseNumberInput("1000", { min: 10, max: 100 })).toBe(100);
    expect(normaliseNumberInput("50", { min: 10, max: 100 })).toBe(50);
    expect(normaliseNumberInput("99999999999999999999", { max: 300000 })).toBe(300000);
  });

  it("returns null for an empty or digit-free entry", () => {
    expect(normaliseNumberInput("")).toBeNull();
    expect(normaliseNumberInput("   ")).toBeNull();
    expect(normaliseNumberInput("kr", { min: 0, max: 10 })).toBeNull();
    expect(normaliseNumberInput("-", { min: -10 })).toBeNull();
  });

  it("ignores a minus unless min is negative", () => {
    expect(normaliseNumberInput("-5", { min: 0, max: 10 })).toBe(5);
    expect(normaliseNumberInput("-5")).toBe(5);
    expect(normaliseNumberInput("-05", { min: -10, max: 10 })).toBe(-5);
    expect(normaliseNumberInput("-50", { min: -10, max: 10 })).toBe(-10);
    expect(Object.is(normaliseNumberInput("-0", { min: -10 }), 0)).toBe(true);
  });
});

describe("keepDigits", () => {
  it("drops everything but digits, and keeps a leading minus when allowed", () => {
    expect(keepDigits("1 2a3")).toBe("123");
    expect(keepDigits("-12")).toBe("12");
    expect(keepDigits(" -12", true)).toBe("-12");
    expect(keepDigits("1-2", true)).toBe("12");
  });
});

describe("clamp", () => {
  it("keeps a value within open or closed bounds", () => {
    expect(clamp(5, 0, 3)).toBe(3);
    expect(clamp(-5, 0, 3)).toBe(0);
    expect(clamp(2, 0, 3)).toBe(2);
    expect(clamp(1e9)).toBe(1e9);
    expect(clamp(-1e9, undefined, 0)).toBe(-1e9);
  });
});
