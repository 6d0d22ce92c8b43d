import { useSyncExternalStore } from "react";

/** The media query behind the visitor's "reduce motion" system setting. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function mediaQueryList(): MediaQueryList | null {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return null;
  return window.matchMedia(REDUCED_MOTION_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const list = mediaQueryList();
  if (!list) return () => {};
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

function getSnapshot(): boolean {
  return mediaQueryList()?.matches ?? false;
}

/** The server cannot know the setting: it renders the full-motion variant (reduced = false). */
function getServerSnapshot(): boolean {
  return false;
}

/**
 * Whether the visitor asked the system to reduce motion. SSR-safe: `false` on the server and
 * during hydration, then the real value, updated live when the setting changes. Components use
 * it for behaviour CSS cannot switch off (autoplay, smooth scrolling, JS-driven fades); plain CSS
 * animations are covered by the global `prefers-reduced-motion` rule or a local media query.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
