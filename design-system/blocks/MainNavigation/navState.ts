/**
 * The navigation's UI state (specs, section 4): which dropdown is open on desktop (the active
 * item) and the mobile menu (open or closed, with an active sub-item). Pure reducers, so every
 * transition is tested without a browser.
 */

/** What a desktop dropdown can belong to. */
export type NavTarget =
  { kind: "item"; id: string } | { kind: "showMore" } | { kind: "languageSwitch" };

/**
 * The active item: `none` (nothing open), `reset` (closed on purpose by Esc, a press on the open
 * button or a followed link: hovering does not reopen a dropdown until the pointer has left the
 * bar, so a menu does not spring open again under a resting pointer), the 'More' overflow, the
 * language switcher, or a specific item.
 */
export type ActiveItem = { kind: "none" } | { kind: "reset" } | NavTarget;

export interface NavigationState {
  active: ActiveItem;
  /**
   * Opened by a press (click, Enter, Space) rather than by hovering: stays open when the
   * pointer wanders off, until pressed again, Esc, a click outside or focus leaving the menu.
   */
  pinned: boolean;
}

export type NavigationAction =
  /** The pointer rests on a button (mouse only). */
  | { type: "hoverOpen"; target: NavTarget }
  /** A hover close delay ran out. */
  | { type: "hoverClose" }
  /** A press on a dropdown button: opens it, or closes it when it is open and pinned. */
  | { type: "press"; target: NavTarget }
  /** Esc, a followed link: closed on purpose. */
  | { type: "reset" }
  /** A click outside, focus leaving the menu, a new page: closed. */
  | { type: "close" }
  /** The pointer left the bar: hovering may open dropdowns again. */
  | { type: "pointerLeftBar" };

export const initialNavigationState: NavigationState = { active: { kind: "none" }, pinned: false };

export function sameTarget(active: ActiveItem, target: NavTarget): boolean {
  if (active.kind !== target.kind) return false;
  return active.kind !== "item" || (target.kind === "item" && active.id === target.id);
}

/** Whether the dropdown of `target` is open. */
export function isOpen(state: NavigationState, target: NavTarget): boolean {
  return sameTarget(state.active, target);
}

export function navigationReducer(
  state: NavigationState,
  action: NavigationAction,
): NavigationState {
  switch (action.type) {
    case "hoverOpen":
      if (state.active.kind === "reset" || state.pinned) return state;
      if (sameTarget(state.active, action.target)) return state;
      return { active: action.target, pinned: false };
    case "hoverClose":
      if (state.pinned || state.active.kind === "none" || state.active.kind === "reset") {
        return state;
      }
      return initialNavigationState;
    case "press":
      if (sameTarget(state.active, action.target) && state.pinned) {
        return { active: { kind: "reset" }, pinned: false };
      }
      return { active: action.target, pinned: true };
    case "reset":
      return { active: { kind: "reset" }, pinned: false };
    case "close":
      // A dropdown closed on purpose stays `reset` until the pointer leaves the bar.
      return state.active.kind === "none" || state.active.kind === "reset"
        ? state
        : initialNavigationState;
    case "pointerLeftBar":
      return state.active.kind === "reset" ? initialNavigationState : state;
  }
}

/** The mobile menu: open or closed, and the sub-item drilled into (null: the top list). */
export interface MobileMenuState {
  open: boolean;
  subItemId: string | null;
}

export type MobileMenuAction =
  | { type: "open" }
  /** The close button, Esc, the backdrop, a followed link, a new page. */
  | { type: "close" }
  | { type: "drill"; id: string }
  /** The back action: returns to the top list. */
  | { type: "back" };

export const initialMobileMenuState: MobileMenuState = { open: false, subItemId: null };

export function mobileMenuReducer(
  state: MobileMenuState,
  action: MobileMenuAction,
): MobileMenuState {
  switch (action.type) {
    case "open":
      return { open: true, subItemId: null };
    case "close":
      return state.open || state.subItemId !== null ? initialMobileMenuState : state;
    case "drill":
      return state.open ? { open: true, subItemId: action.id } : state;
    case "back":
      return state.subItemId === null ? state : { ...state, subItemId: null };
  }
}
