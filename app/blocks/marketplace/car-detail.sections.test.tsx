// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { carDetailBlock, type CarDetailBlockData } from "./car-detail";

describe("the car detail block's sections", () => {
  it("has the page wait for the not-found view only when the car is gone, and only once", async () => {
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
