import { describe, expect, it } from "vitest";
import { wildcardConsumed, wildcardPage } from "./wildcard";

const pages = ["/kop-bil", "/kop-bil/bil/", "/buy-car/used-cars"];

describe("wildcard pages", () => {
  it("maps filter paths below the list to the list page", () => {
    expect(wildcardPage(pages, "/kop-bil/volvo/el")).toEqual({
      path: "/kop-bil",
      segments: ["volvo", "el"],
    });
    expect(wildcardPage(pages, "/KOP-BIL/land%20rover/")).toEqual({
      path: "/kop-bil",
      segments: ["land rover"],
    });
  });

  it("picks the deepest wildcard page above the path", () => {
    expect(wildcardPage(pages, "/kop-bil/bil/1010028/mini-countryman")).toEqual({
      path: "/kop-bil/bil",
      segments: ["1010028", "mini-countryman"],
    });
    expect(wildcardPage(pages, "/buy-car/used-cars/bmw/x5")).toEqual({
      path: "/buy-car/used-cars",
      segments: ["bmw", "x5"],
    });
  });

  it("leaves the wildcard pages themselves, look-alike prefixes and other pages alone", () => {
    expect(wildcardPage(pages, "/kop-bil")).toBeNull();
    expect(wildcardPage(pages, "/kop-bil/")).toBeNull();
    expect(wildcardPage(pages, "/kop-bilar/volvo")).toBeNull();
    expect(wildcardPage(pages, "/om-oss/volvo")).toBeNull();
    expect(wildcardPage([], "/kop-bil/volvo")).toBeNull();
    expect(wildcardPage(["/"], "/kop-bil/volvo")).toBeNull();
  });

  it("says whether a block understood the segments", () => {
    expect(wildcardConsumed({ a: { consumesWildcard: true } })).toBe(true);
    expect(wildcardConsumed({ a: null, b: { cars: [] } })).toBe(false);
  });
});
