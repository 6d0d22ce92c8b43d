import { describe, expect, it } from "vitest";
import { testBlockContext } from "../composer/test-context";
import { wildcardConsumed, wildcardPage } from "./wildcard";

const settings = testBlockContext().settings; // list /kop-bil, detail /kop-bil/bil

describe("car list wildcard", () => {
  it("maps filter paths below the list to the list page", () => {
    expect(wildcardPage(settings, "/kop-bil/volvo/el")).toEqual({
      path: "/kop-bil",
      segments: ["volvo", "el"],
    });
    expect(wildcardPage(settings, "/KOP-BIL/land%20rover/")).toEqual({
      path: "/kop-bil",
      segments: ["land rover"],
    });
  });

  it("leaves the list itself, car detail paths and other pages alone", () => {
    expect(wildcardPage(settings, "/kop-bil")).toBeNull();
    expect(wildcardPage(settings, "/kop-bil/bil/1010028/mini-countryman")).toBeNull();
    expect(wildcardPage(settings, "/om-oss/volvo")).toBeNull();
    expect(wildcardPage({ ...settings, pathToCarList: null }, "/kop-bil/volvo")).toBeNull();
  });

  it("says whether a block understood the segments", () => {
    expect(wildcardConsumed({ a: { consumesWildcard: true } })).toBe(true);
    expect(wildcardConsumed({ a: null, b: { cars: [] } })).toBe(false);
  });
});
