import { useLayoutEffect, type RefObject } from "react";

/**
 * Gives the element a tab stop (`tabindex="0"`) while its content is taller than it, so keyboard
 * users can scroll it; regions that fit get none. Measured on mount (after the dialog is shown)
 * and again whenever the element or its content resizes. Set on the DOM directly: leave
 * `tabIndex` off the element's props.
 */
export function useScrollableTabStop(ref: RefObject<HTMLElement | null>, active = true): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const update = () => {
      if (element.scrollHeight > element.clientHeight + 1) element.tabIndex = 0;
      else element.removeAttribute("tabindex");
    };
    update();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, active]);
}
