import type { CompareCarData } from "../CarCard/types";

/**
 * The technical-data rows of the comparison: every label any car has, in the order they first
 * appear (the first car's order, then labels only later cars have), so values line up by label.
 */
export function technicalRows(cars: readonly Pick<CompareCarData, "technical">[]): string[] {
  const labels = new Set<string>();
  for (const car of cars) for (const row of car.technical) labels.add(row.label);
  return [...labels];
}
