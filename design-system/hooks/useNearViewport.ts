import { useEffect, useRef, useState } from "react";

/** How far below (or above) the viewport an element counts as near: about a screen. */
export const NEAR_VIEWPORT_MARGIN = "800px 0px";

/**
 * Whether the element has come near the viewport (once true, it stays true): an
 * IntersectionObserver with a margin, so what the element needs can load before the visitor
 * scrolls to it. Without IntersectionObserver it is near at once. False on the server.
 */
export function useNearViewport<T extends Element>(margin = NEAR_VIEWPORT_MARGIN) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
