import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import { space } from "../../theme";
import type { SpaceStep } from "../../theme/scales";
import { gridColumnsCss, type ResponsiveColumns } from "./columns";

export type GridElement = "div" | "section" | "ul" | "ol";

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /**
   * Columns: a number, or per breakpoint, mobile first: `{ base: 1, sm: 2, md: 3, lg: 4 }`
   * (sm 640, md 1024, lg 1280, xl 1500 px).
   */
  columns?: number | ResponsiveColumns;
  /** Instead of fixed columns: as many as fit, each at least this wide (e.g. "18rem"). */
  minItemWidth?: string;
  /** The gap between cells from the space scale. */
  gap?: SpaceStep;
  /** A different gap between rows. */
  rowGap?: SpaceStep;
  /** The element rendered; lists lose their bullets and indent. */
  as?: GridElement;
  children?: ReactNode;
}

const StyledGrid = styled.div<{
  $columns: number | ResponsiveColumns;
  $minItemWidth?: string;
  $gap: SpaceStep;
  $rowGap?: SpaceStep;
}>`
  display: grid;
  ${({ $columns, $minItemWidth }) => gridColumnsCss($columns, $minItemWidth)}
  gap: ${({ $gap }) => space[$gap]};
  ${({ $rowGap }) => ($rowGap ? `row-gap: ${space[$rowGap]};` : "")}
  &:is(ul, ol) {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A responsive grid: columns per breakpoint, or auto-fill by a minimum item width. */
export function Grid({
  columns = 1,
  minItemWidth,
  gap = "lg",
  rowGap,
  as = "div",
  children,
  ...rest
}: GridProps) {
  return (
    <StyledGrid
      as={as}
      $columns={columns}
      $minItemWidth={minItemWidth}
      $gap={gap}
      $rowGap={rowGap}
      {...rest}
    >
      {children}
    </StyledGrid>
  );
}
