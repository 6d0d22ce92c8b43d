/** Every string leaf of a labels object with its path ("facetTitles.car_fuel"), for label tests. */
export function labelLeaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      labelLeaves(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
