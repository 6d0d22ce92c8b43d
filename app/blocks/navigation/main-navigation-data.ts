import type { Language, NavigationItem } from "../../../api-adapters/content";
import {
  normalisePath,
  type ExtraNavItem,
  type MegaMenuItem,
  type NavLanguage,
} from "../../../design-system";
import { isSafeHref } from "../../composer/url-safety";

const byPosition =
  (key: "posInMenu" | "orderInDropdown") => (a: NavigationItem, b: NavigationItem) =>
    a[key] - b[key];

function toMegaMenuItem(item: NavigationItem): MegaMenuItem {
  const Children = [...item.children].sort(byPosition("orderInDropdown")).map(toMegaMenuItem);
  const external = item.externalLink?.value.href.trim() ?? "";
  const externalHref = external && isSafeHref(external) ? external : "";
  // An item with children opens them; it links to its own page only when authors allow it.
  const navigable = Children.length === 0 || item.isNavigableInMenuWhenItHasChildren;
  return {
    id: item.id,
    Title: item.navigationTitle?.value.trim() || item.name,
    Url: externalHref || (navigable ? item.url.path : ""),
    External: /^https?:/i.test(externalHref),
    HideInNavigation: item.hideInNavigation,
    Children,
  };
}

/**
 * The content service's navigation tree (Navigation items) as mega menu items: titles from
 * navigationTitle (else the item name), top-level items ordered by posInMenu and children by
 * orderInDropdown, external links (safe ones only) instead of the item path, and no link on an
 * item with children unless isNavigableInMenuWhenItHasChildren. Hidden items keep their flag:
 * the component drops them.
 */
export function toMegaMenuItems(items: readonly NavigationItem[]): MegaMenuItem[] {
  return [...items].sort(byPosition("posInMenu")).map(toMegaMenuItem);
}

/** Whether an authored item stands for a tree item: the same Url, or the same Title for an item without a page. */
function sameItem(treeItem: MegaMenuItem, extra: MegaMenuItem): boolean {
  if (treeItem.Url && extra.Url) return normalisePath(treeItem.Url) === normalisePath(extra.Url);
  return !treeItem.Url && treeItem.Title.trim().toLowerCase() === extra.Title.trim().toLowerCase();
}

/**
 * Mega menu items authored on the rendering (call-to-action buttons, column pictures) merged
 * into the tree, level by level: an authored item that stands for a tree item at the same level
 * (the same Url; for a tree item without a page, the same Title) adds its Type, ButtonType,
 * ImageUrl and HideInNavigation to that item and merges its children; any other authored item
 * is appended at that level. The tree keeps its titles, links and order.
 */
export function mergeAuthoredItems(
  tree: readonly MegaMenuItem[],
  authored: readonly MegaMenuItem[],
): MegaMenuItem[] {
  const result = [...tree];
  for (const extra of authored) {
    const index = result.findIndex((item) => sameItem(item, extra));
    const match = index === -1 ? undefined : result[index];
    if (!match) {
      result.push(extra);
      continue;
    }
    result[index] = {
      ...match,
      Type: extra.Type || match.Type,
      ButtonType: extra.ButtonType || match.ButtonType,
      ImageUrl: extra.ImageUrl || match.ImageUrl,
      HideInNavigation: Boolean(match.HideInNavigation || extra.HideInNavigation),
      Children: mergeAuthoredItems(match.Children, extra.Children),
    };
  }
  return result;
}

/** Extra nav items as authored (Title, Link with href, text, target). */
export interface ExtraItemFields {
  Title?: { value: string };
  Link?: { value: { href: string; text: string; target?: string } };
}

/**
 * Extra items need a non-empty Title or link text (specs) and a link; the rest are dropped.
 * The Title wins over the link text.
 */
export function toExtraItems(items: readonly { fields: ExtraItemFields }[]): ExtraNavItem[] {
  return items.flatMap(({ fields }) => {
    const text = fields.Title?.value.trim() || fields.Link?.value.text.trim() || "";
    const href = fields.Link?.value.href.trim() ?? "";
    if (!text || !href || !isSafeHref(href)) return [];
    const target = fields.Link?.value.target || undefined;
    return [{ text, href, ...(target ? { target } : {}) }];
  });
}

/** The site's languages for the switcher, each linking to the current page in it. */
export function toNavLanguages(languages: readonly Language[]): NavLanguage[] {
  return languages.map((language) => ({
    name: language.name,
    nativeName: language.nativeName || language.displayName || language.name,
    href: language.url.path,
  }));
}
