import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createTranslator, type Texts, type Translate } from "../../i18n/translate";

/**
 * The site's resolved texts (the root loader's `texts`: dictionary, then catalogue, then the
 * default language) and `t()` over them, for any component under the root layout.
 */
const TranslateContext = createContext<Translate | null>(null);

export function TextsProvider({
  texts,
  locale,
  children,
}: {
  texts: Texts;
  locale: string;
  children: ReactNode;
}) {
  const translate = useMemo(() => createTranslator(texts, locale), [texts, locale]);
  return <TranslateContext.Provider value={translate}>{children}</TranslateContext.Provider>;
}

/** `t(key, values)` of the current site; outside a site (the directory) keys show as themselves. */
export function useTranslate(): Translate {
  return useContext(TranslateContext) ?? showKey;
}

const showKey: Translate = (key) => key;
