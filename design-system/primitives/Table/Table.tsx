import { useId, useRef, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { VisuallyHidden } from "../VisuallyHidden";
import { useHorizontalOverflow } from "./overflow";

export interface TableColumn<Row> {
  /** Identifies the column; also the row field shown when there is no `cell`. */
  key: string;
  /** The column header text. */
  header: ReactNode;
  /** Renders the cell for a row; `row[key]` by default. */
  cell?: (row: Row) => ReactNode;
  /** Numbers and prices align to the end. */
  align?: "start" | "center" | "end";
  /** The column that names each row (model, service): rendered as `th scope="row"`. */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** What the table shows; it also names the scroll region when the table overflows. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only (a heading above already says it). */
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  /** A stable key per row; the index by default. */
  rowKey?: (row: Row, index: number) => string;
  /** Stripes alternate rows. */
  zebra?: boolean;
  /** As wide as its content instead of the full width (the block uses it for 3 or fewer columns). */
  autoWidth?: boolean;
  /** Names the scroll region instead of the caption (when the caption is not plain text). */
  scrollLabel?: string;
  className?: string;
}

const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
`;

const StyledTable = styled.table<{ $zebra: boolean; $autoWidth: boolean }>`
  width: ${({ $autoWidth }) => ($autoWidth ? "auto" : "100%")};
  border-collapse: collapse;
  font-size: ${fontSize.md};
  font-variant-numeric: tabular-nums;
  th,
  td {
    text-align: start;
    padding: ${space.sm} ${space.md};
    border-bottom: 1px solid ${vars.color.border};
    vertical-align: top;
  }
  [data-align="end"] {
    text-align: end;
  }
  [data-align="center"] {
    text-align: center;
  }
  thead th {
    border-bottom: 2px solid ${vars.color.borderStrong};
    font-weight: 700;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 700;
  }
  ${({ $zebra }) =>
    $zebra &&
    css`
      tbody tr:nth-child(even) {
        background: ${vars.color.surfaceRaised};
      }
    `}
`;

const Caption = styled.caption`
  padding-bottom: ${space.sm};
  text-align: start;
  font-size: ${fontSize.lg};
  font-weight: 700;
`;

const alignAttr = (align: TableColumn<unknown>["align"]) =>
  align && align !== "start" ? align : undefined;

function defaultCell<Row>(row: Row, key: string): ReactNode {
  return (row as Record<string, ReactNode>)[key];
}

/**
 * A data table: caption, column headers (`scope="col"`), optional row headers, zebra stripes.
 * Wider than the screen, it scrolls sideways in a region that keyboard users can focus and
 * scroll with the arrow keys (named by the caption); when it fits, the region is not a tab stop.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey = (_row, index) => String(index),
  zebra = false,
  autoWidth = false,
  scrollLabel,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflowing = useHorizontalOverflow(scrollerRef);

  return (
    <Scroller
      ref={scrollerRef}
      className={className}
      // Only a scrolling table needs to be reachable: keyboard users scroll it with the arrows.
      tabIndex={overflowing ? 0 : undefined}
      role={overflowing ? "region" : undefined}
      aria-label={overflowing && scrollLabel ? scrollLabel : undefined}
      aria-labelledby={overflowing && !scrollLabel ? captionId : undefined}
      data-overflowing={overflowing || undefined}
    >
      <StyledTable $zebra={zebra} $autoWidth={autoWidth}>
        {hideCaption ? (
          <caption id={captionId}>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        ) : (
          <Caption id={captionId}>{caption}</Caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={alignAttr(column.align)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => {
                const content = column.cell ? column.cell(row) : defaultCell(row, column.key);
                return column.rowHeader ? (
                  <th key={column.key} scope="row" data-align={alignAttr(column.align)}>
                    {content}
                  </th>
                ) : (
                  <td key={column.key} data-align={alignAttr(column.align)}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
