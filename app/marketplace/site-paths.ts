import type { SiteSettings } from "../../api-adapters/content";
import { primaryLanguage, type Language, type LanguageTag } from "../../sites/manifest";

/**
 * The dealer site pages' path prefix in each language, used when the site settings name none
 * (pathToSiteDetail, decision 0026): the site list lives there and a site card links to
 * `<prefix>/<site slug>`. The demo settings name the same paths; the redirect tables send old
 * dealer URLs to them.
 */
const siteDetailPathPrefixes: Record<Language, string> = {
  sv: "/anlaggningar",
  nb: "/finn-oss",
  fi: "/loyda-meidat",
  sk: "/kontakty",
  en: "/find-us",
};

/** The site list path: the settings' pathToSiteDetail, else the language's default. */
export function siteListPath(
  settings: Pick<SiteSettings, "pathToSiteDetail">,
  language: LanguageTag,
): string {
  const configured = settings.pathToSiteDetail?.url.trim().replace(/\/+$/, "");
  return configured || siteDetailPathPrefixes[primaryLanguage(language)];
}

/** A dealer site's page: `/anlaggningar/<slug>` on a Swedish site. */
export function siteDetailHref(listPath: string, slug: string): string {
  return `${listPath}/${encodeURIComponent(slug)}`;
}
