import { useEffect, useState, type RefObject } from "react";

/** Whether content is wider than its box (a sub-pixel difference from rounding is ignored). */
export function isHorizontallyOverflowing(box: { scrollWidth: number; clientWidth: number }) {
  return box.scrollWidth - box.clientWidth > 1;
}

/**
 * Tracks whether the element's content overflows it horizontally, as its size or content
 * changes. False on the server and until measured.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(isHorizontallyOverflowing(element));
    measure();
    if (typeof ResizeObserver === "undefined") {
      window.addEventListener("resize", measure);
      return () => window.removeEventListener("resize", measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}
