import { describe, expect, it } from "vitest";
import { nextTabIndex } from "./navigation";

const all = [true, true, true, true];

describe("nextTabIndex", () => {
  it("moves right and left, wrapping at the ends", () => {
    expect(nextTabIndex("ArrowRight", 0, all)).toBe(1);
    expect(nextTabIndex("ArrowRight", 3, all)).toBe(0);
    expect(nextTabIndex("ArrowLeft", 2, all)).toBe(1);
    expect(nextTabIndex("ArrowLeft", 0, all)).toBe(3);
  });

  it("goes to the first and last with Home and End", () => {
    expect(nextTabIndex("Home", 2, all)).toBe(0);
    expect(nextTabIndex("End", 0, all)).toBe(3);
  });

  it("skips disabled tabs", () => {
    const enabled = [false, true, false, true];
    expect(nextTabIndex("ArrowRight", 1, enabled)).toBe(3);
    expect(nextTabIndex("ArrowRight", 3, enabled)).toBe(1);
    expect(nextTabIndex("ArrowLeft", 1, enabled)).toBe(3);
    expect(nextTabIndex("Home", 3, enabled)).toBe(1);
    expect(nextTabIndex("End", 1, [true, true, false])).toBe(1);
  });

  it("ignores other keys and lists with nothing enabled", () => {
    expect(nextTabIndex("ArrowDown", 0, all)).toBeNull();
    expect(nextTabIndex("Enter", 0, all)).toBeNull();
    expect(nextTabIndex("ArrowRight", 0, [false, false])).toBeNull();
  });

  it("stays on a single enabled tab", () => {
    expect(nextTabIndex("ArrowRight", 0, [true])).toBe(0);
  });
});
