import { useEffect, useId, useRef, useState } from "react";
import styled, { css, keyframes } from "styled-components";
import { useMatchesMedia } from "../../hooks/useMatchesMedia";
import { Container } from "../../layout/Container";
import { Icon } from "../../primitives/Icon";
import { Notice, type NoticeTone } from "../../primitives/Notice";
import { breakpoints, layout, motion, space, vars, zIndex } from "../../theme";

export type AlertBannerPlacement = "inline" | "floating";

export interface AlertBannerLabels {
  /** Accessible name of the banner's region landmark ("Viktigt meddelande"). */
  region: string;
  /** The dismiss button's name. */
  dismiss: string;
  /** Each tone in words ("Varning"), read before the message. */
  tones: Record<NoticeTone, string>;
}

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
  /** The banner's own texts, in the site's language (alertBannerLabels(t)). */
  labels: AlertBannerLabels;
  /**
   * One line (the title, or the text) that expands to the whole message, and folds again once
   * the page scrolls. By default only the floating card on phones is compact; `true` always.
   */
  compact?: boolean;
}

/** Phones: the floating card is compact there. */
const PHONE_QUERY = `(max-width: ${breakpoints.sm - 0.02}px)`;

/** Scrolling this far (px) with the compact message expanded folds it again. */
export const ALERT_FOLD_SCROLL_DISTANCE = 48;

const slideIn = keyframes`
  from { transform: translateY(1rem); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/**
 * In the floating layer, on the shared bottom inset (above the compare bar while it shows) and
 * clear of the scroll-to-top button (2.75rem wide, space.md from the edge) on narrow screens.
 */
const floatingStyles = css`
  position: fixed;
  z-index: ${zIndex.floating};
  inset-block-end: ${layout.floatingBottom};
  inset-inline-start: ${space.md};
  inset-inline-end: calc(2.75rem + 2 * ${space.md});
  max-width: 36rem;
  max-height: calc(100svh - ${layout.stickyTop} - ${layout.floatingBottom} - ${space.md});
  overflow-y: auto;
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
  /* Compact: a slimmer card, the summary line centred on the icon and the close button. */
  &[data-compact] [data-tone] {
    align-items: center;
    padding: ${space.xs} ${space.sm};
  }
`;

/** The compact message's one line: a disclosure button, ellipsed while folded. */
const Summary = styled.button`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  width: 100%;
  min-height: 2rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  &[aria-expanded="false"] > span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  > span {
    flex: 1;
    min-width: 0;
  }
`;

const Details = styled.p`
  margin-top: ${space.xxs};
`;

/** Whether the compact message is expanded: folds again after some scrolling. */
function useFoldOnScroll(enabled: boolean) {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!enabled || !expanded) return;
    const from = window.scrollY;
    const fold = () => {
      if (Math.abs(window.scrollY - from) > ALERT_FOLD_SCROLL_DISTANCE) setExpanded(false);
    };
    window.addEventListener("scroll", fold, { passive: true });
    return () => window.removeEventListener("scroll", fold);
  }, [enabled, expanded]);
  return [enabled && expanded, setExpanded] as const;
}

/**
 * A site alert (opening hours changed, a recall, a service disruption), from the CMS. Inline it
 * is part of the page; floating it sits at the bottom of the viewport and reserves that space
 * for scrolling (`scroll-padding-bottom`), so keyboard focus is never hidden behind it. On phones
 * the floating card is one line that expands (and folds again on scroll), so it never covers
 * the page's heading or much of the content.
 */
export function AlertBanner({
  title,
  text,
  tone = "info",
  placement = "inline",
  onDismiss,
  labels,
  compact,
}: AlertBannerProps) {
  const ref = useRef<HTMLElement>(null);
  const detailsId = useId();
  const phone = useMatchesMedia(PHONE_QUERY);
  const isCompact = compact ?? (placement === "floating" && phone);
  const [expanded, setExpanded] = useFoldOnScroll(isCompact);

  useEffect(() => {
    const element = ref.current;
    if (placement !== "floating" || !element) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    const reserve = () => {
      const { top } = element.getBoundingClientRect();
      root.style.scrollPaddingBottom = `${Math.max(0, window.innerHeight - top)}px`;
    };
    // The observer reports the first position itself after the next layout; measuring here
    // would force a layout while the page hydrates (decision 0042).
    const observer =
      typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(reserve);
    if (observer) observer.observe(element);
    else reserve();
    window.addEventListener("resize", reserve);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", reserve);
      root.style.scrollPaddingBottom = previous;
    };
  }, [placement]);

  const summary = title || text;
  const details = title ? text : undefined;
  const notice = isCompact ? (
    <Notice
      tone={tone}
      onDismiss={onDismiss}
      dismissLabel={labels.dismiss}
      toneLabel={labels.tones[tone]}
    >
      <Summary
        type="button"
        aria-expanded={expanded}
        aria-controls={details ? detailsId : undefined}
        onClick={() => setExpanded(!expanded)}
      >
        <span>{summary}</span>
        <Icon name={expanded ? "ChevronUp" : "ChevronDown"} size="sm" />
      </Summary>
      {details ? (
        <Details id={detailsId} hidden={!expanded}>
          {details}
        </Details>
      ) : null}
    </Notice>
  ) : (
    <Notice
      tone={tone}
      title={title || undefined}
      onDismiss={onDismiss}
      dismissLabel={labels.dismiss}
      toneLabel={labels.tones[tone]}
    >
      {text || undefined}
    </Notice>
  );

  return (
    <Region
      ref={ref}
      aria-label={labels.region}
      $placement={placement}
      data-placement={placement}
      data-floating={placement === "floating" ? "" : undefined}
      data-compact={isCompact ? "" : undefined}
    >
      {placement === "inline" ? <Container>{notice}</Container> : notice}
    </Region>
  );
}
