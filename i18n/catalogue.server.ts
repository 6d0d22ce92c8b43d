import { languages, primaryLanguage, type Language, type LanguageTag } from "../sites/manifest";
import { createTranslator, type TextNamespace, type Texts, type Translate } from "./translate";
import en from "./messages/en.json";
import fi from "./messages/fi.json";
import nb from "./messages/nb.json";
import sk from "./messages/sk.json";
import sv from "./messages/sv.json";

/**
 * One message catalogue per language (i18n/messages/<lang>.json), namespaced by feature:
 * `{ "Shell": { "NotFoundHeading": "…" } }` is the key `Shell.NotFoundHeading`, the same key
 * authors use in the CMS dictionary to override it. A text resolves: the site's CMS dictionary,
 * then the site language's catalogue, then the default language's (decision 0016).
 * Server-side only: it holds every language; the browser gets one language's resolved texts and
 * formats them with i18n/translate.ts.
 */

/** The language whose catalogue completes any other (the specs: "Default language en"). */
export const defaultLanguage: Language = "en";

const catalogues: Record<Language, Readonly<Record<string, Record<string, string>>>> = {
  sv,
  nb,
  en,
  fi,
  sk,
};

function flatten(catalogue: Readonly<Record<string, Record<string, string>>>): Texts {
  const texts: Record<string, string> = {};
  for (const [namespace, messages] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(messages)) texts[`${namespace}.${key}`] = text;
  }
  return texts;
}

const flatCatalogues = Object.fromEntries(
  languages.map((language) => [language, flatten(catalogues[language])]),
) as Record<Language, Texts>;

/** Every key of a language's catalogue (for the completeness test). */
export function catalogueKeys(language: Language): string[] {
  return Object.keys(flatCatalogues[language]);
}

/**
 * Dictionary keys the specs name for authors (marketplace 2, "Car list load error"; marketplace 8,
 * the contact form's outcome; shell-and-content 8, the empty stories list) that predate the catalogue's namespaced keys: an entry under
 * either name overrides the text.
 */
const specifiedAuthorKeys: Readonly<Record<string, string>> = {
  "Marketplace.CarListError": "carListError",
  "Marketplace.CarListEmpty": "noSearchResults",
  "CarContact.Success": "carDetailFormSuccess",
  "CarContact.Error": "carDetailFormError",
  "Stories.NoResults": "storiesNoResults",
};

function authoredText(dictionary: Readonly<Record<string, string>>, key: string) {
  for (const name of [key, specifiedAuthorKeys[key]]) {
    const text = name && Object.hasOwn(dictionary, name) ? dictionary[name]?.trim() : undefined;
    if (text) return text;
  }
  return undefined;
}

const noDictionary: Readonly<Record<string, string>> = Object.freeze({});

/** Resolved sets kept per dictionary: languages × the namespace sets pages ask for are few. */
const maxResolvedPerDictionary = 256;

/**
 * Resolved texts by dictionary object, then language and namespaces. They are a pure function of
 * the three, and the content client hands back the same dictionary object while its reads are
 * fresh, so a page render resolves each set once per process, not once per request (decision
 * 0027). Frozen: every caller shares them.
 */
const resolvedTexts = new WeakMap<Readonly<Record<string, string>>, Map<string, Texts>>();

/**
 * The texts a site shows: every catalogue key (of the given namespaces only, when named), from
 * the CMS dictionary where authors wrote it (non-empty), else the language's catalogue, else the
 * default language's. Other dictionary keys are ignored: code only asks for catalogue keys.
 */
export function resolveTexts(
  language: LanguageTag,
  dictionary: Readonly<Record<string, string>> = noDictionary,
  namespaces?: Iterable<TextNamespace>,
): Texts {
  const wanted = namespaces ? [...namespaces] : undefined;
  const key = `${language}|${wanted ? wanted.join(",") : "*"}`;
  let byKey = resolvedTexts.get(dictionary);
  if (!byKey) resolvedTexts.set(dictionary, (byKey = new Map()));
  let texts = byKey.get(key);
  if (!texts) {
    if (byKey.size >= maxResolvedPerDictionary) byKey.clear();
    texts = Object.freeze(resolveTextsOnce(language, dictionary, wanted));
    byKey.set(key, texts);
  }
  return texts;
}

function resolveTextsOnce(
  language: LanguageTag,
  dictionary: Readonly<Record<string, string>>,
  namespaces: readonly string[] | undefined,
): Record<string, string> {
  const fallback = flatCatalogues[defaultLanguage];
  const own = flatCatalogues[primaryLanguage(language)] ?? {};
  const wanted = namespaces ? new Set(namespaces) : undefined;
  const texts: Record<string, string> = {};
  for (const key of Object.keys(fallback)) {
    if (wanted && !wanted.has(key.slice(0, key.indexOf(".")))) continue;
    texts[key] = authoredText(dictionary, key) || own[key] || (fallback[key] as string);
  }
  return texts;
}

/**
 * `t()` over a language's catalogue on the server, for texts a loader or route formats before
 * the page has its root data (car cards in a block loader, API error messages). CMS dictionary
 * overrides apply when the caller passes the site's dictionary.
 */
export function serverTranslator(
  language: LanguageTag,
  locale: string = language,
  dictionary: Readonly<Record<string, string>> = noDictionary,
): Translate {
  return createTranslator(resolveTexts(language, dictionary), locale);
}
