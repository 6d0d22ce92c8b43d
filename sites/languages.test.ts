import { describe, expect, it } from "vitest";
import {
  contentPathOf,
  localizedPath,
  pathLanguageSegment,
  withLanguageParam,
} from "./language-paths";
import {
  languageOfPath,
  languagePrefix,
  localeOf,
  siteInLanguage,
  siteLanguages,
} from "./languages";
import { sites } from "./registry";
import { inPathLanguage, resolveSite } from "./resolve";

const fi = sites["carstore-fi"];
const uk = sites["retail-uk"];

describe("a site's languages", () => {
  it("lists the default language first, then the extra ones", () => {
    expect(siteLanguages(fi)).toEqual(["fi", "sv"]);
    expect(siteLanguages(sites["carstore-se"])).toEqual(["sv", "en"]);
    expect(siteLanguages(uk)).toEqual(["en-GB"]);
  });

  it("serves the default language without a prefix and each extra one under /<tag>", () => {
    expect(languagePrefix(fi, "fi")).toBe("");
    expect(languagePrefix(fi, "sv")).toBe("/sv");
  });

  it("formats an extra language with the site's region", () => {
    expect(localeOf(fi, "fi")).toBe("fi-FI");
    expect(localeOf(fi, "sv")).toBe("sv-FI");
    expect(localeOf(sites["carstore-se"], "en")).toBe("en-SE");
  });

  it("gives the site in a language: language, locale, prefix; the rest unchanged", () => {
    expect(siteInLanguage(fi, "sv")).toEqual({
      ...fi,
      language: "sv",
      locale: "sv-FI",
      languagePrefix: "/sv",
    });
    expect(siteInLanguage(siteInLanguage(fi, "sv"), "fi")).toEqual(fi);
  });
});

describe("the language of a request path", () => {
  it.each([
    ["/sv/osta-auto", "sv"],
    ["/sv", "sv"],
    ["/sv/", "sv"],
    ["/sv.data", "sv"],
    ["/sv/osta-auto.data", "sv"],
    ["/sv/_.data", "sv"],
    ["/osta-auto", "fi"],
    ["/", "fi"],
    ["/_root.data", "fi"],
    ["/svenska", "fi"],
    ["/en/osta-auto", "fi"],
    ["/fi/osta-auto", "fi"],
  ])("carstore-fi %s is in %s", (path, language) => {
    expect(languageOfPath(fi, path)).toBe(language);
  });

  it("takes no prefix on a site with one language (an unknown path stays a 404)", () => {
    expect(languageOfPath(uk, "/sv/used-cars")).toBe("en-GB");
    expect(languageOfPath(uk, "/en/used-cars")).toBe("en-GB");
  });

  it("resolves the host's site in the path's language, once", () => {
    const none = new Map<string, string>();
    const resolution = resolveSite("carstore-fi.localhost:4319", none);
    expect(inPathLanguage(resolution, "/sv/rahoitus")).toEqual({
      kind: "site",
      site: siteInLanguage(fi, "sv"),
    });
    expect(inPathLanguage(resolution, "/rahoitus")).toBe(resolution);
    expect(inPathLanguage({ kind: "directory" }, "/sv")).toEqual({ kind: "directory" });
    // Our resource routes have no prefix: the calling page names its language.
    expect(inPathLanguage(resolution, "/api/cars/1", "?lang=sv")).toEqual({
      kind: "site",
      site: siteInLanguage(fi, "sv"),
    });
    expect(inPathLanguage(resolution, "/api/cars/1", "")).toBe(resolution);
    expect(inPathLanguage(resolution, "/api/cars/1", "?lang=de")).toBe(resolution);
    expect(inPathLanguage(resolution, "/rahoitus", "?lang=sv")).toBe(resolution);
  });

  it.each([
    ["/sv/x", "sv"],
    ["/sv.data", "sv"],
    ["/en-gb/x", "en-gb"],
    ["/x", null],
    ["/", null],
    ["/de/x", null],
    ["/svx/y", null],
  ])("spells %s's language segment as %s", (path, segment) => {
    expect(pathLanguageSegment(path)).toBe(segment);
  });
});

describe("content paths and localized paths", () => {
  it.each([
    ["/sv/osta-auto", "/osta-auto"],
    ["/sv/osta-auto/volvo", "/osta-auto/volvo"],
    ["/sv", "/"],
    ["/sv/", "/"],
    ["/svenska", "/svenska"],
  ])("the content path of %s under /sv is %s", (path, content) => {
    expect(contentPathOf("/sv", path)).toBe(content);
  });

  it("leaves the default language's paths as they are", () => {
    expect(contentPathOf("", "/sv/osta-auto")).toBe("/sv/osta-auto");
    expect(localizedPath("", "/osta-auto")).toBe("/osta-auto");
  });

  it("names the page's language on a resource route's URL", () => {
    expect(withLanguageParam("/api/cars/1", "/sv")).toBe("/api/cars/1?lang=sv");
    expect(withLanguageParam("/api/cars/1?x=1", "/sv")).toBe("/api/cars/1?x=1&lang=sv");
    expect(withLanguageParam("/api/cars/1", "")).toBe("/api/cars/1");
  });

  it.each([
    ["/osta-auto", "/sv/osta-auto"],
    ["/", "/sv"],
    ["/?keyphrase=volvo", "/sv?keyphrase=volvo"],
    ["/osta-auto?car_brand=Volvo", "/sv/osta-auto?car_brand=Volvo"],
    ["/sv/osta-auto", "/sv/osta-auto"],
    ["/sv", "/sv"],
    ["https://example.com/x", "https://example.com/x"],
    ["//example.com/x", "//example.com/x"],
    ["#main", "#main"],
  ])("puts %s in Swedish as %s", (path, localized) => {
    expect(localizedPath("/sv", path)).toBe(localized);
  });
});
