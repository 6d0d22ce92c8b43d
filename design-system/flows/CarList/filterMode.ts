/**
 * How the filters show from DESKTOP_MIN_WIDTH up (below it they are always in a drawer):
 * - "sticky": a sidebar that stays in view while the results scroll;
 * - "open": the sidebar shown but scrolling with the page (toggle mode, opened);
 * - "closed": the sidebar hidden (toggle mode), the results use the full width.
 * The show/hide button toggles visibility; the pin switch toggles sticky. Only the mode
 * ("sticky" or "toggle") is remembered for the session, so toggle mode starts closed.
 */
export type DesktopFilterState = "sticky" | "open" | "closed";
export type FilterMode = "sticky" | "toggle";

export const FILTER_MODE_STORAGE_KEY = "carListFilterMode";
export const DEFAULT_FILTER_MODE: FilterMode = "sticky";

export const modeOf = (state: DesktopFilterState): FilterMode =>
  state === "sticky" ? "sticky" : "toggle";

export const stateForMode = (mode: FilterMode): DesktopFilterState =>
  mode === "sticky" ? "sticky" : "closed";

/** The show/hide button: hiding leaves sticky mode; showing opens in toggle mode. */
export const toggleVisibility = (state: DesktopFilterState): DesktopFilterState =>
  state === "closed" ? "open" : "closed";

/** The pin switch: sticky on or off, the sidebar staying visible. */
export const togglePinned = (state: DesktopFilterState): DesktopFilterState =>
  state === "sticky" ? "open" : "sticky";

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frames)
  }
}

/** Used only when session storage is unavailable, so the choice still holds on this page. */
let unstoredMode: FilterMode | null = null;
const listeners = new Set<() => void>();

/** The remembered mode; the default when nothing (valid) is stored. */
export function readFilterMode(): FilterMode {
  try {
    const store = sessionStore();
    if (!store) return unstoredMode ?? DEFAULT_FILTER_MODE;
    const stored = store.getItem(FILTER_MODE_STORAGE_KEY);
    return stored === "sticky" || stored === "toggle" ? stored : DEFAULT_FILTER_MODE;
  } catch {
    return unstoredMode ?? DEFAULT_FILTER_MODE;
  }
}

/** Remembers the mode for the session (blocked or full storage: for this page only). */
export function writeFilterMode(mode: FilterMode): void {
  try {
    const store = sessionStore();
    if (store) store.setItem(FILTER_MODE_STORAGE_KEY, mode);
    else unstoredMode = mode;
  } catch {
    unstoredMode = mode;
  }
  listeners.forEach((listener) => listener());
}

/** For `useSyncExternalStore`: called after every `writeFilterMode`. */
export function subscribeFilterMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
