// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type { CarDetailBlockData } from "./car-detail";

describe("the car detail block's sections", () => {
  it("has the page wait for the not-found view only when the car is gone, and only once", async () => {
    // A module of its own: test files share a worker's modules (isolate: false), and another
    // file may have loaded the not-found view already.
    vi.resetModules();
    const { carDetailBlock } = await import("./car-detail");
    const found = { kind: "found" } as CarDetailBlockData;
    const gone = { kind: "notFound" } as CarDetailBlockData;
    expect(carDetailBlock.sectionsFor?.(found)).toBeUndefined();
    expect(carDetailBlock.sectionsFor?.(undefined)).toBeUndefined();
    const loading = carDetailBlock.sectionsFor?.(gone);
    expect(loading).toBeInstanceOf(Promise);
    await loading;
    expect(carDetailBlock.sectionsFor?.(gone)).toBeUndefined();
  });
});
