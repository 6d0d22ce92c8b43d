import type { MainNavigationLabels } from "../../../design-system";

/** Dictionary keys of the main navigation's texts (authors override them per site). */
export const navigationTextKeys = {
  menu: "MainNavigation.Menu",
  closeMenu: "MainNavigation.CloseMenu",
  back: "MainNavigation.Back",
  more: "MainNavigation.More",
  language: "MainNavigation.Language",
  overview: "MainNavigation.Overview",
  skipLink: "MainNavigation.SkipToContent",
  newTab: "MainNavigation.OpensInNewTab",
} as const satisfies Record<Exclude<keyof MainNavigationLabels, "navigation">, string>;

type NavigationTexts = Record<keyof typeof navigationTextKeys, string>;

/** Defaults in each site language, for keys a site's dictionary lacks. */
const defaults: Record<string, NavigationTexts> = {
  sv: {
    menu: "Meny",
    closeMenu: "Stäng menyn",
    back: "Tillbaka",
    more: "Mer",
    language: "Språk",
    overview: "Allt inom %s",
    skipLink: "Hoppa till innehållet",
    newTab: "(öppnas i ny flik)",
  },
  nb: {
    menu: "Meny",
    closeMenu: "Lukk menyen",
    back: "Tilbake",
    more: "Mer",
    language: "Språk",
    overview: "Alt innen %s",
    skipLink: "Hopp til innholdet",
    newTab: "(åpnes i ny fane)",
  },
  fi: {
    menu: "Valikko",
    closeMenu: "Sulje valikko",
    back: "Takaisin",
    more: "Lisää",
    language: "Kieli",
    overview: "Näytä kaikki: %s",
    skipLink: "Siirry sisältöön",
    newTab: "(avautuu uuteen välilehteen)",
  },
  sk: {
    menu: "Menu",
    closeMenu: "Zavrieť menu",
    back: "Späť",
    more: "Viac",
    language: "Jazyk",
    overview: "Všetko v sekcii %s",
    skipLink: "Preskočiť na obsah",
    newTab: "(otvorí sa na novej karte)",
  },
  en: {
    menu: "Menu",
    closeMenu: "Close menu",
    back: "Back",
    more: "More",
    language: "Language",
    overview: "All in %s",
    skipLink: "Skip to main content",
    newTab: "(opens in new tab)",
  },
};

/** The navigation's default texts for a language tag ("en-GB" -> en; English otherwise). */
export function navigationTextDefaults(language: string): NavigationTexts {
  const primary = language.toLowerCase().split("-")[0] ?? "en";
  return defaults[primary] ?? (defaults.en as NavigationTexts);
}

/** The navigation's texts: the site dictionary's phrases, else the language defaults. */
export function navigationLabels(
  language: string,
  navigation: string,
  t: (key: string, fallback: string) => string,
): MainNavigationLabels {
  const fallback = navigationTextDefaults(language);
  const labels = Object.fromEntries(
    (Object.keys(navigationTextKeys) as (keyof typeof navigationTextKeys)[]).map((name) => [
      name,
      t(navigationTextKeys[name], fallback[name]),
    ]),
  ) as NavigationTexts;
  return { ...labels, navigation };
}
