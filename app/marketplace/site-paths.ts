import { primaryLanguage, type Language, type LanguageTag } from "../../sites/manifest";

/**
 * The dealer site pages' path prefix in each language: a site card links to
 * `<prefix>/<site slug>` (specs service-flows 2.3). Route data, not an interface text, so it is
 * not in the message catalogues (authors could otherwise break the links by overriding it); the
 * specs do not name the prefixes, these are ours.
 */
const siteDetailPathPrefixes: Record<Language, string> = {
  sv: "/anlaggningar",
  nb: "/finn-oss",
  fi: "/loyda-meidat",
  sk: "/kontakty",
  en: "/find-us",
};

/** A dealer site's page: `/anlaggningar/<slug>` on a Swedish site. */
export function siteDetailHref(language: LanguageTag, slug: string): string {
  return `${siteDetailPathPrefixes[primaryLanguage(language)]}/${encodeURIComponent(slug)}`;
}
