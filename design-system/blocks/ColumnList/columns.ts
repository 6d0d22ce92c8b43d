/** Specs: column lists come in 3 or 4 columns. */
export const columnListCounts = [3, 4] as const;
export type ColumnListCount = (typeof columnListCounts)[number];

/**
 * Columns per row on wide screens: the authored 3 or 4; otherwise 4 when the lists fill rows
 * of four exactly, else 3.
 */
export function columnListCount(authored: number | undefined, lists: number): ColumnListCount {
  if (authored === 3 || authored === 4) return authored;
  return lists > 0 && lists % 4 === 0 ? 4 : 3;
}
