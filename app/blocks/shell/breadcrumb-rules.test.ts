import { describe, expect, it } from "vitest";
import { breadcrumbItems, humanizeSegment, trailSegments } from "./breadcrumb-rules";

describe("trailSegments", () => {
  it("gives every segment with the path up to it", () => {
    expect(trailSegments("/kop-bil/bilmarken/bmw")).toEqual([
      { segment: "kop-bil", path: "/kop-bil" },
      { segment: "bilmarken", path: "/kop-bil/bilmarken" },
      { segment: "bmw", path: "/kop-bil/bilmarken/bmw" },
    ]);
    expect(trailSegments("/")).toEqual([]);
    expect(trailSegments("/om-oss/?utm=x#top")).toEqual([{ segment: "om-oss", path: "/om-oss" }]);
  });

  it("takes the remaining segments after a separator marker segment (specs)", () => {
    expect(trailSegments("/om-carstore/om-oss", "om-carstore")).toEqual([
      { segment: "om-oss", path: "/om-carstore/om-oss" },
    ]);
    expect(trailSegments("/sitecore/content/carstore/Home/om-oss/team", "home")).toEqual([
      { segment: "om-oss", path: "/sitecore/content/carstore/Home/om-oss" },
      { segment: "team", path: "/sitecore/content/carstore/Home/om-oss/team" },
    ]);
  });

  it("cuts at the last marker, and uses the whole path when the marker is absent or blank", () => {
    expect(trailSegments("/a/x/b/x/c", "x").map((s) => s.segment)).toEqual(["c"]);
    expect(trailSegments("/a/b", "x").map((s) => s.segment)).toEqual(["a", "b"]);
    expect(trailSegments("/a/b", " ").map((s) => s.segment)).toEqual(["a", "b"]);
    // Only whole segments match: "home-charging" is not the marker "home".
    expect(trailSegments("/home-charging/x", "home").map((s) => s.segment)).toEqual([
      "home-charging",
      "x",
    ]);
    expect(trailSegments("/om-oss/home", "home")).toEqual([]);
  });

  it("decodes segments", () => {
    expect(trailSegments("/tj%C3%A4nster")[0]?.segment).toBe("tjänster");
    expect(trailSegments("/bad%E0")[0]?.segment).toBe("bad%E0");
  });
});

describe("humanizeSegment", () => {
  it("turns a slug into words with a capital first letter", () => {
    expect(humanizeSegment("om-oss")).toBe("Om oss");
    expect(humanizeSegment("kop_bil")).toBe("Kop bil");
    expect(humanizeSegment("ökonomi")).toBe("Ökonomi");
    expect(humanizeSegment("--")).toBe("--");
  });
});

describe("breadcrumbItems", () => {
  const segments = trailSegments("/kop-bil/bilmarken/bmw");

  it("starts at home and uses the pages' titles", () => {
    expect(
      breadcrumbItems(segments, "Startsida", {
        "/kop-bil": { title: "Köp bil" },
        "/kop-bil/bilmarken": { title: "Bilmärken" },
        "/kop-bil/bilmarken/bmw": { title: "BMW" },
      }),
    ).toEqual([
      { text: "Startsida", href: "/" },
      { text: "Köp bil", href: "/kop-bil" },
      { text: "Bilmärken", href: "/kop-bil/bilmarken" },
      { text: "BMW", href: "/kop-bil/bilmarken/bmw" },
    ]);
  });

  it("shows a path without a page as text, and an unknown one as a humanised link", () => {
    expect(
      breadcrumbItems(segments, "Startsida", {
        "/kop-bil": null,
        "/kop-bil/bilmarken/bmw": { title: "BMW" },
      }),
    ).toEqual([
      { text: "Startsida", href: "/" },
      { text: "Kop bil" },
      { text: "Bilmarken", href: "/kop-bil/bilmarken" },
      { text: "BMW", href: "/kop-bil/bilmarken/bmw" },
    ]);
    expect(breadcrumbItems([], "Home", undefined)).toEqual([{ text: "Home", href: "/" }]);
  });
});
