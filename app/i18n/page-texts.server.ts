import type { ContentClient } from "../../api-adapters/content";
import { resolveTexts } from "../../i18n/catalogue.server";
import type { Texts } from "../../i18n/translate";
import type { Site } from "../../sites/registry";
import { componentNamesOf } from "../composer/lazy-block";
import type { PreparedPlaceholders } from "../composer/prepare-renderings.server";
import { blockNamespacesBeyondRoot } from "./text-namespaces";

/**
 * The texts the blocks in these placeholders ask for beyond the root data's (the shell's), with
 * the site's CMS dictionary applied like the root's: sent with the page's data, so a page carries
 * only the catalogue namespaces it uses (app/i18n/text-namespaces.ts).
 */
export async function blockTexts(
  content: ContentClient,
  site: Site,
  placeholders: PreparedPlaceholders | undefined,
): Promise<Texts> {
  const namespaces = blockNamespacesBeyondRoot(
    componentNamesOf(placeholders),
    site.features.carSearch,
  );
  if (namespaces.length === 0) return {};
  const dictionary = await content.getDictionary(site.contentSiteName, site.language);
  return resolveTexts(site.language, dictionary, namespaces);
}
