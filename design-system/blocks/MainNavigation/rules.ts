import { toButtonVariant, type ButtonVariant } from "../../primitives/Button/variant";
import { breakpoints } from "../../theme/scales";
import type { MegaMenuItem, NavLanguage } from "./types";

/** The home link of the header (specs: "Home link is /"). */
export const HOME_HREF = "/";

/** Desktop mega menu from this width up; the hamburger menu below it (specs: 1280px). */
export const NAVIGATION_BREAKPOINT = breakpoints.lg;

/** Dropdown columns show their picture on screens wider than this (specs: above 1500px). */
export const LARGE_MENU_MIN_WIDTH = breakpoints.xl;

/** Dropdown column pictures (specs: 480x270). */
export const COLUMN_IMAGE = { width: 480, height: 270 } as const;

/** A column with this many children or fewer always shows its picture. */
export const COLUMN_IMAGE_MAX_CHILDREN = 4;

/** The brand logo's default size, scaled by `LOGO_SMALL_SCALE` below `LOGO_SMALL_BELOW` px. */
export const LOGO_SIZE = { width: 150, height: 55 } as const;
export const LOGO_SMALL_SCALE = 0.9;
export const LOGO_SMALL_BELOW = breakpoints.sm;

/** The transparent home header turns solid once the page is scrolled past this (px). */
export const SOLID_HEADER_SCROLL_THRESHOLD = 100;

/**
 * Hover close delays (specs: 200ms, 600ms on some hover paths). The pointer leaving a top-level
 * button (or the language or 'More' button) closes its dropdown after 200ms, time enough to move
 * down into the panel. The pointer leaving an open panel closes it after 600ms: panels are wide,
 * and a pointer crossing a panel's edge on its way to a far column or back to the bar should not
 * make the menu flicker shut.
 */
export const CLOSE_DELAY_MS = { trigger: 200, panel: 600 } as const;
export type HoverPath = keyof typeof CLOSE_DELAY_MS;

export function closeDelay(path: HoverPath): number {
  return CLOSE_DELAY_MS[path];
}

/**
 * 'More' overflow rule: the desktop bar holds at most this many top-level entries. With more
 * items than that, the first `MAX_VISIBLE_TOP_ITEMS - 1` stay in the bar and the rest move into
 * the 'More' dropdown, which takes the last place. Call-to-action items sit apart on the right
 * and do not count. Five entries of up to about twenty characters ("Service och verkstad") fit
 * the 1280px bar beside the logo and a call-to-action button. A count, not a measurement: the
 * server and every browser agree, and nothing shifts after hydration.
 */
export const MAX_VISIBLE_TOP_ITEMS = 5;

/** Type of a mega menu item shown as a call-to-action button. */
export const CTA_TYPE = "CTAButton";

export function isCallToAction(item: Pick<MegaMenuItem, "Type">): boolean {
  return item.Type === CTA_TYPE;
}

/**
 * The design-system Button variant of a CTA item: ButtonType as authored (unknown values are
 * Primary), except "Ghost Contrast", which becomes "Ghost". The menu places its buttons on the
 * header and on light dropdown panels; Ghost takes the text colour of wherever it sits, so it
 * stays readable on both, where Ghost Contrast (light text) would vanish on a light panel.
 */
export function callToActionVariant(item: Pick<MegaMenuItem, "ButtonType">): ButtonVariant {
  const variant = toButtonVariant(item.ButtonType);
  return variant === "Ghost Contrast" ? "Ghost" : variant;
}

/** Items flagged hidden are dropped, with their children (specs). */
export function dropHidden(items: readonly MegaMenuItem[]): MegaMenuItem[] {
  return items
    .filter((item) => !item.HideInNavigation)
    .map((item) => ({ ...item, Children: dropHidden(item.Children) }));
}

/**
 * URLs compare without a fragment and without a trailing slash on the path ("/om-oss/" equals
 * "/om-oss"); a query is part of the URL ("/kop-bil?car_brand=BMW" is not "/kop-bil").
 */
export function normalisePath(url: string): string {
  const [withoutFragment = ""] = url.split("#");
  const queryStart = withoutFragment.indexOf("?");
  const path = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const query = queryStart === -1 ? "" : withoutFragment.slice(queryStart);
  return (path.length > 1 ? path.replace(/\/+$/, "") : path) + query;
}

/** Whether an item links to the current page (it gets `aria-current="page"`). */
export function isCurrentPage(item: Pick<MegaMenuItem, "Url">, url: string): boolean {
  return item.Url !== "" && normalisePath(item.Url) === normalisePath(url);
}

/**
 * Navigation marking (specs, "Other helpers"): the item whose Url equals the current URL is
 * marked TopSelected, and so is each of its ancestors; if nothing matches, every item is
 * unmarked. When several items link to the page, each of their trails is marked.
 */
export function markTopSelected(tree: readonly MegaMenuItem[], url: string): MegaMenuItem[] {
  return tree.map((item) => {
    const Children = markTopSelected(item.Children, url);
    const TopSelected = isCurrentPage(item, url) || Children.some((child) => child.TopSelected);
    return { ...item, TopSelected, Children };
  });
}

/** The 'More' overflow: which top-level items stay in the bar and which move into 'More'. */
export function splitOverflow<T>(
  items: readonly T[],
  max: number = MAX_VISIBLE_TOP_ITEMS,
): { visible: T[]; overflow: T[] } {
  const limit = Math.max(1, Math.floor(max));
  if (items.length <= limit) return { visible: [...items], overflow: [] };
  return { visible: items.slice(0, limit - 1), overflow: items.slice(limit - 1) };
}

/** The language switcher shows only when more than one site language is enabled (specs). */
export function showLanguageSwitcher(languages: readonly NavLanguage[] | null | undefined) {
  return (languages?.length ?? 0) > 1;
}

/**
 * When a dropdown column shows its picture: "always" with 4 or fewer children, "large" (only
 * on screens wider than 1500px) with more, "none" without a picture.
 */
export type ColumnImageMode = "none" | "always" | "large";

export function columnImageMode(
  column: Pick<MegaMenuItem, "ImageUrl" | "Children">,
): ColumnImageMode {
  if (!column.ImageUrl) return "none";
  return column.Children.length <= COLUMN_IMAGE_MAX_CHILDREN ? "always" : "large";
}

/** The same rule at a given screen width (the CSS applies it with a media query). */
export function showsColumnImage(
  column: Pick<MegaMenuItem, "ImageUrl" | "Children">,
  viewportWidth: number,
): boolean {
  const mode = columnImageMode(column);
  return mode === "always" || (mode === "large" && viewportWidth > LARGE_MENU_MIN_WIDTH);
}

/** The logo's size at a screen width: 150x55, scaled by 0.9 below 640px. */
export function logoSize(viewportWidth: number): { width: number; height: number } {
  const scale = viewportWidth < LOGO_SMALL_BELOW ? LOGO_SMALL_SCALE : 1;
  return { width: LOGO_SIZE.width * scale, height: LOGO_SIZE.height * scale };
}

/** Whether the desktop mega menu (true) or the hamburger menu (false) shows at a width. */
export function usesDesktopMenu(viewportWidth: number): boolean {
  return viewportWidth >= NAVIGATION_BREAKPOINT;
}

/**
 * The header is transparent only on the home path, when authors ask for it, until the page is
 * scrolled past 100px; otherwise it is solid.
 */
export function isHeaderTransparent({
  transparentOnHome,
  path,
  scrollY,
}: {
  transparentOnHome: boolean;
  path: string;
  scrollY: number;
}): boolean {
  return (
    transparentOnHome &&
    normalisePath(path) === HOME_HREF &&
    scrollY <= SOLID_HEADER_SCROLL_THRESHOLD
  );
}
