import { useEffect, useState } from "react";
import styled from "styled-components";
import { layout, space, zIndex } from "../../theme";
import { IconActionButton } from "../Icon";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { throttle } from "./throttle";

/** The button appears once the page has scrolled this far, in px (specs: 528). */
export const SCROLL_TO_TOP_THRESHOLD = 528;

/** How often, at most, scrolling is measured (ms). */
const SCROLL_THROTTLE_MS = 100;

export interface ScrollToTopProps {
  /** The button's name in the site's language ("Till toppen"). */
  label: string;
  /**
   * Id of the element that receives focus after scrolling (the skip link's target), so the next
   * Tab continues from the top of the content. `main-content` by default; the body otherwise.
   */
  targetId?: string;
  /** Scroll distance in px after which the button shows. */
  threshold?: number;
}

/** Above the compare bar while it shows (the shared bottom inset). */
const Anchor = styled.div`
  position: fixed;
  inset-inline-end: ${space.md};
  inset-block-end: ${layout.floatingBottom};
  z-index: ${zIndex.floating};
`;

/** Moves focus to the element (made focusable for script only) without a second scroll. */
function focusTop(targetId: string) {
  const target = document.getElementById(targetId) ?? document.body;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/** Input that shows the visitor scrolling by themselves: the return to the top leaves them be. */
const OWN_SCROLL_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to the top and makes sure it gets there. Content that changes height while a smooth
 * scroll runs (the message banner unfolding near the top) makes the browser's scroll anchoring
 * keep the view where it was, 16 px short of the top on a slow phone; when the scroll ends short
 * and the visitor has not scrolled by themselves meanwhile, it finishes at once.
 */
function scrollToTop(smooth: boolean) {
  window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
  if (!smooth) return;
  const watching = new AbortController();
  const options = { once: true, passive: true, signal: watching.signal };
  const stop = () => watching.abort();
  for (const type of OWN_SCROLL_INPUT) window.addEventListener(type, stop, options);
  window.addEventListener(
    "scrollend",
    () => {
      if (window.scrollY !== 0) window.scrollTo({ top: 0, behavior: "auto" });
      stop();
    },
    options,
  );
}

/**
 * A floating "back to top" button. It appears after 528 px of scrolling (a passive, throttled
 * scroll listener), scrolls to the top smoothly (instantly under reduced motion) and moves focus
 * to the top of the content, so keyboard users are not left at the bottom.
 */
export function ScrollToTop({
  label,
  targetId = "main-content",
  threshold = SCROLL_TO_TOP_THRESHOLD,
}: ScrollToTopProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const measure = throttle(() => setVisible(window.scrollY > threshold), SCROLL_THROTTLE_MS);
    measure();
    window.addEventListener("scroll", measure, { passive: true });
    return () => {
      window.removeEventListener("scroll", measure);
      measure.cancel();
    };
  }, [threshold]);

  if (!visible) return null;

  return (
    <Anchor data-floating="">
      <IconActionButton
        icon="ArrowUp"
        label={label}
        tone="action"
        onClick={() => {
          scrollToTop(!reducedMotion);
          focusTop(targetId);
        }}
      />
    </Anchor>
  );
}
