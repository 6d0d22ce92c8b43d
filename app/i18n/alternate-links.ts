import type { Language } from "../../api-adapters/content";

/**
 * `<link rel="alternate" hreflang>` for each language of the page, and x-default for the
 * default language's (the first), as absolute URLs on the site's own origin.
 */
export function alternateLinks(
  languages: readonly Language[],
  siteUrl: string,
): { tagName: "link"; rel: "alternate"; hrefLang: string; href: string }[] {
  const links = languages.map((language) => ({
    tagName: "link" as const,
    rel: "alternate" as const,
    hrefLang: language.name,
    href: new URL(language.url.path, siteUrl).toString(),
  }));
  const first = links[0];
  return first ? [...links, { ...first, hrefLang: "x-default" }] : [];
}
