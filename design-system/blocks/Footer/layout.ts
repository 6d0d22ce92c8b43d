/** Columns per row of the footer's link grid from the md breakpoint up. */
export const FOOTER_GRID_COLUMNS = 4;

/**
 * How many grid tracks a link column spans (specs: a column spans 2 when there are 2 or fewer
 * columns), so one or two columns fill the row instead of leaving it half empty.
 */
export function footerColumnSpan(columnCount: number): 1 | 2 {
  return columnCount <= 2 ? 2 : 1;
}

/** Plain text to paragraphs (blank lines) of lines (single line breaks), blanks dropped. */
export function textToParagraphs(text: string | undefined): string[][] {
  return (text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0);
}
