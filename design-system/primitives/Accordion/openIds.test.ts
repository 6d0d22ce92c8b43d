import { describe, expect, it } from "vitest";
import { nextOpenIds } from "./openIds";

describe("nextOpenIds", () => {
  it("single mode: opening one closes the others", () => {
    expect(nextOpenIds(["a"], "b", true, false)).toEqual(["b"]);
    expect(nextOpenIds([], "a", true, false)).toEqual(["a"]);
  });

  it("multiple mode: opening adds, once", () => {
    expect(nextOpenIds(["a"], "b", true, true)).toEqual(["a", "b"]);
    expect(nextOpenIds(["a"], "a", true, true)).toEqual(["a"]);
  });

  it("closing removes in both modes, so everything can be closed", () => {
    expect(nextOpenIds(["a", "b"], "a", false, true)).toEqual(["b"]);
    expect(nextOpenIds(["a"], "a", false, false)).toEqual([]);
  });
});
