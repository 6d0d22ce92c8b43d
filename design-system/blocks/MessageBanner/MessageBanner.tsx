import { useEffect, useRef, useState } from "react";
import styled, { css } from "styled-components";
import { Container } from "../../layout/Container";
import { Icon, IconActionButton } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import { usePublishedHeight } from "../../hooks/usePublishedHeight";
import { fontSize, layout, layoutVariable, lineHeight, space, vars, zIndex } from "../../theme";
import {
  isMessageBannerDismissible,
  messageBannerIcon,
  nextMessageBannerCollapsed,
  toMessageBannerVariant,
  type MessageBannerVariant,
} from "./variant";

export interface MessageBannerLabels {
  /** Accessible name of the banner's region landmark ("Meddelande"). */
  region: string;
  /** The dismiss button's name. */
  dismiss: string;
  /** Hidden text after a link that opens a new tab, e.g. "(öppnas i ny flik)". */
  newTab: string;
}

export interface MessageBannerProps {
  title: string;
  text?: string;
  link?: { href: string; text: string; target?: string };
  /** The CMS type: "Warning", "Neutral", "Dark"; anything else is the default (campaign) look. */
  type?: string;
  /** Shows a dismiss button (never for warnings); the parent hides the banner. */
  onDismiss?: () => void;
  /** Collapses to one line once the page is scrolled (on by default). */
  collapseOnScroll?: boolean;
  /** The banner's own texts, in the site's language (messageBannerLabels(t)). */
  labels: MessageBannerLabels;
}

/** The banner's own icon (not the dismiss button's): the warning variant colours it. */
const BannerIcon = styled(Icon)``;

const variantStyles: Record<MessageBannerVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${vars.color.action};
    color: ${vars.color.actionText};
  `,
  neutral: css`
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    border-bottom: 1px solid ${vars.color.border};
  `,
  dark: css`
    background: ${vars.color.surfaceInverse};
    color: ${vars.color.textInverse};
  `,
  warning: css`
    background: ${vars.color.feedbackWarningSurface};
    color: ${vars.color.text};
    border-bottom: 2px solid ${vars.color.feedbackWarning};
    ${BannerIcon} {
      color: ${vars.color.feedbackWarning};
    }
  `,
};

/** Sticks right under the sticky header (its measured height, 0 without one). */
const Bar = styled.section<{ $variant: MessageBannerVariant }>`
  position: sticky;
  top: ${layout.headerHeight};
  z-index: ${zIndex.sticky};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.body};
  ${({ $variant }) => variantStyles[$variant]}
  a {
    font-weight: ${vars.fontWeight.action};
    text-decoration-color: currentColor;
  }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding-block: ${space.sm};
  [data-collapsed] > & {
    padding-block: ${space.xxs};
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${space.sm};
  p {
    margin: 0;
  }
  [data-collapsed] & {
    flex-wrap: nowrap;
    font-size: ${fontSize.sm};
  }
  [data-collapsed] & > p:not(:first-child) {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    min-width: 0;
  }
`;

const Title = styled.p`
  font-weight: 700;
`;

/**
 * A site-wide message (a campaign, a holiday notice, a service disruption) stuck under the top
 * of the page. It collapses to one line once the visitor scrolls, so it stays in view without
 * covering the page; the collapsed text is clipped visually but still read by screen readers.
 * Warnings show the WarningAlert icon and cannot be dismissed; the others show CampaignAlert.
 * It publishes its height (`layout.stickyTop` adds it to the header's), so what sticks further
 * down (the car list's filters) and scrolled-to or focused elements stop under it, never behind.
 */
export function MessageBanner({
  title,
  text,
  link,
  type,
  onDismiss,
  collapseOnScroll = true,
  labels,
}: MessageBannerProps) {
  const variant = toMessageBannerVariant(type);
  const dismissible = isMessageBannerDismissible(variant) && onDismiss !== undefined;
  const ref = useRef<HTMLElement>(null);
  const [collapsed, setCollapsed] = useState(false);

  usePublishedHeight(ref, layoutVariable.messageBannerHeight);

  useEffect(() => {
    const element = ref.current;
    if (!element || !collapseOnScroll) return;
    let expandedHeight = element.offsetHeight;
    let isCollapsed = false;
    let frame = 0;

    const update = () => {
      frame = 0;
      if (!isCollapsed) expandedHeight = element.offsetHeight;
      const next = nextMessageBannerCollapsed(isCollapsed, window.scrollY, expandedHeight);
      if (next !== isCollapsed) {
        isCollapsed = next;
        setCollapsed(next);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };

    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [collapseOnScroll]);

  return (
    <Bar
      ref={ref}
      aria-label={labels.region}
      $variant={variant}
      data-variant={variant}
      data-collapsed={collapsed ? "" : undefined}
    >
      <Row>
        <BannerIcon name={messageBannerIcon(variant)} />
        <Content>
          <Title>{title}</Title>
          {text ? <p>{text}</p> : null}
          {link ? (
            <p>
              <Link href={link.href} target={link.target} newTabLabel={labels.newTab}>
                {link.text}
              </Link>
            </p>
          ) : null}
        </Content>
        {dismissible ? (
          <IconActionButton icon="Close" label={labels.dismiss} size="sm" onClick={onDismiss} />
        ) : null}
      </Row>
    </Bar>
  );
}
