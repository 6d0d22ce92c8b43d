import type { Page } from "@playwright/test";

/** Two interactive elements drawn over each other, as the crawl reports them. */
export interface Overlap {
  first: string;
  second: string;
}

/**
 * Pairs of visible interactive elements whose boxes intersect, neither inside the other. Boxes are
 * clipped by their scrolling/clipping ancestors (carousel slides outside their window do not
 * count). Fixed and sticky layers are compared among themselves only: page content scrolling
 * under a sticky header or a bottom bar is intended, two floating buttons on one spot are not.
 */
export function findOverlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const interactive = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[role=checkbox]",
      "[role=switch]",
      "[role=slider]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const describe = (element: Element) => {
      const name =
        element.getAttribute("aria-label") ??
        (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const id = element.id ? `#${element.id}` : "";
      return `${element.tagName.toLowerCase()}${id} "${name}"`;
    };
    const inFloatingLayer = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    const clippedBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = node.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, right, bottom };
    };
    const candidates = [...document.querySelectorAll(interactive)]
      .filter((element) => !element.closest("[inert], [aria-hidden='true']"))
      .filter((element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      )
      .map((element) => ({
        element,
        box: clippedBox(element),
        floating: inFloatingLayer(element),
      }))
      .filter(({ box }) => box.right - box.left >= 4 && box.bottom - box.top >= 4);
    const overlaps: { first: string; second: string }[] = [];
    candidates.forEach((a, index) => {
      for (const b of candidates.slice(index + 1)) {
        if (a.floating !== b.floating) continue;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 2 && height > 2) {
          overlaps.push({ first: describe(a.element), second: describe(b.element) });
        }
      }
    });
    return overlaps;
  });
}

/** What a visitor can read or hear on the page: its text and the accessible-name attributes. */
export function readableTexts(page: Page): Promise<{ text: string; names: string[] }> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")]
      .filter((element) => !element.closest("[hidden]"))
      .flatMap((element) =>
        ["aria-label", "title", "placeholder", "alt"]
          .map((attribute) => element.getAttribute(attribute))
          .filter((value): value is string => Boolean(value)),
      );
    return { text: document.body.innerText, names };
  });
}

/**
 * Renders what `content-visibility: auto` skips while it is off screen (the car and site teasers,
 * the footer), as scrolling there would: skipped content has no `innerText` and no settled boxes,
 * so the text and overlap checks would read less than a visitor sees.
 */
export function renderSkippedContent(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") {
        element.style.contentVisibility = "visible";
      }
    }
  });
}
