const focusableSelector = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The first element in `root` that Tab would reach (tree order, rendered, not inert). */
export function firstFocusable(root: ParentNode | null | undefined): HTMLElement | null {
  if (!root) return null;
  for (const element of root.querySelectorAll<HTMLElement>(focusableSelector)) {
    if (element.closest("[inert]")) continue;
    // Elements in display:none or visibility:hidden subtrees cannot take focus.
    if (typeof element.checkVisibility === "function" && !element.checkVisibility()) continue;
    return element;
  }
  return null;
}
