import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";

/** Specs: animation delays 100 and 200 ms (text first, then media), duration 500 ms. */
export const BLURB_TEXT_ANIMATION_DELAY_MS = 100;
export const BLURB_MEDIA_ANIMATION_DELAY_MS = 200;
export const BLURB_ANIMATION_DURATION_MS = 500;

/**
 * static: shown, no animation (server render, hydration, animation off, already on screen);
 * hidden: waiting below the fold to be scrolled to; shown: animating in.
 */
export type RevealPhase = "static" | "hidden" | "shown";

/**
 * The phase after mounting. Content is never hidden on the server (it must show without
 * JavaScript), nor when the visitor asked for reduced motion, nor when it is already on screen
 * (hiding it would flash); only content below the fold waits to animate in.
 */
export function initialRevealPhase({
  enabled,
  reducedMotion,
  observerSupported,
  inViewport,
}: {
  enabled: boolean;
  reducedMotion: boolean;
  observerSupported: boolean;
  inViewport: boolean;
}): RevealPhase {
  if (!enabled || reducedMotion || !observerSupported || inViewport) return "static";
  return "hidden";
}

function isInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

/** Reveals an element when it scrolls into view (see `initialRevealPhase`). */
export function useReveal<E extends Element>(enabled: boolean) {
  const ref = useRef<E>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<RevealPhase>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observerSupported = typeof IntersectionObserver === "function";
    const initial = initialRevealPhase({
      enabled,
      reducedMotion,
      observerSupported,
      inViewport: isInViewport(element),
    });
    setPhase(initial);
    if (initial !== "hidden") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase("shown");
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, reducedMotion]);

  return { ref, phase };
}
