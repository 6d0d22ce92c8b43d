import { useCallback, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

const noSubscription = () => () => undefined;

/**
 * Whether the window is scrolled further than `threshold` px. Subscribes to scrolling only while
 * `enabled`; false on the server and while disabled. The component re-renders only when the
 * answer changes, not on every scroll event.
 */
export function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const getSnapshot = useCallback(
    () => enabled && window.scrollY > threshold,
    [enabled, threshold],
  );
  return useSyncExternalStore(enabled ? subscribe : noSubscription, getSnapshot, () => false);
}
