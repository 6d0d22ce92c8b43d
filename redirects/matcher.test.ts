import { describe, expect, it } from "vitest";
import { checkTable } from "./checker";
import { compileTable, matchRedirect, REDIRECT_STATUS } from "./matcher";
import { redirectTableSchema, type RedirectTable } from "./schema";

const table = (rules: RedirectTable["rules"], allowedExternalHosts: string[] = []): RedirectTable =>
  redirectTableSchema.parse({ site: "test", allowedExternalHosts, rules });
const rule = (
  source: string,
  destination: string,
  extra: Partial<RedirectTable["rules"][number]> = {},
) => ({
  source,
  destination,
  permanent: true as const,
  ...extra,
});
const go = (t: RedirectTable, path: string, query = "") =>
  matchRedirect(compileTable(t), path, new URLSearchParams(query))?.location ?? null;

describe("redirect matcher", () => {
  const dealer = table(
    [
      rule("/kop-bil/vara-bilmarken/{brand}", "/kop-bil/bilmarken/{brand}"),
      rule("/anlaggningar/{id}/hedin-bil-{location}", "/anlaggningar/hedin-automotive-{location}"),
      rule("/anlaggningar/{id}/porsche-{location}", "/anlaggningar/porsche-{location}"),
      rule("/anlaggningar/{path*}", "/anlaggningar"),
      rule("/dackdepa/success", "/dack-och-biltillbehor/dackkop-tack"),
      rule("/used/{path*}", "/buy-car/used-cars/{path*}"),
      rule("/om-oss", "/om-carstore/om-oss", { enPrefix: true }),
      rule("/bilar", "/kop-bil/bilmarken/{br}", { query: ["br", "so"] }),
      rule("/bilar", "/kop-bil"),
      rule("/elbilar", "/kop-bil?car_fuel=El"),
      rule("/jobb", "https://careers.example/jobs"),
    ],
    ["careers.example"],
  );

  it("answers permanently", () => {
    expect(matchRedirect(compileTable(dealer), "/dackdepa/success")?.status).toBe(REDIRECT_STATUS);
    expect(REDIRECT_STATUS).toBe(301);
  });

  it("matches exact sources ignoring case and a trailing slash", () => {
    expect(go(dealer, "/dackdepa/success")).toBe("/dack-och-biltillbehor/dackkop-tack");
    expect(go(dealer, "/DackDepa/Success/")).toBe("/dack-och-biltillbehor/dackkop-tack");
  });

  it("fills named segments, also inside a segment", () => {
    expect(go(dealer, "/kop-bil/vara-bilmarken/volvo")).toBe("/kop-bil/bilmarken/volvo");
    expect(go(dealer, "/anlaggningar/123/hedin-bil-goteborg")).toBe(
      "/anlaggningar/hedin-automotive-goteborg",
    );
    expect(go(dealer, "/anlaggningar/77/porsche-malmo")).toBe("/anlaggningar/porsche-malmo");
  });

  it("tries specific patterns before wildcards, whatever the table order", () => {
    expect(go(dealer, "/anlaggningar/1/porsche-umea")).toBe("/anlaggningar/porsche-umea");
    expect(go(dealer, "/anlaggningar/stockholm/gamla")).toBe("/anlaggningar");
  });

  it("carries a {path*} wildcard over, and matches the bare prefix", () => {
    expect(go(dealer, "/used/bmw/3-series")).toBe("/buy-car/used-cars/bmw/3-series");
    expect(go(dealer, "/used")).toBe("/buy-car/used-cars");
  });

  it("matches the /en variant when the rule asks for it", () => {
    expect(go(dealer, "/en/om-oss")).toBe("/om-carstore/om-oss");
    expect(go(dealer, "/en/dackdepa/success")).toBeNull();
  });

  it("prefers a query-conditional rule when its parameters are present, and drops them", () => {
    expect(go(dealer, "/bilar", "br=volvo&so=price&utm_source=x")).toBe(
      "/kop-bil/bilmarken/volvo?utm_source=x",
    );
    expect(go(dealer, "/bilar", "br=volvo")).toBe("/kop-bil?br=volvo");
    expect(go(dealer, "/bilar")).toBe("/kop-bil");
  });

  it("keeps the request's query and lets the destination's parameters win", () => {
    expect(go(dealer, "/elbilar", "car_fuel=Diesel&page=2")).toBe("/kop-bil?car_fuel=El&page=2");
  });

  it("allows an allow-listed external host", () => {
    expect(go(dealer, "/jobb")).toBe("https://careers.example/jobs");
  });

  it("returns null when nothing matches", () => {
    expect(go(dealer, "/finns-inte")).toBeNull();
  });

  describe("never redirects off the site", () => {
    const open = table([
      rule("/go/{path*}", "/{path*}"),
      rule("/x/{slug}", "/{slug}"),
      rule("/out", "https://evil.example/"),
    ]);
    it.each([
      "/go//evil.example",
      "/go/%2F%2Fevil.example",
      "/go/%5Cevil.example",
      "/go/\\evil.example",
      "/go/https://evil.example",
      "/go/%2f%2fevil.example/x",
      "/x/%2F%2Fevil.example",
      "/out",
    ])("%s", (path) => {
      const location = go(open, path);
      if (location !== null) {
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "http://site.test").host).toBe("site.test");
      }
    });
  });

  it("percent-encodes what it puts in the Location header", () => {
    expect(go(dealer, "/used/%C3%A5r%20modell")).toBe("/buy-car/used-cars/%C3%A5r%20modell");
    expect(go(dealer, "/used/a%0D%0ASet-Cookie:x") ?? "").not.toMatch(/[\r\n]/);
  });
});

describe("redirect table checker", () => {
  it("accepts a clean table", () => {
    expect(checkTable(table([rule("/a", "/b"), rule("/c/{slug}", "/d/{slug}")]))).toEqual([]);
  });

  it.each([
    [[rule("/a", "/b"), rule("/A/", "/c")], "duplicate source"],
    [[rule("/a", "/b", { enPrefix: true }), rule("/en/a", "/c")], "duplicate source"],
    [[rule("/x/{id}", "/b"), rule("/x/{slug}", "/c")], "duplicate source"],
    [[rule("/a", "/b"), rule("/b", "/c")], "redirected again"],
    [[rule("/a", "/b"), rule("/b", "/a")], "redirected again"],
    [[rule("/a/{slug}", "/b/{slug}"), rule("/b/{id}", "/c")], "redirected again"],
    [[rule("/a", "https://evil.example/")], "leaves the site"],
    [[rule("/a", "//evil.example/")], "leaves the site"],
    [[rule("/a", "/\\evil.example")], "leaves the site"],
    [[rule("/a/{path*}/b", "/c")], "wildcard must be the last segment"],
    [[rule("/a/{slug", "/c")], "unbalanced braces"],
    [[rule("/a?x=1", "/c")], "query string"],
    [[rule("/a/{slug}", "/c/{id}")], "does not capture"],
    [[rule("/a/{slug}", "{slug}")], "starts with a placeholder"],
  ])("fails on %j (%s)", (rules, problem) => {
    expect(checkTable(table(rules)).join("\n")).toContain(problem);
  });
});
