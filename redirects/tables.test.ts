import { describe, expect, it } from "vitest";
import { checkTable, compileRedirectTables, matchRedirect, redirectTables } from "./index";

const tables = compileRedirectTables();

function tableOf(site: string) {
  const table = redirectTables[site];
  if (!table) throw new Error(`no table for ${site}`);
  return table;
}
const go = (site: string, path: string, query = "") => {
  const table = tables.get(site);
  if (!table) throw new Error(`no table for ${site}`);
  return matchRedirect(table, path, new URLSearchParams(query))?.location ?? null;
};

describe("redirect tables", () => {
  it("has one table per market, served by its demo site", () => {
    expect(Object.keys(redirectTables).sort()).toEqual([
      "automotive-no",
      "automotive-se",
      "carstore-fi",
      "carstore-no",
      "carstore-se",
      "carstore-sk",
      "retail-uk",
    ]);
  });

  it.each(Object.keys(redirectTables))("%s passes the table checker", (site) => {
    expect(checkTable(tableOf(site))).toEqual([]);
  });

  it("the UK table has about 700 rules", () => {
    expect(tableOf("retail-uk").rules.length).toBeGreaterThanOrEqual(650);
  });
});

describe("every redirect the spec names", () => {
  it.each([
    ["carstore-fi", "/meista", "/meista/carstoresta"],
    ["carstore-fi", "/miksi-carstore", "/auton-omistaminen"],
    ["carstore-fi", "/en", "/"],
    ["carstore-fi", "/fi-FI", "/"],
    ["carstore-no", "/hvorfor-carstore", "/bileierskap"],
    ["carstore-no", "/om-oss", "/om-carstore/om-oss"],
    ["carstore-no", "/finn-oss/123/carstore-oslo", "/finn-oss/carstore-oslo"],
    ["carstore-se", "/varfor-carstore", "/bilagande"],
    ["carstore-sk", "/o-nas", "/o-carstore"],
    ["automotive-se", "/kop-bil/vara-bilmarken/volvo", "/kop-bil/bilmarken/volvo"],
    [
      "automotive-se",
      "/anlaggningar/12/hedin-bil-goteborg",
      "/anlaggningar/hedin-automotive-goteborg",
    ],
    [
      "automotive-se",
      "/anlaggningar/12/hedin-automotive-malmo",
      "/anlaggningar/hedin-automotive-malmo",
    ],
    ["automotive-se", "/findus/12/hedin-bil-uppsala", "/anlaggningar/hedin-automotive-uppsala"],
    ["automotive-se", "/FindUs/12/hedin-bil-uppsala", "/anlaggningar/hedin-automotive-uppsala"],
    ["automotive-se", "/anlaggningar/12/porsche-stockholm", "/anlaggningar/porsche-stockholm"],
    ["automotive-se", "/dackdepa/success", "/dack-och-biltillbehor/dackkop-tack"],
    ["automotive-se", "/dackdepa/error", "/dack-och-biltillbehor/dackkop-fel"],
    ["retail-uk", "/used/bmw/3-series/320d", "/buy-car/used-cars/bmw/3-series/320d"],
    ["retail-uk", "/used-cars/bmw/x5/m-sport", "/buy-car/used-cars/bmw"],
    ["retail-uk", "/used-cars/mini/cooper", "/buy-car/used-cars/mini"],
    ["retail-uk", "/new-cars/bmw/i4", "/buy-car/new-cars/bmw"],
    ["retail-uk", "/new-cars/mini/countryman", "/buy-car/new-cars/mini"],
  ])("%s %s -> %s", (site, from, to) => {
    expect(go(site, from)).toBe(to);
  });

  it("Norwegian dealer group: /biler/* and /verksted/* keep the rest of the path", () => {
    expect(go("automotive-no", "/biler/elbiler/nye")).toBe("/kjop-bil/elbiler/nye");
    expect(go("automotive-no", "/verksted/dekkhotell")).toBe("/service-og-verksted/dekkhotell");
  });

  it("the UK insurance products go straight to their later home", () => {
    const location = go(
      "retail-uk",
      "/buy-car/finance-and-insurance-options/insurance-products/bmw/gap-insurance",
    );
    expect(location).toBe(
      "/buy-car/finance-and-protection-products/protection-products/bmw/gap-insurance",
    );
  });

  it("a sample of the UK table lands in the sections the spec lists", () => {
    const sections = [
      /^\/buy-car\/(new-cars|used-cars|latest-offers|fleet-and-business-offers|motability|brands)\//,
      /^\/buy-car\/finance-and-(insurance-options|protection-products)\//,
      /^\/service-and-parts\//,
      /^\/find-us/,
      /^\/(sell-car|news-and-events|legal|further-policies-and-statements|about-us)/,
      /^\/$/,
      /^\/buy-car\/used-cars\/all-used-cars$/,
    ];
    const rules = tableOf("retail-uk").rules;
    for (const rule of rules.filter((_, index) => index % 25 === 0)) {
      const path = rule.source.replace(/\{(\w+)\*\}/g, "x/y").replace(/\{(\w+)\}/g, "sample");
      const query = (rule.query ?? []).map((name) => `${name}=v`).join("&");
      const location = go("retail-uk", path, query);
      expect(location, rule.source).not.toBeNull();
      const target = (location ?? "").split("?")[0] ?? "";
      expect(
        sections.some((section) => section.test(target)),
        `${rule.source} -> ${location}`,
      ).toBe(true);
    }
  });

  it("find-us destinations may carry the spec's query filters", () => {
    const destinations = tableOf("retail-uk").rules.map((rule) => rule.destination);
    for (const filter of [
      "site_departments.brands.name",
      "site_departments.service_name",
      "car_vehicle_type",
      "car_fuel",
      "car_brand",
    ]) {
      expect(
        destinations.some((d) => d.startsWith("/find-us?") && d.includes(filter)),
        filter,
      ).toBe(true);
    }
  });

  it("marks invented destinations as best guesses", () => {
    const se = tableOf("carstore-se").rules;
    expect(
      se.filter((rule) => rule.source !== "/varfor-carstore").every((rule) => rule.bestGuess),
    ).toBe(true);
  });
});
