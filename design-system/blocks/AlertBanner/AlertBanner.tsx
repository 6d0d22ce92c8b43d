import { useEffect, useRef } from "react";
import styled, { css, keyframes } from "styled-components";
import { Container } from "../../layout/Container";
import { Notice, type NoticeTone } from "../../primitives/Notice";
import { motion, space, vars, zIndex } from "../../theme";

export type AlertBannerPlacement = "inline" | "floating";

export interface AlertBannerProps {
  title?: string;
  text?: string;
  /** info, success, warning or error (the binding maps the CMS message type). */
  tone?: NoticeTone;
  /**
   * inline: a strip in the page flow (alerts that always show); floating: a card fixed to the
   * bottom of the viewport, out of the flow, so showing or hiding it never shifts the page.
   */
  placement?: AlertBannerPlacement;
  /** Shows a dismiss button; the parent hides the banner (and remembers it). */
  onDismiss?: () => void;
  /** The dismiss button's name. English default. */
  dismissLabel?: string;
  /** Accessible name of the banner's region landmark. English default. */
  label?: string;
  /** The tone in words ("Varning"), read before the message. */
  toneLabel?: string;
}

const slideIn = keyframes`
  from { transform: translateY(1rem); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** Clear of the scroll-to-top button (2.75rem wide, space.md from the edge) on narrow screens. */
const floatingStyles = css`
  position: fixed;
  z-index: ${zIndex.sticky};
  inset-block-end: ${space.md};
  inset-inline-start: ${space.md};
  inset-inline-end: calc(2.75rem + 2 * ${space.md});
  max-width: 36rem;
  border-radius: ${vars.radius.card};
  box-shadow: ${vars.shadow.overlay};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} ${motion.base} ease-out;
  }
`;

const Region = styled.section<{ $placement: AlertBannerPlacement }>`
  ${({ $placement }) =>
    $placement === "floating"
      ? floatingStyles
      : css`
          padding-block: ${space.sm};
        `}
`;

/**
 * A site alert (opening hours changed, a recall, a service disruption), from the CMS. Inline it
 * is part of the page; floating it sits at the bottom of the viewport and reserves that space
 * for scrolling (`scroll-padding-bottom`), so keyboard focus is never hidden behind it.
 */
export function AlertBanner({
  title,
  text,
  tone = "info",
  placement = "inline",
  onDismiss,
  dismissLabel = "Dismiss",
  label = "Important message",
  toneLabel,
}: AlertBannerProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (placement !== "floating" || !element) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const reserve = () => {
      const { top } = element.getBoundingClientRect();
      root.style.scrollPaddingBottom = `${Math.max(0, window.innerHeight - top)}px`;
    };
    reserve();
    const observer =
      typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(reserve);
    observer?.observe(element);
    window.addEventListener("resize", reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", reserve);
      root.style.scrollPaddingBottom = previous;
    };
  }, [placement]);

  const notice = (
    <Notice
      tone={tone}
      title={title || undefined}
      onDismiss={onDismiss}
      dismissLabel={dismissLabel}
      toneLabel={toneLabel}
    >
      {text || undefined}
    </Notice>
  );

  return (
    <Region ref={ref} aria-label={label} $placement={placement} data-placement={placement}>
      {placement === "inline" ? <Container>{notice}</Container> : notice}
    </Region>
  );
}
