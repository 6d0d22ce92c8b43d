// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sites } from "../../sites/registry";
import { searchIndexesBySite, searchIndexName } from "./indexes";

describe("search index names", () => {
  it("names the indexes of a car-selling site", () => {
    expect(searchIndexName("automotive-se", "cars")).toBe("cars_automotive_se");
    expect(searchIndexName("automotive-se", "sites")).toBe("sites_automotive_se");
    expect(searchIndexName("automotive-se", "kits")).toBeNull();
    expect(searchIndexName("carstore-fi", "kits")).toBe("kits_carstore_fi");
  });

  it("gives null for a kind a known site does not have", () => {
    expect(searchIndexName("f150-eu", "cars")).toBeNull();
    expect(searchIndexName("supercharge", "sites")).toBeNull();
  });

  it("throws 'Unknown sitecoreSiteName' for any other name", () => {
    expect(() => searchIndexName("unknown", "cars")).toThrow(new Error("Unknown sitecoreSiteName"));
    expect(() => searchIndexName("toString", "cars")).toThrow("Unknown sitecoreSiteName");
  });

  it("agrees with the site registry's searchIndexes", () => {
    const fromRegistry = Object.fromEntries(
      Object.values(sites).map((site) => [site.contentSiteName, site.searchIndexes]),
    );
    expect(searchIndexesBySite).toEqual(fromRegistry);
  });
});
