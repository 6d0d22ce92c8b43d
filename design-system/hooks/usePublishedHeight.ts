import { useLayoutEffect, type RefObject } from "react";
import type { LayoutVariable } from "../theme/layout";

/**
 * Publishes an element's height, live (ResizeObserver), as a CSS custom property on `:root`
 * while `active`, and removes it when the element goes, so sticky and floating elements
 * elsewhere can place themselves by it (`layout` in the theme).
 */
export function usePublishedHeight(
  ref: RefObject<HTMLElement | null>,
  variable: LayoutVariable,
  active = true,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(variable, `${element.getBoundingClientRect().height}px`);
    // The observer reports the first size itself, after the next layout: measuring here would
    // force a layout in the middle of the commit (hydration's longest task).
    if (typeof ResizeObserver === "undefined") {
      publish();
      return () => root.style.removeProperty(variable);
    }
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable, active]);
}
