/*
 * Realistic navigation data for stories and tests (Swedish, a dealer group): three levels,
 * a call-to-action item, hidden items, column pictures, extra items and two languages.
 */
import type { ExtraNavItem, MegaMenuItem, NavLanguage } from "./types";

const item = (
  id: string,
  Title: string,
  Url: string,
  Children: MegaMenuItem[] = [],
  extra: Partial<MegaMenuItem> = {},
): MegaMenuItem => ({ id, Title, Url, Children, ...extra });

const brands = (base: string, names: string[]) =>
  names.map((name) =>
    item(`${base}-${name.toLowerCase()}`, name, `${base}?car_brand=${encodeURIComponent(name)}`),
  );

/** A picture for columns; stories replace it with a drawn one (no network in Storybook). */
export const columnImageUrl = "/-/media/demo/nya-bilar.jpg";

export function demoMenu(imageUrl = columnImageUrl): MegaMenuItem[] {
  return [
    item("kop-bil", "Köp bil", "/kop-bil", [
      item(
        "nya-bilar",
        "Nya bilar",
        "/kop-bil/nya-bilar",
        brands("/kop-bil/nya-bilar", ["BMW", "MINI", "Porsche", "Ford"]),
        { ImageUrl: imageUrl },
      ),
      item(
        "begagnade-bilar",
        "Begagnade bilar",
        "/kop-bil/begagnade-bilar",
        brands("/kop-bil/begagnade-bilar", ["Volvo", "Volkswagen", "Toyota", "BMW", "Audi", "Kia"]),
        { ImageUrl: imageUrl },
      ),
      item("transportbilar", "Transportbilar", "/kop-bil/transportbilar"),
      item("elbilar", "Elbilar", "/kop-bil/elbilar"),
      item("salj-bil", "Sälj din bil", "/salj-bil", [], {
        Type: "CTAButton",
        ButtonType: "Secondary",
      }),
    ]),
    item("service", "Service och verkstad", "", [
      item("boka-service", "Boka service", "/service/boka"),
      item("dackhotell", "Däckhotell", "/service/dackhotell"),
      item("skadeverkstad", "Skadeverkstad", "/service/skadeverkstad"),
      item("hjulskifte", "Hjulskifte (dold)", "/service/hjulskifte", [], {
        HideInNavigation: true,
      }),
    ]),
    item("finansiering", "Finansiering", "/finansiering"),
    item("om-oss", "Om oss", "/om-oss", [
      item("kontakt", "Kontakt", "/kontakt"),
      item("jobba-hos-oss", "Jobba hos oss", "/om-oss/jobba-hos-oss"),
      item("press", "Press (dold)", "/om-oss/press", [], { HideInNavigation: true }),
    ]),
    item("kampanj", "Vinterkampanj (dold)", "/kampanj", [], { HideInNavigation: true }),
    item("boka", "Boka service", "/service/boka", [], { Type: "CTAButton", ButtonType: "Primary" }),
  ];
}

/** More top-level items than the desktop bar holds: the rest go into 'More'. */
export function demoMenuWithOverflow(imageUrl = columnImageUrl): MegaMenuItem[] {
  const menu = demoMenu(imageUrl);
  const cta = menu.pop() as MegaMenuItem;
  return [
    ...menu,
    item("foretag", "Företag", "/foretag", [
      item("foretagsleasing", "Företagsleasing", "/foretag/leasing"),
      item("fordonsflotta", "Fordonsflotta", "/foretag/fordonsflotta"),
    ]),
    item("laddboxar", "Laddboxar", "/laddboxar"),
    item("hallbarhet", "Hållbarhet", "/hallbarhet"),
    cta,
  ];
}

export const demoExtraItems: ExtraNavItem[] = [
  { text: "Hitta anläggning", href: "/anlaggningar" },
  { text: "Kundservice", href: "/kontakt" },
  { text: "Mina sidor", href: "https://minasidor.example", target: "_blank" },
];

export const demoLanguages: NavLanguage[] = [
  { name: "sv", nativeName: "Svenska", href: "/" },
  { name: "en", nativeName: "English", href: "/en" },
];
