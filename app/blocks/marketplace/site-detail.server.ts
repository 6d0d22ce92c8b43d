import type { MetaDescriptor } from "react-router";
import { redirect } from "react-router";
import { z } from "zod";
import type { DealerSite } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import { localizedPath } from "../../../sites/language-paths";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { cacheHeaders } from "../../lib/cache-control";
import { toCarCardData } from "../../marketplace/car-view";
import { dealerStructuredData } from "../../marketplace/dealer-structured-data";
import { toSiteDetailView, type SiteDetailView } from "../../marketplace/dealer-site-view";
import { cardTexts } from "../../marketplace/labels";
import { siteDetailHref, siteListPath } from "../../marketplace/site-paths";
import type { SiteDetailBlockData } from "./site-detail";

/** The SiteDetail rendering has no fields: the site comes from the slug below its page. */
export const siteDetailSchema = z.object({
  fields: z.object({}).passthrough().optional(),
  params: z.object({}).passthrough().optional(),
});

/** Latest arrivals on a site page: 12, oldest published first (specs/marketplace.md 7 and 9). */
export const LATEST_CARS_LIMIT = 12;
export const LATEST_CARS_SORT = "car_publishdate_asc";

/** The site of a slug, or null when the index has none (or the search failed: it logs that). */
async function siteBySlug(context: BlockDataContext, slug: string): Promise<DealerSite | null> {
  const response = await context.search.dealerSites(context.site.contentSiteName, {
    filters: { slug: [slug] },
    limit: 1,
  });
  const found = response.content[0];
  return found && found.slug?.toLowerCase() === slug.toLowerCase() ? found : null;
}

/** The site's cars, as the button's car list shows them: by website_city and car_site_name. */
function latestCars(context: BlockDataContext, site: DealerSite) {
  const filters: Record<string, string[]> = {};
  if (site.website_city) filters.website_city = [site.website_city];
  if (site.site_official_name) filters.car_site_name = [site.site_official_name];
  return context.search.searchCars(context.site.contentSiteName, {
    filters,
    limit: LATEST_CARS_LIMIT,
    sortName: LATEST_CARS_SORT,
    facets: [],
  });
}

function siteDetailMeta(
  context: BlockDataContext,
  site: DealerSite,
  view: SiteDetailView,
  canonical: string,
): MetaDescriptor[] {
  const { settings, t } = context;
  const title = settings.titleTemplate.replace("%s", view.name);
  const description = t("Dealer.PageDetailDescription", {
    name: view.name,
    address: [view.street, view.locality].filter(Boolean).join(", "),
  });
  const image = view.image ? new URL(view.image.src, settings.url).toString() : undefined;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "business.business" },
    { property: "og:title", content: view.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: settings.name },
    ...(image ? [{ property: "og:image", content: image }] : []),
    {
      "script:ld+json": dealerStructuredData(site, {
        url: canonical,
        ...(image ? { image } : {}),
        brands: view.brands,
        ...(view.coordinates ? { coordinates: view.coordinates } : {}),
      }),
    },
  ];
}

/**
 * The dealer site of the slug below the site list page (specs/marketplace.md 2, decision 0026).
 * An unknown slug, extra segments or a failed look-up redirect (302, not cached) to the site list,
 * logged; the list itself (no segments) is the SiteList block's, so this one renders nothing.
 */
export async function loadSiteDetail(
  context: BlockDataContext,
): Promise<SiteDetailBlockData | null> {
  const { site, settings, wildcardSegments, url } = context;
  if (wildcardSegments.length === 0) return null;
  const listPath = siteListPath(settings, site.defaultLanguage);
  const [slug = ""] = wildcardSegments;
  const toList = (reason: string, error?: unknown) => {
    logger.warn("dealer-site.redirect-to-list", {
      site: site.id,
      path: url.pathname,
      reason,
      ...(error ? { message: String(error) } : {}),
    });
    return redirect(localizedPath(site.languagePrefix, listPath), {
      status: 302,
      headers: cacheHeaders("noStore"),
    });
  };
  if (wildcardSegments.length > 1) throw toList("extra-segments");
  let dealer: DealerSite | null;
  try {
    dealer = await siteBySlug(context, slug);
  } catch (error) {
    throw toList("lookup-failed", error);
  }
  if (!dealer) throw toList("not-found");
  const view = toSiteDetailView(dealer, {
    language: site.defaultLanguage,
    locale: site.locale,
    now: new Date(),
    ...(settings.pathToCarList?.url ? { carListPath: settings.pathToCarList.url } : {}),
    serviceBooking: site.id === "automotive-se",
  });
  const detailPath = settings.pathToCarDetail?.url.trim();
  const cars = detailPath ? (await latestCars(context, dealer)).content : [];
  const carOptions = detailPath
    ? { locale: site.locale, currency: site.currency, detailPath, texts: cardTexts(context.t) }
    : null;
  const canonical = new URL(
    localizedPath(site.languagePrefix, siteDetailHref(listPath, dealer.slug ?? slug)),
    settings.url,
  ).toString();
  return {
    consumesWildcard: true,
    pageHead: siteDetailMeta(context, dealer, view, canonical),
    listPath,
    ...(context.mapsApiKey ? { mapsApiKey: context.mapsApiKey } : {}),
    site: {
      ...view,
      latestCars: carOptions ? cars.map((car) => toCarCardData(car, carOptions)) : [],
    },
  };
}

export const siteDetailLoader = defineBlockLoader(siteDetailSchema, (_props, _rendering, context) =>
  loadSiteDetail(context),
);
