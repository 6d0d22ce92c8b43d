import type { HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { fontSize, lineHeight, vars } from "../../theme";

export const textSizes = ["sm", "md", "lg"] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = "default" | "muted";
export type TextWeight = "regular" | "bold";
/** Elements body text renders as; headings use `Heading`. */
export type TextElement =
  "p" | "span" | "div" | "strong" | "em" | "small" | "li" | "dt" | "dd" | "figcaption";

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** sm for captions and fine print, md for body text, lg for introductions. */
  size?: TextSize;
  /** muted for secondary information (dates, counts, footnotes). */
  tone?: TextTone;
  weight?: TextWeight;
  /** The element rendered; a paragraph by default. */
  as?: TextElement;
  /** Clamps the text to this many lines with an ellipsis (card teasers). */
  maxLines?: number;
  children: ReactNode;
}

const clamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
  overflow: hidden;
`;

const StyledText = styled.p<{
  $size: TextSize;
  $tone: TextTone;
  $weight: TextWeight;
  $maxLines?: number;
}>`
  margin: 0;
  font-size: ${({ $size }) => fontSize[$size]};
  line-height: ${lineHeight.body};
  color: ${({ $tone }) => ($tone === "muted" ? vars.color.textMuted : "inherit")};
  font-weight: ${({ $weight }) => ($weight === "bold" ? 700 : vars.fontWeight.body)};
  ${({ $maxLines }) => ($maxLines ? clamp($maxLines) : "")}
`;

/** Body text on the shared type scale, in the brand's body font; pairs with `Heading`. */
export function Text({
  size = "md",
  tone = "default",
  weight = "regular",
  as = "p",
  maxLines,
  children,
  ...rest
}: TextProps) {
  return (
    <StyledText as={as} $size={size} $tone={tone} $weight={weight} $maxLines={maxLines} {...rest}>
      {children}
    </StyledText>
  );
}
