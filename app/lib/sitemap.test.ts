import { describe, expect, it, vi } from "vitest";
import type { SiteSettings } from "../../api-adapters/content";
import type { CarDetailEntry, SearchClient } from "../../api-adapters/search";
import { logger } from "../../api-adapters/shared/logger";
import { sites } from "../../sites/registry";
import {
  carDetailSitemapEntries,
  siteDetailSitemapEntries,
  SITEMAP_PAGE_SIZE,
  sitemapDocument,
  urlset,
} from "./sitemap";

const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    loc: `https://x.example/p${i}`,
    lastmod: "2026-11-01T08:00:00Z",
  }));

describe("sitemap", () => {
  it("is one urlset while it fits", () => {
    const xml = sitemapDocument(entries(3), "https://x.example/sitemap.xml", null, 10);
    expect(xml).toContain("<urlset");
    expect(xml?.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<lastmod>2026-11-01</lastmod>");
  });

  it("becomes an index of pages when large", () => {
    const xml = sitemapDocument(entries(25), "https://x.example/sitemap.xml", null, 10);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<loc>https://x.example/sitemap.xml?page=3</loc>");
    expect(xml).not.toContain("page=4");
    expect(sitemapDocument(entries(25), "u", 3, 10)?.match(/<url>/g)).toHaveLength(5);
    expect(sitemapDocument(entries(25), "u", 4, 10)).toBeNull();
    expect(sitemapDocument(entries(25), "u", 0, 10)).toBeNull();
  });

  it("escapes URLs", () => {
    expect(urlset([{ loc: "https://x.example/?a=1&b=<2>" }])).toContain(
      "<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>",
    );
  });

  it("stays under the protocol's 50,000 entries per file", () => {
    expect(SITEMAP_PAGE_SIZE).toBeLessThanOrEqual(50_000);
  });
});

describe("car detail entries", () => {
  const settings = (detail: string | null): SiteSettings => ({
    name: "Carstore Sverige",
    url: "https://carstore-se.example",
    titleTemplate: "%s",
    gtmID: null,
    pathToCarList: { url: "/kop-bil" },
    pathToCarDetail: detail === null ? null : { url: detail },
    pathToSiteDetail: { url: "/anlaggningar" },
    pathToKits: null,
  });
  const searchWith = (carDetailEntries: (site: string) => Promise<CarDetailEntry[]>) =>
    ({ carDetailEntries: vi.fn(carDetailEntries) }) as unknown as SearchClient;
  const origin = "https://carstore-se.example";

  it("lists each car's detail page with its indexed_at as lastmod", async () => {
    const search = searchWith(async () => [
      {
        car_id: "4010309",
        slug: "tesla-model-3-long-range-2023",
        indexed_at: "2026-11-18T06:00:00Z",
      },
      { car_id: "4010122", slug: "volvo-v90", indexed_at: null },
      { car_id: "7", slug: "åäö bil", indexed_at: "not a date" },
    ]);
    const entries = await carDetailSitemapEntries(
      search,
      sites["carstore-se"],
      settings("/kop-bil/bil/"),
      origin,
    );
    expect(search.carDetailEntries).toHaveBeenCalledWith("carstore-se");
    expect(entries).toEqual([
      {
        loc: "https://carstore-se.example/kop-bil/bil/4010309/tesla-model-3-long-range-2023",
        lastmod: "2026-11-18T06:00:00Z",
      },
      { loc: "https://carstore-se.example/kop-bil/bil/4010122/volvo-v90", lastmod: null },
      {
        loc: "https://carstore-se.example/kop-bil/bil/7/%C3%A5%C3%A4%C3%B6%20bil",
        lastmod: null,
      },
    ]);
    expect(urlset(entries)).toContain("<lastmod>2026-11-18</lastmod>");
  });

  it("adds none for a site without a car detail path or a car index", async () => {
    const search = searchWith(async () => [{ car_id: "1", slug: "a" }]);
    expect(
      await carDetailSitemapEntries(search, sites["carstore-se"], settings(null), origin),
    ).toEqual([]);
    expect(
      await carDetailSitemapEntries(search, sites["f150-eu"], settings("/cars/car"), origin),
    ).toEqual([]);
    expect(search.carDetailEntries).not.toHaveBeenCalled();
  });

  it("logs a failure and adds none", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const search = searchWith(async () => {
      throw new Error("Unknown sitecoreSiteName");
    });
    expect(
      await carDetailSitemapEntries(search, sites["carstore-se"], settings("/kop-bil/bil"), origin),
    ).toEqual([]);
    expect(error).toHaveBeenCalledWith("sitemap.car-entries-unavailable", {
      site: "carstore-se",
      message: "Unknown sitecoreSiteName",
    });
    error.mockRestore();
  });

  it("splits content routes and cars together into an index of pages when large", async () => {
    const cars = Array.from({ length: 27 }, (_, i) => ({ car_id: String(i), slug: `car-${i}` }));
    const carEntries = await carDetailSitemapEntries(
      searchWith(async () => cars),
      sites["carstore-se"],
      settings("/kop-bil/bil"),
      origin,
    );
    const all = [...entries(3), ...carEntries];
    const index = sitemapDocument(all, `${origin}/sitemap.xml`, null, 10);
    expect(index).toContain("<sitemapindex");
    expect(index?.match(/<sitemap>/g)).toHaveLength(3);
    const last = sitemapDocument(all, `${origin}/sitemap.xml`, 3, 10);
    expect(last?.match(/<url>/g)).toHaveLength(10);
    expect(last).toContain(`<loc>${origin}/kop-bil/bil/26/car-26</loc>`);
  });
});

describe("dealer site entries", () => {
  const settings: SiteSettings = {
    name: "Carstore Sverige",
    url: "https://carstore-se.example",
    titleTemplate: "%s",
    gtmID: null,
    pathToCarList: null,
    pathToCarDetail: null,
    pathToSiteDetail: { url: "/anlaggningar/" },
    pathToKits: null,
  };
  const origin = "https://carstore-se.example";

  it("lists each site's page below the site list path, skipping sites without a slug", async () => {
    const dealerSites = vi.fn(async () => ({
      content: [
        { site_id: "1", slug: "carstore-goteborg" },
        { site_id: "2", slug: null },
      ],
      total_items: 2,
      limit: 100,
      offset: 0,
    }));
    const search = { dealerSites } as unknown as SearchClient;
    expect(await siteDetailSitemapEntries(search, sites["carstore-se"], settings, origin)).toEqual([
      { loc: "https://carstore-se.example/anlaggningar/carstore-goteborg" },
    ]);
    expect(dealerSites).toHaveBeenCalledWith("carstore-se", { limit: 100 });
  });

  it("has none without a site list path or a sites index", async () => {
    const search = { dealerSites: vi.fn() } as unknown as SearchClient;
    const without = { ...settings, pathToSiteDetail: null };
    expect(await siteDetailSitemapEntries(search, sites["carstore-se"], without, origin)).toEqual(
      [],
    );
    expect(await siteDetailSitemapEntries(search, sites["f150-eu"], settings, origin)).toEqual([]);
  });
});
