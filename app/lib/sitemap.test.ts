import { describe, expect, it } from "vitest";
import { SITEMAP_PAGE_SIZE, sitemapDocument, urlset } from "./sitemap";

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
