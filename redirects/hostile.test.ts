import { describe, expect, it } from "vitest";
import { compileRedirectTables } from "./index";
import { compileTable, matchRedirect, type RedirectRefusal } from "./matcher";
import { fillDestination, unsafeValue } from "./pattern";
import { redirectTableSchema } from "./schema";

/**
 * Hostile requests against the redirect matcher (issue 11, item 3): whatever a request puts in a
 * placeholder, the Location stays a path on the same site, or there is no redirect.
 */

const rule = (source: string, destination: string, query?: string[]) => ({
  source,
  destination,
  permanent: true as const,
  ...(query ? { query } : {}),
});

// Rules shaped like the real tables', plus some a careless editor could write (the checker
// refuses the last two; the matcher must be safe even so).
const hostileTable = compileTable(
  redirectTableSchema.parse({
    site: "test",
    allowedExternalHosts: ["careers.example"],
    rules: [
      rule("/verkstad/{path*}", "/service-och-verkstad/{path*}"),
      rule("/bilar", "/kop-bil/bilmarken/{br}", ["br", "so"]),
      rule("/marke/{brand}", "/kop-bil/bilmarken/{brand}"),
      rule("/go/{path*}", "/{path*}"),
      rule("/x/{slug}", "/{slug}"),
      rule("/raw/{slug}", "{slug}"),
      rule("/jobb/{slug}", "https://careers.example/{slug}"),
    ],
  }),
);

const site = "http://site.test";

/** A Location is safe when absent, a single-slash path resolving on the same host, or allowed. */
function expectSafe(location: string | null) {
  if (location === null) return;
  if (location.startsWith("https://careers.example/")) return;
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(location).not.toMatch(/[\s\\]|%5c/i);
  const resolved = new URL(location, site);
  expect(resolved.origin).toBe(site);
  expect(resolved.pathname).toMatch(/^\/(?![/\\])/);
  expect(resolved.pathname.split("/")).not.toContain("..");
}

const payloads = [
  "..%2F..%2F%2Fevil.com%2Fx",
  "../../..//evil.com",
  "%2e%2e/%2e%2e//evil.com",
  "%2E%2E/%2E%2E//evil.com",
  "%2e%2e%2f%2e%2e%2f%2fevil.com",
  "%252e%252e/%252e%252e/%252f%252fevil.com",
  "%252e%252e%252f%252fevil.com",
  "%5Cevil.com",
  "%5C%5Cevil.com",
  "\\evil.com",
  "\\\\evil.com",
  "%09/evil.com",
  "%0A/evil.com",
  "%0D%0ASet-Cookie:%20x=1",
  "/evil.com",
  "//evil.com",
  "/\\evil.com",
  "https:evil.com",
  "https://evil.com",
  "https:%2F%2Fevil.com",
  "javascript:alert(1)",
  "javascript%3Aalert(1)",
  ".",
  "..",
  "a/../../../evil.com",
  "a/./b",
];

describe("hostile placeholder values never leave the site", () => {
  const prefixes = ["/verkstad/", "/marke/", "/go/", "/x/", "/raw/", "/jobb/"];
  const cases = prefixes.flatMap((prefix) => payloads.map((payload) => `${prefix}${payload}`));
  it.each(cases)("%s", (path) => {
    const location = matchRedirect(hostileTable, path)?.location ?? null;
    expectSafe(location);
    if (location?.startsWith("https://")) {
      expect(new URL(location).host).toBe("careers.example");
      expect(new URL(location).pathname.split("/").length).toBe(2);
    }
  });

  it.each(payloads)("query value br=%s", (payload) => {
    expectSafe(
      matchRedirect(hostileTable, "/bilar", new URLSearchParams(`br=${payload}&so=1`))?.location ??
        null,
    );
  });
});

describe("the issue's reproductions (automotive-se table)", () => {
  const automotive = compileRedirectTables().get("automotive-se");
  if (!automotive) throw new Error("no automotive-se table");

  it.each([
    ["/bilar", "br=../../..//evil.com&so=1"],
    ["/bilar", "br=..%2F..%2F..%2F%2Fevil.com&so=1"],
    ["/verkstad/..%2F..%2F%2Fevil.com%2Fx", ""],
    ["/verkstad/%2e%2e/%2e%2e//evil.com", ""],
    ["/verkstad/%2E%2E/%2E%2E/%2F%2Fevil.com", ""],
    ["/verkstad/..\\..\\\\evil.com", ""],
  ])("%s?%s gives no off-site Location", (path, query) => {
    const refusals: RedirectRefusal[] = [];
    const result = matchRedirect(automotive, path, new URLSearchParams(query), (refusal) =>
      refusals.push(refusal),
    );
    expectSafe(result?.location ?? null);
    expect(refusals.length).toBeGreaterThan(0);
  });

  it("still redirects the honest versions", () => {
    expect(
      matchRedirect(automotive, "/bilar", new URLSearchParams("br=volvo&so=1"))?.location,
    ).toBe("/kop-bil/bilmarken/volvo");
    expect(matchRedirect(automotive, "/verkstad/boka/tid")?.location).toBe(
      "/service-och-verkstad/boka/tid",
    );
  });
});

describe("unsafeValue", () => {
  it.each([
    ["volvo", false, null],
    ["år modell", false, null],
    ["", false, null],
    ["", true, null],
    ["bmw/x5", true, null],
    ["bmw/x5", false, "slash in a one-segment value"],
    ["..", false, "empty or dot segment"],
    [".", false, "empty or dot segment"],
    ["a/../b", true, "empty or dot segment"],
    ["a//b", true, "empty or dot segment"],
    ["/evil.com", true, "empty or dot segment"],
    ["a\\b", true, "backslash"],
    ["%2e%2e", true, "encoded dot, slash or backslash"],
    ["%2F", false, "encoded dot, slash or backslash"],
    ["%5c", false, "encoded dot, slash or backslash"],
    ["a\tb", false, "control character"],
    ["a\nb", true, "control character"],
  ] as const)("%j (wildcard %s) -> %s", (value, wildcard, problem) => {
    expect(unsafeValue(value, wildcard)).toBe(problem);
  });
});

describe("fillDestination", () => {
  it("encodes a one-segment value whole and a wildcard value segment by segment", () => {
    expect(fillDestination("/a/{slug}", { slug: "x/y z" })).toBe("/a/x%2Fy%20z");
    expect(fillDestination("/a/{path*}", { path: "x/y z" })).toBe("/a/x/y%20z");
    expect(fillDestination("/a/{slug}", { slug: "https://evil.com" })).toBe(
      "/a/https%3A%2F%2Fevil.com",
    );
    expect(fillDestination("/a?q={q}", { q: "a&b=c#d" })).toBe("/a?q=a%26b%3Dc%23d");
    expect(fillDestination("/a/{missing}", {})).toBe("/a/");
  });
});
