import { brandThemes } from "../../brand-themes";
import { sanitizeRichText } from "../blocks/content/rich-text.server";
import { resolveTexts, serverTranslator } from "../../i18n/catalogue.server";
import { createTranslator } from "../../i18n/translate";
import type { LanguageTag } from "../../sites/manifest";
import type { BlockContext, BlockDataContext } from "./block";

/** The site texts a test renders with: Swedish (the test site's language) plus dictionary entries. */
export function testTranslate(
  dictionary: Record<string, string> = {},
  language: LanguageTag = "sv",
) {
  return createTranslator(resolveTexts(language, dictionary), language);
}

/** A block context for tests of the composer and block bindings. */
export function testBlockContext(overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    brand: brandThemes["carstore-se"],
    siteName: "Carstore Sverige",
    language: "sv",
    path: "/",
    pageEditing: false,
    locale: "sv-SE",
    currency: "SEK",
    t: testTranslate(),
    settings: {
      name: "Carstore Sverige",
      url: "https://carstore-se.example",
      titleTemplate: "%s | Carstore",
      gtmID: null,
      pathToCarList: { url: "/kop-bil" },
      pathToCarDetail: { url: "/kop-bil/bil" },
      pathToSiteDetail: null,
      pathToKits: null,
    },
    ...overrides,
  };
}

/**
 * A block data context for tests of block loaders: the clients a test does not pass throw when
 * used, so a loader that calls an unexpected upstream fails loudly.
 */
export function testBlockDataContext(
  overrides: Partial<BlockDataContext> & Pick<BlockDataContext, "site">,
): BlockDataContext {
  const unexpected = (name: string) =>
    new Proxy({} as never, {
      get: (_target, property) => () => {
        throw new Error(`unexpected ${name}.${String(property)} call in this test`);
      },
    });
  const path = overrides.path ?? "/";
  return {
    content: unexpected("content"),
    search: unexpected("search"),
    settings: testBlockContext().settings,
    path,
    url: new URL(`https://${overrides.site.id}.example${path}`),
    wildcardSegments: [],
    sanitizeRichText,
    t: serverTranslator(overrides.site.language, overrides.site.locale),
    ...overrides,
  };
}
