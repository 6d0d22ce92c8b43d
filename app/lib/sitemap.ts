import type { SiteSettings } from "../../api-adapters/content";
import type { SearchClient } from "../../api-adapters/search";
import { reportDegraded } from "../../api-adapters/shared/degradation";
import { logger } from "../../api-adapters/shared/logger";
import { carDetailHref } from "../marketplace/car-view";
import { siteDetailHref } from "../marketplace/site-paths";
import type { Site } from "../../sites/registry";

/** Entries per sitemap file: the protocol allows 50,000; we stay well under it and under 50 MB. */
export const SITEMAP_PAGE_SIZE = 45_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: string | null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ""}</url>`,
  );
  return `${header}<urlset ${namespace}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndex(sitemapUrls: readonly string[]): string {
  const items = sitemapUrls.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${header}<sitemapindex ${namespace}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The document for `/sitemap.xml[?page=n]`: a plain urlset while everything fits in one file,
 * otherwise a sitemap index pointing at `?page=1..n`, each page a urlset. Null for a page that
 * does not exist.
 */
export function sitemapDocument(
  entries: readonly SitemapEntry[],
  sitemapUrl: string,
  page: number | null,
  pageSize = SITEMAP_PAGE_SIZE,
): string | null {
  const pages = Math.max(1, Math.ceil(entries.length / pageSize));
  if (page === null) {
    if (pages === 1) return urlset(entries);
    return sitemapIndex(
      Array.from({ length: pages }, (_, index) => `${sitemapUrl}?page=${index + 1}`),
    );
  }
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return urlset(entries.slice((page - 1) * pageSize, page * pageSize));
}

/**
 * Whether a content route is the car detail page itself: a CMS route, but no page without a car
 * below it (it answers 404, decision 0023), so the sitemap lists its cars instead.
 */
export function isCarDetailPage(path: string, settings: SiteSettings): boolean {
  return isPathOf(path, settings.pathToCarDetail?.url);
}

/** Whether a content route is the kits page: for dealer staff, never listed (specs 6). */
export function isKitsPage(path: string, settings: SiteSettings): boolean {
  return isPathOf(path, settings.pathToKits?.url);
}

function isPathOf(path: string, settingPath: string | undefined): boolean {
  const trim = (value: string) => value.trim().replace(/\/+$/, "").toLowerCase();
  return settingPath !== undefined && trim(settingPath) !== "" && trim(path) === trim(settingPath);
}

/** A lastmod the protocol accepts (W3C datetime): kept when it parses as a date. */
function validLastmod(value: string | null | undefined): string | null {
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * The site's car detail pages from its search index, `<pathToCarDetail>/<car_id>/<slug>`, with
 * the car's indexed_at as lastmod. A site without a car index or a car detail path has none. The
 * adapter logs a failing search and gives what it has; anything it throws is logged here, so a
 * search failure never costs the content routes.
 */
export async function carDetailSitemapEntries(
  search: SearchClient,
  site: Site,
  settings: SiteSettings,
  origin: string,
): Promise<SitemapEntry[]> {
  const detailPath = settings.pathToCarDetail?.url.trim();
  if (!detailPath || !site.searchIndexes.cars) return [];
  try {
    const cars = await search.carDetailEntries(site.contentSiteName);
    return cars.map((car) => ({
      loc: new URL(carDetailHref(detailPath, car), origin).toString(),
      lastmod: validLastmod(car.indexed_at),
    }));
  } catch (error) {
    logger.error("sitemap.car-entries-unavailable", {
      site: site.id,
      message: error instanceof Error ? error.message : String(error),
    });
    reportDegraded("sitemap:cars");
    return [];
  }
}

/** Dealer sites a sitemap lists at most: every site of the index fits (the list's limit is 48). */
const SITEMAP_DEALER_SITES_LIMIT = 100;

/**
 * The site's dealer site pages from its sites index, `<pathToSiteDetail>/<slug>` (decision 0026).
 * A site without a sites index or a site list path has none; a failure is logged and leaves them
 * out, like the cars.
 */
export async function siteDetailSitemapEntries(
  search: SearchClient,
  site: Site,
  settings: SiteSettings,
  origin: string,
): Promise<SitemapEntry[]> {
  const listPath = settings.pathToSiteDetail?.url.trim().replace(/\/+$/, "");
  if (!listPath || !site.searchIndexes.sites) return [];
  try {
    const response = await search.dealerSites(site.contentSiteName, {
      limit: SITEMAP_DEALER_SITES_LIMIT,
    });
    return response.content.flatMap((dealer) =>
      dealer.slug?.trim()
        ? [{ loc: new URL(siteDetailHref(listPath, dealer.slug.trim()), origin).toString() }]
        : [],
    );
  } catch (error) {
    logger.error("sitemap.site-entries-unavailable", {
      site: site.id,
      message: error instanceof Error ? error.message : String(error),
    });
    reportDegraded("sitemap:sites");
    return [];
  }
}
