import { describe, expect, it } from "vitest";
import { counterState, nearLimitAt } from "./counter";

describe("counterState", () => {
  it("counts what is left and flags the near zone and the limit", () => {
    expect(counterState(0, 80)).toEqual({
      length: 0,
      max: 80,
      remaining: 80,
      near: false,
      atLimit: false,
    });
    expect(counterState(71, 80)).toMatchObject({ remaining: 9, near: false });
    expect(counterState(72, 80)).toMatchObject({ remaining: 8, near: true, atLimit: false });
    expect(counterState(80, 80)).toMatchObject({ remaining: 0, near: true, atLimit: true });
  });

  it("never reports a negative remainder", () => {
    expect(counterState(90, 80).remaining).toBe(0);
  });

  it("turns near at 10 % of the limit, at least 5 characters", () => {
    expect(nearLimitAt(80)).toBe(8);
    expect(nearLimitAt(500)).toBe(50);
    expect(nearLimitAt(20)).toBe(5);
    expect(counterState(17, 20, 2).near).toBe(false);
  });
});
