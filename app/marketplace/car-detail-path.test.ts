import { describe, expect, it } from "vitest";
import {
  carDetailRedirect,
  keyphraseOfSlug,
  notFoundKeyphrase,
  parseCarDetailSegments,
} from "./car-detail-path";

const car = { car_id: "1010028", slug: "mini-countryman-2021" };

describe("car detail path rules", () => {
  it("reads the second-last segment as the id and the last as the slug", () => {
    expect(parseCarDetailSegments(["1010028", "mini-countryman-2021"])).toEqual({
      kind: "car",
      carId: "1010028",
      slug: "mini-countryman-2021",
    });
    expect(parseCarDetailSegments(["extra", "1010028", "mini"])).toEqual({
      kind: "car",
      carId: "1010028",
      slug: "mini",
    });
  });

  it("reads a lone numeric segment (or a numeric last one) as an id without a slug", () => {
    expect(parseCarDetailSegments(["1010028"])).toEqual({ kind: "idOnly", carId: "1010028" });
    expect(parseCarDetailSegments(["volvo", "1010028"])).toEqual({
      kind: "idOnly",
      carId: "1010028",
    });
  });

  it("has no id without a numeric segment in place, keeping the words to search for", () => {
    expect(parseCarDetailSegments([])).toEqual({ kind: "noId", keyphrase: "" });
    expect(parseCarDetailSegments(["volvo-xc60"])).toEqual({
      kind: "noId",
      keyphrase: "volvo xc60",
    });
    expect(parseCarDetailSegments(["12a", "volvo"])).toEqual({ kind: "noId", keyphrase: "volvo" });
  });

  it("turns slugs into search words", () => {
    expect(keyphraseOfSlug("mini-countryman_cooper  s")).toBe("mini countryman cooper s");
    expect(notFoundKeyphrase({ kind: "car", carId: "1", slug: "kia-ev6" })).toBe("kia ev6");
    expect(notFoundKeyphrase({ kind: "idOnly", carId: "1" })).toBe("");
  });

  it("sends an id-only request to id/slug with 302, keeping the query", () => {
    expect(
      carDetailRedirect({ kind: "idOnly", carId: "1010028" }, car, "/kop-bil/bil/", "?a=1"),
    ).toEqual({
      location: "/kop-bil/bil/1010028/mini-countryman-2021?a=1",
      status: 302,
    });
  });

  it("sends a wrong slug to the car's own with 301, and leaves the right one alone", () => {
    expect(
      carDetailRedirect({ kind: "car", carId: "1010028", slug: "old" }, car, "/buy-car/car"),
    ).toEqual({ location: "/buy-car/car/1010028/mini-countryman-2021", status: 301 });
    expect(
      carDetailRedirect({ kind: "car", carId: "1010028", slug: car.slug }, car, "/buy-car/car"),
    ).toBeNull();
  });
});
