import type { HTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { space, type SpaceStep } from "../../theme";

export type StackAlign = "start" | "center" | "end" | "stretch" | "baseline";
export type StackJustify = "start" | "center" | "end" | "space-between" | "space-around";
export type StackElement = "div" | "section" | "ul" | "ol" | "nav" | "header" | "footer";

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** vertical (a column, the default) or horizontal (a row). */
  direction?: "vertical" | "horizontal";
  /** The gap between items, from the shared space scale; `none` for no gap. */
  gap?: SpaceStep | "none";
  /** Cross-axis alignment (align-items). */
  align?: StackAlign;
  /** Main-axis distribution (justify-content). */
  justify?: StackJustify;
  /** Lets items wrap onto new lines (rows of chips or buttons). */
  wrap?: boolean;
  /** The element rendered; lists lose their bullets and indent. */
  as?: StackElement;
  children?: ReactNode;
}

const flexValue = (value: StackAlign | StackJustify) =>
  value === "start" ? "flex-start" : value === "end" ? "flex-end" : value;

const StyledStack = styled.div<{
  $direction: "vertical" | "horizontal";
  $gap: SpaceStep | "none";
  $align?: StackAlign;
  $justify?: StackJustify;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === "horizontal" ? "row" : "column")};
  flex-wrap: ${({ $wrap }) => ($wrap ? "wrap" : "nowrap")};
  gap: ${({ $gap }) => ($gap === "none" ? "0" : space[$gap])};
  ${({ $align }) =>
    $align &&
    css`
      align-items: ${flexValue($align)};
    `}
  ${({ $justify }) =>
    $justify &&
    css`
      justify-content: ${flexValue($justify)};
    `}
  &:is(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Lays children out in a column or a row with a gap from the space scale. */
export function Stack({
  direction = "vertical",
  gap = "md",
  align,
  justify,
  wrap = false,
  as = "div",
  children,
  ...rest
}: StackProps) {
  return (
    <StyledStack
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    >
      {children}
    </StyledStack>
  );
}
