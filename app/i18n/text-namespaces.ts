import type { TextNamespace } from "../../i18n/translate";

/*
 * Which catalogue namespaces a page's code can ask for, so the HTML carries only those texts
 * (issue 17: a home page's hydration data held the whole catalogue, about 33 KB). The root data
 * sends the shell's; each page's data sends those of the blocks it places. Kept complete by
 * text-namespaces.test.ts, which follows each block's imports and fails on a key of a namespace
 * not listed here. "Shell" is always sent, so it is not repeated per block.
 */

/** The root layout, the page route, the 404 page, the site header, navigation and footer. */
export const shellTextNamespaces = [
  "Shell",
  "MainNavigation",
  "Footer",
] as const satisfies readonly TextNamespace[];

/** The compare dock the root layout shows on sites with a car search. */
export const compareDockTextNamespaces = [
  "Marketplace",
  "Blocks",
] as const satisfies readonly TextNamespace[];

const marketplace = ["Blocks", "Marketplace"] as const;
const leadForm = ["CarContact", "Forms"] as const;

/** By CMS componentName (app/blocks/registry.ts), beyond the shell's. */
export const blockTextNamespaces: Readonly<Record<string, readonly TextNamespace[]>> = {
  SiteHeader: [],
  MainNavigation: [],
  Footer: [],
  AlertBanner: ["AlertBanner"],
  Breadcrumbs: ["Breadcrumbs"],
  ScrollToTop: ["ScrollToTop"],
  TextSection: [],
  CallToAction: [],
  Blurb: ["Blocks"],
  ColumnList: [],
  MessageBanner: ["MessageBanner"],
  HeroBanner: ["Blocks"],
  CarModelCards: ["Blocks"],
  Accordion: [],
  Countdown: ["Blocks"],
  DataTable: ["Blocks"],
  VideoEmbed: ["Blocks"],
  FileList: ["FileList"],
  TireHotel: ["TireHotel"],
  ServiceBooking: ["ServiceBooking", ...leadForm],
  WorkshopSites: ["Dealer"],
  SellCarForm: leadForm,
  ServiceRequestForm: leadForm,
  FormBuilder: leadForm,
  CarList: marketplace,
  CarDetail: [...marketplace, "CarDetail", "CarGallery", "CarContact", "Finance", "FinanceQuote"],
  CarOfTheWeek: marketplace,
  CarTeaser: marketplace,
  SiteTeaser: marketplace,
  SiteList: [...marketplace, "Dealer"],
  SiteDetail: [...marketplace, "Dealer"],
  KitCatalogue: [...marketplace, "Kits"],
  StoriesList: ["Stories"],
  StoriesTeaser: ["Stories"],
  StoryNavigation: ["Stories"],
  PublishInfo: ["Stories"],
  Locator: ["Locator"],
};

/** The namespaces the root data sends: the shell's, and the compare dock's where it shows. */
export function rootTextNamespaces(carSearch: boolean): TextNamespace[] {
  return [...shellTextNamespaces, ...(carSearch ? compareDockTextNamespaces : [])];
}

/**
 * The namespaces the blocks named need beyond what the root data already sends. An unknown
 * componentName (a block the registry lacks) renders a placeholder and needs none.
 */
export function blockNamespacesBeyondRoot(
  componentNames: Iterable<string>,
  carSearch: boolean,
): TextNamespace[] {
  const sent = new Set<TextNamespace>(rootTextNamespaces(carSearch));
  const needed = new Set<TextNamespace>();
  for (const name of componentNames) {
    const namespaces = Object.hasOwn(blockTextNamespaces, name) ? blockTextNamespaces[name] : [];
    for (const namespace of namespaces ?? []) if (!sent.has(namespace)) needed.add(namespace);
  }
  return [...needed];
}
