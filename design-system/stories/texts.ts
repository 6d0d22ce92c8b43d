import { resolveTexts } from "../../i18n/catalogue.server";
import { createTranslator, type Translate } from "../../i18n/translate";
import type { Language } from "../../sites/manifest";

/**
 * `t()` of a site with no dictionary entries, for stories and component tests: they show the
 * catalogue's texts (i18n/messages/<lang>.json), resolved as the app resolves a site's, and build
 * their labels with the same builders as the app (e.g. flows/marketplace-labels.ts).
 */
export function storyTranslator(language: Language, locale: string = language): Translate {
  return createTranslator(resolveTexts(language), locale);
}

/** Stories vary by brand, not by language: Swedish is the language they show. */
export const storyTranslate = storyTranslator("sv", "sv-SE");
