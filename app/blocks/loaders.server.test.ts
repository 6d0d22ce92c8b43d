import { describe, expect, it } from "vitest";
import { blockLoaders } from "./loaders.server";
import { blockRegistry } from "./registry";

describe("the two halves of the block bindings", () => {
  it("name the same CMS components: every render has its loader, every loader its render", () => {
    expect(Object.keys(blockLoaders).sort()).toEqual(Object.keys(blockRegistry).sort());
  });
});
