import { describe, expect, it } from "vitest";
import { sites } from "./registry";
import { canonicalSiteHost, hostName, resolveSite } from "./resolve";
import { siteIds } from "./site-ids";

const none = new Map<string, string>();

describe("resolveSite", () => {
  it.each(siteIds)("serves %s on <site>.localhost with any port", (id) => {
    expect(resolveSite(`${id}.localhost:3000`, none)).toEqual({ kind: "site", site: sites[id] });
    expect(resolveSite(`${id.toUpperCase()}.LOCALHOST`, none)).toEqual({
      kind: "site",
      site: sites[id],
    });
  });

  it.each(["localhost:3000", "localhost", "127.0.0.1:8080", "[::1]:3000"])(
    "shows the site directory on %s",
    (host) => {
      expect(resolveSite(host, none)).toEqual({ kind: "directory" });
    },
  );

  it("uses configured production host names first", () => {
    const hosts = new Map([["www.example.se", "automotive-se"]]);
    expect(resolveSite("www.example.se", hosts)).toEqual({
      kind: "site",
      site: sites["automotive-se"],
    });
  });

  it("does not know other hosts", () => {
    expect(resolveSite("evil.example", none)).toEqual({ kind: "unknown", host: "evil.example" });
    expect(resolveSite("nosuchsite.localhost:3000", none)).toMatchObject({ kind: "unknown" });
  });

  it("strips ports, brackets stay on IPv6", () => {
    expect(hostName("Example.COM:443")).toBe("example.com");
    expect(hostName("[::1]:3000")).toBe("[::1]");
  });
});

describe("canonicalSiteHost", () => {
  const dealer = sites["automotive-se"];
  const shop = sites["carstore-se"];

  it("uses the site's configured production host, the bare one when the site wants it", () => {
    const hosts = new Map([
      ["www.example.se", "automotive-se"],
      ["example.se", "automotive-se"],
      ["www.carstore.se", "carstore-se"],
      ["carstore.se", "carstore-se"],
    ]);
    expect(canonicalSiteHost(dealer, hosts, 3000)).toBe("example.se");
    expect(canonicalSiteHost(shop, hosts, 3000)).toBe("www.carstore.se");
  });

  it("falls back to the demo's <site>.localhost on the request's port", () => {
    expect(canonicalSiteHost(dealer, none, 4319)).toBe("automotive-se.localhost:4319");
    expect(canonicalSiteHost(dealer, none, "")).toBe("automotive-se.localhost");
    expect(canonicalSiteHost(dealer, new Map([["www.example.se", "automotive-se"]]))).toBe(
      "www.example.se",
    );
  });
});

describe("site registry", () => {
  it("lists the nine demo sites, each with its own brand", () => {
    expect(siteIds).toHaveLength(9);
    expect(new Set(siteIds.map((id) => sites[id].brand)).size).toBe(9);
    for (const id of siteIds) expect(sites[id].id).toBe(id);
  });

  it("gives each site the language the issue names", () => {
    expect(Object.fromEntries(siteIds.map((id) => [id, sites[id].language]))).toEqual({
      "automotive-se": "sv",
      "automotive-no": "nb",
      "retail-uk": "en-GB",
      "carstore-se": "sv",
      "carstore-fi": "fi",
      "carstore-no": "nb",
      "carstore-sk": "sk",
      "f150-eu": "en",
      supercharge: "en",
    });
  });
});
