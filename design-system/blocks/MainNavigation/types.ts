/**
 * A mega menu item as the main navigation shows it (specs: "Mega menu item": Title, Url, Type,
 * ButtonType, HideInNavigation, TopSelected, ImageUrl, Children), up to three levels deep.
 */
export interface MegaMenuItem {
  /** Stable key (the content item id). */
  id: string;
  Title: string;
  /** Where the item links to; empty when it only opens its children (not navigable). */
  Url: string;
  /** "CTAButton" shows the item as a call-to-action button. */
  Type?: string;
  /** The button variant of a CTA item: Primary, Secondary, Ghost, Ghost Contrast. */
  ButtonType?: string;
  /** Hidden items (and their children) are not shown. */
  HideInNavigation?: boolean;
  /** The item links to the current page or is an ancestor of it (see `markTopSelected`). */
  TopSelected?: boolean;
  /** A picture shown with a dropdown column (480x270). */
  ImageUrl?: string;
  /** The link leaves the site (an external link): it opens in a new tab. */
  External?: boolean;
  Children: MegaMenuItem[];
}

/** An extra navigation item (service links beside the menu): a link with a visible text. */
export interface ExtraNavItem {
  text: string;
  href: string;
  target?: string;
}

/** A language the site is published in (specs: "Language"), linking to the current page in it. */
export interface NavLanguage {
  /** Language code, e.g. "sv", "en". */
  name: string;
  /** The language's own name, e.g. "Svenska". */
  nativeName: string;
  /** The current page in that language. */
  href: string;
}

/** Texts of the navigation, in the site language (mainNavigationLabels(t)). */
export interface MainNavigationLabels {
  /** Name of the navigation landmark. */
  navigation: string;
  /** The hamburger button and the mobile menu's title. */
  menu: string;
  /** The mobile menu's close button. */
  closeMenu: string;
  /** The mobile menu's back action (from a sub-item to the top list). */
  back: string;
  /** The overflow dropdown's button. */
  more: string;
  /** Name of the language switcher. */
  language: string;
  /** The overview link of a navigable item with children, named after the item's title. */
  overview: (section: string) => string;
  /** The skip link before the header. */
  skipLink: string;
  /** Read after links that open in a new tab. */
  newTab: string;
}
