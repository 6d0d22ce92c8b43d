import { createContext, useCallback, useContext, type ReactNode } from "react";
import { localizedPath } from "../../sites/language-paths";

/**
 * The path prefix of the page's language ("" for the site's default language, "/sv" for
 * Swedish): content data holds item paths (`/osta-auto`), and the app puts them in the page's
 * language where it turns them into URLs (decision 0024).
 */
const LanguagePrefixContext = createContext("");

export function LanguagePrefixProvider({
  prefix,
  children,
}: {
  prefix: string;
  children: ReactNode;
}) {
  return <LanguagePrefixContext.Provider value={prefix}>{children}</LanguagePrefixContext.Provider>;
}

/** The prefix of the page's language ("" for the default language). */
export function useLanguagePrefix(): string {
  return useContext(LanguagePrefixContext);
}

/** A content path in the page's language: `/osta-auto` is `/sv/osta-auto` on a Swedish page. */
export function useLocalizedPath(): (path: string) => string {
  const prefix = useContext(LanguagePrefixContext);
  return useCallback((path: string) => localizedPath(prefix, path), [prefix]);
}
