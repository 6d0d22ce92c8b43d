import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { motion, space, vars } from "../../theme";
import { Heading, type HeadingLevel, type HeadingSize } from "../Heading";
import { Link } from "../Link";

export const cardVariants = ["raised", "outlined"] as const;
export type CardVariant = (typeof cardVariants)[number];

export interface CardProps {
  /** The card's heading; in a link card it is also the link text. */
  title: ReactNode;
  /** Outline level of the title; 3 by default (cards usually sit under a section's h2). */
  titleLevel?: HeadingLevel;
  titleSize?: HeadingSize;
  /** An image or video shown edge to edge at the top (e.g. `<Image>`). */
  media?: ReactNode;
  /** The body: text, facts, a price. */
  children?: ReactNode;
  /**
   * Actions or fine print at the bottom. In a link card, buttons and links here stay their own
   * targets (they sit above the card's link, never inside it).
   */
  footer?: ReactNode;
  /**
   * Makes the whole card clickable through one link (the title): one tab stop, one name for
   * screen readers, no links nested in links.
   */
  href?: string;
  /** raised: a soft shadow on the raised surface; outlined: a border on the page surface. */
  variant?: CardVariant;
  /** The element the card is: an article by default, `li` in a list of cards. */
  as?: "article" | "div" | "li";
  className?: string;
}

const variantStyles: Record<CardVariant, ReturnType<typeof css>> = {
  raised: css`
    background: ${vars.color.surfaceRaised};
    box-shadow: ${vars.shadow.raised};
    border: 1px solid transparent;
  `,
  outlined: css`
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
  `,
};

const Root = styled.article<{ $variant: CardVariant; $linked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${vars.radius.card};
  overflow: hidden;
  color: ${vars.color.text};
  list-style: none;
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $linked }) =>
    $linked &&
    css`
      transition: box-shadow ${motion.base};
      &:hover {
        box-shadow: ${vars.shadow.overlay};
      }
      /* The focus ring goes round the whole card, which is what the link activates. */
      @supports selector(:has(a)) {
        &:has([data-card-link]:focus-visible) {
          outline: 3px solid ${vars.color.focus};
          outline-offset: 2px;
        }
        [data-card-link]:focus-visible {
          outline: none;
        }
      }
    `}
`;

const Media = styled.div`
  display: block;
  img,
  video {
    display: block;
    width: 100%;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space.xs};
  padding: ${space.md};
`;

const Footer = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  padding: 0 ${space.md} ${space.md};
  margin-top: auto;
`;

const TitleLink = styled(Link)`
  font-weight: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  /* Stretches the link over the whole card: one link, the whole card clickable. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
`;

/**
 * A content surface: optional media, a title, body and footer. With `href` the whole card is
 * one link (the title's, stretched over the card), the pattern for car, story and site cards.
 */
export function Card({
  title,
  titleLevel = 3,
  titleSize = "lg",
  media,
  children,
  footer,
  href,
  variant = "outlined",
  as = "article",
  className,
}: CardProps) {
  return (
    <Root as={as} $variant={variant} $linked={href !== undefined} className={className}>
      {media ? <Media>{media}</Media> : null}
      <Body>
        <Heading level={titleLevel} size={titleSize}>
          {href !== undefined ? (
            <TitleLink href={href} data-card-link="">
              {title}
            </TitleLink>
          ) : (
            title
          )}
        </Heading>
        {children}
      </Body>
      {footer ? <Footer>{footer}</Footer> : null}
    </Root>
  );
}
