/**
 * Interface texts per site language. The CMS dictionary (a later issue) overrides these; they
 * are the defaults, so a site without a dictionary entry still reads in its own language.
 */
export interface UiTexts {
  homeLinkLabel: string;
  mainNavigation: string;
  footerNavigation: string;
  notFoundHeading: string;
  notFoundText: string;
  backToHome: string;
  errorHeading: string;
  errorText: string;
}

const texts: Record<string, UiTexts> = {
  sv: {
    homeLinkLabel: "%s, till startsidan",
    mainNavigation: "Huvudmeny",
    footerNavigation: "Sidfot",
    notFoundHeading: "Sidan kunde inte hittas",
    notFoundText: "Sidan du letar efter finns inte längre eller har flyttats.",
    backToHome: "Till startsidan",
    errorHeading: "Något gick fel",
    errorText: "Sidan kunde inte visas just nu. Försök igen om en liten stund.",
  },
  nb: {
    homeLinkLabel: "%s, til forsiden",
    mainNavigation: "Hovedmeny",
    footerNavigation: "Bunntekst",
    notFoundHeading: "Siden finnes ikke",
    notFoundText: "Siden du leter etter finnes ikke lenger eller er flyttet.",
    backToHome: "Til forsiden",
    errorHeading: "Noe gikk galt",
    errorText: "Siden kan ikke vises akkurat nå. Prøv igjen om litt.",
  },
  fi: {
    homeLinkLabel: "%s, etusivulle",
    mainNavigation: "Päävalikko",
    footerNavigation: "Alatunniste",
    notFoundHeading: "Sivua ei löytynyt",
    notFoundText: "Etsimääsi sivua ei enää ole tai se on siirretty.",
    backToHome: "Etusivulle",
    errorHeading: "Jokin meni vikaan",
    errorText: "Sivua ei voida näyttää juuri nyt. Yritä hetken kuluttua uudelleen.",
  },
  sk: {
    homeLinkLabel: "%s, na úvodnú stránku",
    mainNavigation: "Hlavné menu",
    footerNavigation: "Päta stránky",
    notFoundHeading: "Stránka sa nenašla",
    notFoundText: "Stránka, ktorú hľadáte, už neexistuje alebo bola presunutá.",
    backToHome: "Na úvodnú stránku",
    errorHeading: "Niečo sa pokazilo",
    errorText: "Stránku teraz nie je možné zobraziť. Skúste to o chvíľu znova.",
  },
  en: {
    homeLinkLabel: "%s, home page",
    mainNavigation: "Main menu",
    footerNavigation: "Footer",
    notFoundHeading: "Page not found",
    notFoundText: "The page you are looking for no longer exists or has moved.",
    backToHome: "Go to the home page",
    errorHeading: "Something went wrong",
    errorText: "The page cannot be shown right now. Please try again in a moment.",
  },
};

/** Texts for a language tag; the primary subtag decides ("en-GB" -> en), English by default. */
export function uiTexts(language: string): UiTexts {
  const primary = language.toLowerCase().split("-")[0] ?? "en";
  return texts[primary] ?? (texts.en as UiTexts);
}

export function fillTemplate(template: string, value: string): string {
  return template.replace("%s", value);
}
