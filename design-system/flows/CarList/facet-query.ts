import {
  applyTypedValue,
  normaliseRange,
  sliderStep,
  type NumberRange,
  type RangeBounds,
} from "../../primitives/RangeSlider/range";
import { FACET_SEARCH_THRESHOLD, LEVEL_SEPARATOR, setRange, type CarQuery } from "./query";
import type { FacetData, FacetValueData } from "./types";

/*
 * The query's rules only the filters use (the sliders, the facet groups): apart from query.ts,
 * whose rules the list's first view needs, so they load with the filters' code (issue 17).
 */

// Histogram facets -------------------------------------------------------------------------

/** The slider step: about 1/100 of the range, at least 1 (specs). */
export const histogramStep = ({ min, max }: RangeBounds): number => sliderStep(min, max);

/** The range a histogram shows for the query: open ends at the bounds, swapped and clamped. */
export function selectedRange(query: CarQuery, facet: string, bounds: RangeBounds): NumberRange {
  const range = query.ranges[facet];
  return normaliseRange([range?.min ?? bounds.min, range?.max ?? bounds.max], bounds);
}

/** The range as a filter: an end at its bound is left open. */
export function rangeFilter(
  [low, high]: NumberRange,
  bounds: RangeBounds,
): { min?: number; max?: number } {
  return {
    min: low > bounds.min ? low : undefined,
    max: high < bounds.max ? high : undefined,
  };
}

/** A slider moved to `range`. Page back to 0. */
export function applyHistogramRange(
  query: CarQuery,
  facet: string,
  range: NumberRange,
  bounds: RangeBounds,
): CarQuery {
  return setRange(query, facet, rangeFilter(normaliseRange(range, bounds), bounds));
}

/**
 * A value typed into one end of a histogram ("150 000"): spaces stripped, parsed as an integer,
 * empty meaning the bound; min and max swap when crossed and clamp within the facet's bounds
 * (the RangeSlider's rules). Page back to 0.
 */
export function applyHistogramInput(
  query: CarQuery,
  facet: string,
  end: "min" | "max",
  typed: string,
  bounds: RangeBounds,
): CarQuery {
  const range = applyTypedValue(selectedRange(query, facet, bounds), end, typed, bounds);
  return applyHistogramRange(query, facet, range, bounds);
}

// List facets ------------------------------------------------------------------------------

/** The wire value of a facet value under `parentPath` ("Kia" + "Niro" is "Kia>Niro"). */
export function valuePath(parentPath: string | undefined, text: string): string {
  if (!parentPath || text.startsWith(`${parentPath}${LEVEL_SEPARATOR}`)) return text;
  return `${parentPath}${LEVEL_SEPARATOR}${text}`;
}

/** Whether a facet gets a search box: 10 values or more at its top level. */
export function showsFacetSearch(facet: FacetData): boolean {
  return facet.value.length >= FACET_SEARCH_THRESHOLD;
}

/**
 * The values matching a facet search (case-insensitive, anywhere in the text). A matching value
 * keeps all its children; otherwise it stays only with its matching descendants.
 */
export function filterFacetValues(values: FacetValueData[], term: string): FacetValueData[] {
  const needle = term.trim().toLocaleLowerCase();
  if (needle === "") return values;
  return values.flatMap((value) => {
    if (value.text.toLocaleLowerCase().includes(needle)) return [value];
    const children = filterFacetValues(value.children ?? [], needle);
    return children.length > 0 ? [{ ...value, children }] : [];
  });
}
