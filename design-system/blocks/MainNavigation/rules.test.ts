import { describe, expect, it } from "vitest";
import {
  callToActionVariant,
  CLOSE_DELAY_MS,
  closeDelay,
  COLUMN_IMAGE,
  COLUMN_IMAGE_MAX_CHILDREN,
  columnImageMode,
  dropHidden,
  HOME_HREF,
  isCallToAction,
  isCurrentPage,
  isHeaderTransparent,
  LARGE_MENU_MIN_WIDTH,
  LOGO_SIZE,
  LOGO_SMALL_BELOW,
  LOGO_SMALL_SCALE,
  logoSize,
  markTopSelected,
  MAX_VISIBLE_TOP_ITEMS,
  NAVIGATION_BREAKPOINT,
  showLanguageSwitcher,
  showsColumnImage,
  SOLID_HEADER_SCROLL_THRESHOLD,
  splitOverflow,
  usesDesktopMenu,
} from "./rules";
import type { MegaMenuItem } from "./types";

const node = (id: string, Url: string, Children: MegaMenuItem[] = [], extra = {}) =>
  ({ id, Title: id, Url, Children, ...extra }) satisfies MegaMenuItem;

const tree = () => [
  node("kop-bil", "/kop-bil", [
    node("nya", "/kop-bil/nya", [
      node("bmw", "/kop-bil/nya/bmw"),
      node("mini", "/kop-bil/nya/mini"),
    ]),
    node("begagnade", "/kop-bil/begagnade"),
  ]),
  node("service", "", [node("boka", "/service/boka")]),
  node("om-oss", "/om-oss"),
];

/** The ids of every item marked TopSelected, depth first. */
function selected(items: readonly MegaMenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.TopSelected ? [item.id] : []),
    ...selected(item.Children),
  ]);
}

describe("constants from the specs", () => {
  it("keeps the numbers the specs name", () => {
    expect(HOME_HREF).toBe("/");
    expect(NAVIGATION_BREAKPOINT).toBe(1280);
    expect(LARGE_MENU_MIN_WIDTH).toBe(1500);
    expect(COLUMN_IMAGE).toEqual({ width: 480, height: 270 });
    expect(COLUMN_IMAGE_MAX_CHILDREN).toBe(4);
    expect(LOGO_SIZE).toEqual({ width: 150, height: 55 });
    expect(LOGO_SMALL_SCALE).toBe(0.9);
    expect(LOGO_SMALL_BELOW).toBe(640);
    expect(SOLID_HEADER_SCROLL_THRESHOLD).toBe(100);
    expect(CLOSE_DELAY_MS).toEqual({ trigger: 200, panel: 600 });
    expect(MAX_VISIBLE_TOP_ITEMS).toBe(5);
  });
});

describe("markTopSelected", () => {
  it("marks the item whose Url equals the current URL and each of its ancestors", () => {
    expect(selected(markTopSelected(tree(), "/kop-bil/nya/bmw"))).toEqual([
      "kop-bil",
      "nya",
      "bmw",
    ]);
  });

  it("marks a top-level item alone when it is the page", () => {
    expect(selected(markTopSelected(tree(), "/om-oss"))).toEqual(["om-oss"]);
  });

  it("unmarks everything when nothing matches, even items marked before", () => {
    const marked = markTopSelected(tree(), "/kop-bil/nya/bmw");
    const result = markTopSelected(marked, "/finns-inte");
    expect(selected(result)).toEqual([]);
    expect(result[0]?.TopSelected).toBe(false);
  });

  it("never matches an item without a Url", () => {
    expect(selected(markTopSelected(tree(), ""))).toEqual([]);
  });

  it("ignores a trailing slash and a fragment, but not a query", () => {
    expect(selected(markTopSelected(tree(), "/kop-bil/begagnade/#filter"))).toEqual([
      "kop-bil",
      "begagnade",
    ]);
    expect(selected(markTopSelected(tree(), "/kop-bil/begagnade?sort=price"))).toEqual([]);
    const withQuery = [node("bmw", "/kop-bil?car_brand=BMW")];
    expect(selected(markTopSelected(withQuery, "/kop-bil?car_brand=BMW"))).toEqual(["bmw"]);
    expect(selected(markTopSelected(withQuery, "/kop-bil"))).toEqual([]);
  });

  it("does not change the tree it is given", () => {
    const input: MegaMenuItem[] = tree();
    markTopSelected(input, "/om-oss");
    expect(input[2]?.TopSelected).toBeUndefined();
  });
});

describe("isCurrentPage", () => {
  it("compares paths, not prefixes", () => {
    expect(isCurrentPage({ Url: "/kop-bil" }, "/kop-bil")).toBe(true);
    expect(isCurrentPage({ Url: "/kop-bil" }, "/kop-bil/nya")).toBe(false);
    expect(isCurrentPage({ Url: "" }, "/")).toBe(false);
  });
});

describe("dropHidden", () => {
  it("drops hidden items at every level, with their children", () => {
    const items = [
      node("a", "/a", [node("a1", "/a/1", [], { HideInNavigation: true }), node("a2", "/a/2")]),
      node("b", "/b", [node("b1", "/b/1")], { HideInNavigation: true }),
    ];
    const result = dropHidden(items);
    expect(result.map((item) => item.id)).toEqual(["a"]);
    expect(result[0]?.Children.map((item) => item.id)).toEqual(["a2"]);
  });
});

describe("call-to-action items", () => {
  it("are the items of Type CTAButton", () => {
    expect(isCallToAction({ Type: "CTAButton" })).toBe(true);
    expect(isCallToAction({ Type: "Link" })).toBe(false);
    expect(isCallToAction({})).toBe(false);
  });

  it("map ButtonType to the design-system Button variants", () => {
    expect(callToActionVariant({ ButtonType: "Primary" })).toBe("Primary");
    expect(callToActionVariant({ ButtonType: "Secondary" })).toBe("Secondary");
    expect(callToActionVariant({ ButtonType: "Ghost" })).toBe("Ghost");
    // Ghost Contrast would vanish on the light dropdown panels: Ghost follows the text colour.
    expect(callToActionVariant({ ButtonType: "Ghost Contrast" })).toBe("Ghost");
    expect(callToActionVariant({ ButtonType: "Orange" })).toBe("Primary");
    expect(callToActionVariant({})).toBe("Primary");
  });
});

describe("'More' overflow", () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it("keeps every item in the bar while they fit", () => {
    expect(splitOverflow(items(5))).toEqual({ visible: [1, 2, 3, 4, 5], overflow: [] });
  });

  it("moves the rest into 'More', which takes the last place", () => {
    expect(splitOverflow(items(6))).toEqual({ visible: [1, 2, 3, 4], overflow: [5, 6] });
    expect(splitOverflow(items(8), 6)).toEqual({ visible: [1, 2, 3, 4, 5], overflow: [6, 7, 8] });
  });

  it("keeps at least 'More' for a nonsense maximum", () => {
    expect(splitOverflow(items(3), 0)).toEqual({ visible: [], overflow: [1, 2, 3] });
  });
});

describe("language switcher", () => {
  const language = (name: string) => ({ name, nativeName: name, href: `/${name}` });

  it("shows only when more than one language is enabled", () => {
    expect(showLanguageSwitcher([])).toBe(false);
    expect(showLanguageSwitcher(undefined)).toBe(false);
    expect(showLanguageSwitcher([language("sv")])).toBe(false);
    expect(showLanguageSwitcher([language("sv"), language("en")])).toBe(true);
  });
});

describe("column pictures", () => {
  const column = (children: number, ImageUrl?: string) => ({
    ImageUrl,
    Children: Array.from({ length: children }, (_, index) => node(`c${index}`, `/c/${index}`)),
  });

  it("show with 4 or fewer children at any width", () => {
    expect(columnImageMode(column(4, "/x.jpg"))).toBe("always");
    expect(showsColumnImage(column(4, "/x.jpg"), 1280)).toBe(true);
  });

  it("show with more children only on screens wider than 1500px", () => {
    expect(columnImageMode(column(5, "/x.jpg"))).toBe("large");
    expect(showsColumnImage(column(5, "/x.jpg"), 1500)).toBe(false);
    expect(showsColumnImage(column(5, "/x.jpg"), 1501)).toBe(true);
  });

  it("never show without a picture", () => {
    expect(columnImageMode(column(2))).toBe("none");
    expect(showsColumnImage(column(2), 1920)).toBe(false);
  });
});

describe("hover close delays", () => {
  it("are 200ms leaving a button and 600ms leaving an open panel", () => {
    expect(closeDelay("trigger")).toBe(200);
    expect(closeDelay("panel")).toBe(600);
  });
});

describe("layout by screen width", () => {
  it("scales the 150x55 logo by 0.9 below 640px", () => {
    expect(logoSize(639)).toEqual({ width: 135, height: 49.5 });
    expect(logoSize(640)).toEqual({ width: 150, height: 55 });
  });

  it("uses the desktop mega menu from 1280px up, the hamburger below", () => {
    expect(usesDesktopMenu(1279)).toBe(false);
    expect(usesDesktopMenu(1280)).toBe(true);
  });
});

describe("transparent header", () => {
  it("is transparent on the home path when asked, until scrolled past 100px", () => {
    const home = { transparentOnHome: true, path: "/" };
    expect(isHeaderTransparent({ ...home, scrollY: 0 })).toBe(true);
    expect(isHeaderTransparent({ ...home, scrollY: 100 })).toBe(true);
    expect(isHeaderTransparent({ ...home, scrollY: 101 })).toBe(false);
  });

  it("is solid on other paths and when authors did not ask for it", () => {
    expect(isHeaderTransparent({ transparentOnHome: true, path: "/om-oss", scrollY: 0 })).toBe(
      false,
    );
    expect(isHeaderTransparent({ transparentOnHome: false, path: "/", scrollY: 0 })).toBe(false);
  });
});
