/** Cars a teaser shows unless NumberOfCars or Limit says otherwise (specs: default 8). */
export const CAR_TEASER_DEFAULT_LIMIT = 8;

/** At most this many fixed ids are used (specs: fixed-id list max 100). */
export const CAR_TEASER_MAX_IDS = 100;

/**
 * The fixed car ids of a teaser (PimIds or Ids): comma-separated, trimmed, empty entries and
 * repeats dropped, order kept (the results follow it), at most 100.
 */
export function parseTeaserIds(value: string | null | undefined): string[] {
  if (!value) return [];
  const ids = value
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  return [...new Set(ids)].slice(0, CAR_TEASER_MAX_IDS);
}

function positiveInteger(value: number | string | null | undefined): number | undefined {
  const number = typeof value === "string" ? Number(value.trim()) : value;
  return typeof number === "number" && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** How many cars a teaser asks for: NumberOfCars, else Limit, else 8. */
export function teaserLimit(settings: {
  numberOfCars?: number | string | null;
  limit?: number | string | null;
}): number {
  return (
    positiveInteger(settings.numberOfCars) ??
    positiveInteger(settings.limit) ??
    CAR_TEASER_DEFAULT_LIMIT
  );
}

/** The items in the order of `ids` (specs: results follow the given ids); others are dropped. */
export function orderByIds<T>(
  items: readonly T[],
  ids: readonly string[],
  idOf: (item: T) => string,
): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
}
