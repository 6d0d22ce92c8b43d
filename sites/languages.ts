import { pathLanguageSegment } from "./language-paths";
import { primaryLanguage, type LanguageTag } from "./manifest";
import { sites, type Site } from "./registry";

/*
 * A site's languages and their paths (decision 0024): the default language is served without a
 * prefix, each extra language under `/<tag>` (`/sv/osta-auto` is the page `/osta-auto` in
 * Swedish). Content paths are the same item paths in every language.
 */

/** The site's languages, the default first. */
export function siteLanguages(site: Pick<Site, "id">): LanguageTag[] {
  const entry = sites[site.id];
  return [entry.defaultLanguage, ...entry.extraLanguages];
}

/** The path prefix of one of the site's languages: "" for the default, "/sv" for Swedish. */
export function languagePrefix(site: Pick<Site, "id">, language: LanguageTag): string {
  return language === sites[site.id].defaultLanguage ? "" : `/${language.toLowerCase()}`;
}

/**
 * Number, date and currency formatting of a language on a site: the default language keeps the
 * manifest's locale, an extra one takes the site's region ("sv" on a Finnish site: "sv-FI"),
 * or the language alone where the runtime does not know that pair.
 */
export function localeOf(site: Pick<Site, "id">, language: LanguageTag): string {
  const entry = sites[site.id];
  if (language === entry.defaultLanguage) return entry.locale;
  const region = new Intl.Locale(entry.locale).region;
  const locale = region ? `${primaryLanguage(language)}-${region}` : language;
  return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : language;
}

/** The site as a request in one of its languages sees it: language, locale and path prefix. */
export function siteInLanguage(site: Pick<Site, "id">, language: LanguageTag): Site {
  return {
    ...sites[site.id],
    language,
    locale: localeOf(site, language),
    languagePrefix: languagePrefix(site, language),
  };
}

/** The language a path asks for on a site: an extra language's prefix, else the default. */
export function languageOfPath(site: Pick<Site, "id">, pathname: string): LanguageTag {
  const segment = pathLanguageSegment(pathname);
  const extra = sites[site.id].extraLanguages.find(
    (language) => language.toLowerCase() === segment,
  );
  return extra ?? sites[site.id].defaultLanguage;
}
