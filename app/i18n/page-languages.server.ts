import type { ContentClient, Language } from "../../api-adapters/content";
import { reportDegraded } from "../../api-adapters/shared/degradation";
import { logger } from "../../api-adapters/shared/logger";
import { contentPathOf, localizedPath } from "../../sites/language-paths";
import { languagePrefix, siteLanguages } from "../../sites/languages";
import type { LanguageTag } from "../../sites/manifest";
import type { Site } from "../../sites/registry";

/** The page a language list is for: its item path and the URL it was asked under. */
export interface PageLanguagesInput {
  content: ContentClient;
  site: Site;
  /** The page's item path (for a wildcard page, the path its layout was found under). */
  path: string;
  /** The request URL: its path below the item (filter segments) is kept in each language. */
  url: URL;
}

/**
 * A language tag's name, made once per tag and process: making an `Intl.DisplayNames` was most
 * of the language list's cost on every page render (decision 0027).
 */
function onceByTag(name: (tag: LanguageTag) => string): (tag: LanguageTag) => string {
  const names = new Map<LanguageTag, string>();
  return (tag) => {
    let known = names.get(tag);
    if (known === undefined) names.set(tag, (known = name(tag)));
    return known;
  };
}

/** "svenska" -> "Svenska": a language's own name, as a list item starts. */
const nativeNameOf = onceByTag((tag) => {
  const name = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
});

const englishNameOf = onceByTag(
  (tag) => new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag,
);

/**
 * The page in each of the site's languages, the default first: where the content service has
 * the page in that language, its path under the language's prefix (`/sv/osta-auto/volvo` for
 * `/osta-auto/volvo`), else that language's home (`/sv`). Names are the language's own
 * (Intl), so the list does not depend on which versions exist. A site with one language gets an
 * empty list (no switcher, no alternates) without asking the content service; when the service
 * fails, every other language links to its home (logged, the page is marked degraded).
 */
export async function pageLanguages({
  content,
  site,
  path,
  url,
}: PageLanguagesInput): Promise<Language[]> {
  const tags = siteLanguages(site);
  if (tags.length < 2) return [];
  const available = await content
    .getLanguages(site.contentSiteName, path, site.language)
    .then(({ available }) => new Set(available.map((language) => language.name.toLowerCase())))
    .catch((error: unknown) => {
      logger.warn("page.languages-unavailable", {
        site: site.id,
        path,
        message: error instanceof Error ? error.message : String(error),
      });
      reportDegraded("content:languages");
      return new Set([site.language.toLowerCase()]);
    });
  const requestPath = contentPathOf(site.languagePrefix, url.pathname);
  return tags.map((tag) => {
    const prefix = languagePrefix(site, tag);
    const exists = tag === site.language || available.has(tag.toLowerCase());
    return {
      name: tag,
      displayName: nativeNameOf(tag),
      englishName: englishNameOf(tag),
      nativeName: nativeNameOf(tag),
      url: { path: exists ? localizedPath(prefix, requestPath) : prefix || "/" },
    };
  });
}
