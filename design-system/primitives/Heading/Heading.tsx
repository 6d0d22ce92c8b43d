import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { fontSize, lineHeight, vars } from "../../theme";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = "display" | "xxl" | "xl" | "lg" | "md";

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: "display",
  2: "xxl",
  3: "xl",
  4: "lg",
  5: "md",
  6: "md",
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1-h6). */
  level: HeadingLevel;
  /** Visual size, independent of the level; follows the level by default. */
  size?: HeadingSize;
  children: ReactNode;
}

const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  margin: 0;
  font-family: ${vars.font.heading};
  font-weight: ${vars.fontWeight.heading};
  text-transform: ${vars.textTransform.heading};
  line-height: ${lineHeight.tight};
  font-size: ${({ $size }) => fontSize[$size]};
  text-wrap: balance;
`;

/** A heading in the brand's heading font; level and visual size are chosen separately. */
export function Heading({ level, size, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} {...rest}>
      {children}
    </StyledHeading>
  );
}
