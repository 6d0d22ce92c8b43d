import { logger } from "../../api-adapters/shared/logger";
import { cacheHeaders } from "../lib/cache-control";
import {
  carDetailSitemapEntries,
  isCarDetailPage,
  isKitsPage,
  siteDetailSitemapEntries,
  sitemapDocument,
  type SitemapEntry,
} from "../lib/sitemap";
import { siteSettings } from "../../sites/settings";
import { siteOrigin } from "../../sites/request-site";
import { localizedPath } from "../../sites/language-paths";
import { languagePrefix, siteLanguages } from "../../sites/languages";
import type { Route } from "./+types/api.sitemap";

/**
 * `/sitemap.xml` per site: every content route from the content service in each of the site's
 * languages, then the site's dealer
 * site pages and car detail pages from the search index. Without the content routes there is no sitemap (503); a
 * search failure only leaves the cars out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const resolution = context.site;
  if (resolution.kind !== "site") return new Response("Not found", { status: 404 });
  const { site } = resolution;
  const pageParam = new URL(request.url).searchParams.get("page");
  const origin = siteOrigin(request, context, site);
  const content = context.upstream.content;
  // Never rejects (a failure gives the fallback settings), nor do the car entries.
  const settings = siteSettings(content, site);
  const carEntries = settings.then((resolved) =>
    carDetailSitemapEntries(context.upstream.search, site, resolved, origin),
  );
  const siteEntries = settings.then((resolved) =>
    siteDetailSitemapEntries(context.upstream.search, site, resolved, origin),
  );

  let entries: SitemapEntry[];
  try {
    // Each language's pages under its prefix (decision 0024), the default language first.
    const byLanguage = await Promise.all(
      siteLanguages(site).map(async (language) => {
        const prefix = languagePrefix(site, language);
        const [routes, resolved] = await Promise.all([
          content.getSiteRoutes(site.contentSiteName, language),
          settings,
        ]);
        return routes
          .filter(
            (route) => !isCarDetailPage(route.path, resolved) && !isKitsPage(route.path, resolved),
          )
          .map((route) => ({
            loc: new URL(localizedPath(prefix, route.path), origin).toString(),
            lastmod: route.updated,
          }));
      }),
    );
    entries = byLanguage.flat();
  } catch (error) {
    logger.error("sitemap.unavailable", { site: site.id, message: String(error) });
    return new Response("Sitemap unavailable", { status: 503, headers: cacheHeaders("noStore") });
  }
  entries.push(...(await siteEntries), ...(await carEntries));

  const xml = sitemapDocument(
    entries,
    `${origin}/sitemap.xml`,
    pageParam === null ? null : Number(pageParam),
  );
  if (xml === null)
    return new Response("Not found", { status: 404, headers: cacheHeaders("notFound") });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", ...cacheHeaders("publicFile") },
  });
}
