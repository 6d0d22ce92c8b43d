import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { TireHotelError } from "../tirehotel/upstream-client";
import { parseUpstream, UpstreamError } from "./errors";

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

describe("parseUpstream", () => {
  const schema = z
    .object({ name: z.string() })
    .transform(({ name }) => ({ name, upper: name.toUpperCase() }));

  it("parses a cached payload once: the same payload object gives the same parsed value", () => {
    const payload = { name: "carstore" };
    const parse = vi.spyOn(schema, "safeParse");
    const first = parseUpstream("content", "layout", schema, payload);
    const second = parseUpstream("content", "layout", schema, payload);
    expect(first).toEqual({ name: "carstore", upper: "CARSTORE" });
    expect(second).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    // Another payload, or the same one under another schema, is parsed on its own.
    expect(parseUpstream("content", "layout", schema, { name: "retail" }).upper).toBe("RETAIL");
    expect(parseUpstream("content", "raw", z.object({ name: z.string() }), payload)).toEqual(
      payload,
    );
    parse.mockRestore();
  });

  it("rejects malformed data every time it is asked (failures are not kept)", () => {
    const payload = { name: 42 };
    for (let i = 0; i < 2; i += 1) {
      expect(() => parseUpstream("content", "layout", schema, payload)).toThrow(
        /layout returned malformed data \(name: /,
      );
    }
  });
});
