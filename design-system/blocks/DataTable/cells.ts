import type { MediaImage } from "../HeroBanner/media";

/** Specs' three cell kinds, and the fallback for anything else. */
export type DataTableCell =
  | { kind: "image"; image?: MediaImage; header?: string }
  | {
      kind: "link";
      lineOne?: string;
      /** Shown bold after LineOne on the first line (a price, a model). */
      lineOneBold?: string;
      lineTwo?: string;
      link?: { href: string; text: string; target?: string };
      header?: string;
    }
  | { kind: "text"; lineOne?: string; lineTwo?: string; lineThree?: string; header?: string }
  | { kind: "unknown"; header?: string };

/** Specs: a table of 3 or fewer columns is as wide as its content. */
export const AUTO_WIDTH_MAX_COLUMNS = 3;

export function isAutoWidth(columnCount: number): boolean {
  return columnCount <= AUTO_WIDTH_MAX_COLUMNS;
}

/** The number of columns: the widest of the header row and the body rows. */
export function columnCount(
  headers: readonly string[],
  rows: readonly (readonly DataTableCell[])[],
): number {
  return Math.max(headers.length, ...rows.map((row) => row.length), 0);
}

/**
 * Header texts per column: the column headers from the content service, or (when that failed
 * or has fewer) the Header field of the column's first cell that has one, else empty.
 */
export function columnHeaders(
  headers: readonly string[],
  rows: readonly (readonly DataTableCell[])[],
): string[] {
  return Array.from({ length: columnCount(headers, rows) }, (_, index) => {
    const fromService = headers[index]?.trim();
    if (fromService) return fromService;
    for (const row of rows) {
      const header = row[index]?.header?.trim();
      if (header) return header;
    }
    return "";
  });
}
