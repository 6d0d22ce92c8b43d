import { describe, expect, it } from "vitest";
import { TireHotelError } from "../tirehotel/upstream-client";
import { UpstreamError } from "./errors";

/** An error as another bundle's copy of the classes makes it: same kinds, other prototypes. */
function fromAnotherCopy(kinds: string[]): Error {
  return Object.assign(new Error("content: fetch failed"), {
    [Symbol.for("forecourt.upstream-error.kinds")]: kinds,
  });
}

describe("UpstreamError across bundles", () => {
  it("recognises its own instances and its subclasses'", () => {
    const upstream = new UpstreamError("content", "network", "fetch failed");
    const tireHotel = new TireHotelError(404, "Inget avtal");
    expect(upstream).toBeInstanceOf(UpstreamError);
    expect(upstream).not.toBeInstanceOf(TireHotelError);
    expect(tireHotel).toBeInstanceOf(UpstreamError);
    expect(tireHotel).toBeInstanceOf(TireHotelError);
    expect(tireHotel).toBeInstanceOf(Error);
  });

  it("recognises an error made by another copy of the module, by its kinds", () => {
    expect(fromAnotherCopy(["UpstreamError"]) instanceof UpstreamError).toBe(true);
    expect(fromAnotherCopy(["UpstreamError"]) instanceof TireHotelError).toBe(false);
    expect(fromAnotherCopy(["TireHotelError", "UpstreamError"]) instanceof TireHotelError).toBe(
      true,
    );
  });

  it("is not fooled by other errors or values", () => {
    for (const value of [new Error("x"), null, undefined, "UpstreamError", { kinds: [] }]) {
      expect(value instanceof UpstreamError).toBe(false);
    }
  });
});
