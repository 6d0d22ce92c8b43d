import { describe, expect, it } from "vitest";
import { columnListCount, columnListCounts } from "./columns";

describe("columnListCount", () => {
  it("has 3 or 4 columns (specs)", () => {
    expect(columnListCounts).toEqual([3, 4]);
  });
  it("uses the authored count", () => {
    expect(columnListCount(4, 3)).toBe(4);
    expect(columnListCount(3, 8)).toBe(3);
  });
  it("otherwise uses 4 when the lists fill rows of four, else 3", () => {
    expect(columnListCount(undefined, 4)).toBe(4);
    expect(columnListCount(undefined, 8)).toBe(4);
    expect(columnListCount(undefined, 3)).toBe(3);
    expect(columnListCount(undefined, 5)).toBe(3);
    expect(columnListCount(undefined, 0)).toBe(3);
    expect(columnListCount(5, 2)).toBe(3);
  });
});
