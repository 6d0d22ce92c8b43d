import type en from "./messages/en.json";
import { formatMessage, type MessageValues } from "./format";

/** A catalogue key, typed from the default catalogue: `Shell.NotFoundHeading`. */
type Catalogue = typeof en;
type Namespace = keyof Catalogue & string;
/** A catalogue namespace (`Shell`): a page sends the texts of the namespaces its code uses. */
export type TextNamespace = Namespace;
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof Catalogue[N] & string}`;
}[Namespace];

/** Resolved texts of one site and language, by key: what the browser receives. */
export type Texts = Readonly<Record<string, string>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * `t(key, values)` over resolved texts (i18n/catalogue.ts resolves them on the server). A key
 * with no text shows itself, so a gap is visible (the catalogue test keeps every language
 * complete). Imports no catalogue, so it is safe in browser code.
 */
export function createTranslator(texts: Texts, locale: string): Translate {
  return (key, values) => formatMessage(texts[key] ?? key, values, locale);
}
