import type { RangeBounds } from "../../primitives/RangeSlider/range";
import { formatMessage } from "../../../i18n/format";
import type { FacetData } from "./types";

/** What the car list shows: the app turns it into a search request and into/out of the URL. */
export interface CarQuery {
  /** List and hierarchical facets; values as on the wire ("Kia>Niro"). */
  filters: Record<string, string[]>;
  /** Histogram facets; an open end is left out. */
  ranges: Record<string, { min?: number; max?: number }>;
  /** "" when none. */
  keyphrase: string;
  /** "" = the default sort. */
  sortName: string;
  /** 0-based, at most MAX_PAGE. */
  page: number;
}

/** Cars per page (specs: default result limit 24). */
export const PAGE_SIZE = 24;
/** Placeholder cards while the list loads. */
export const SKELETON_COUNT = 24;
/** The highest page (0-based); the URL's page is capped here. */
export const MAX_PAGE = 20;
/** The search never counts further; totals at the cap show as "10000+". */
export const RESULT_CAP = 10_000;
/** A facet with this many values or more gets a search box. */
export const FACET_SEARCH_THRESHOLD = 10;
/** Slider changes wait this long after the last move before they search. */
export const HISTOGRAM_DEBOUNCE_MS = 1500;
/** From this width the filters are a sidebar; below it a drawer. */
export const DESKTOP_MIN_WIDTH = 1024;
/** Below DESKTOP_MIN_WIDTH a change of the search scrolls the results into view this much later. */
export const SCROLL_TO_RESULTS_DELAY_MS = 300;
/** Load more is hidden when everything is shown and the total is under this. */
export const LOAD_MORE_HIDE_BELOW = 12;
/** Separates the levels of a hierarchical facet name and value. */
export const LEVEL_SEPARATOR = ">";

export const emptyCarQuery: CarQuery = {
  filters: {},
  ranges: {},
  keyphrase: "",
  sortName: "",
  page: 0,
};

/** A page number from anywhere (URL, state) as a whole number from 0 to MAX_PAGE. */
export function clampPage(page: number): number {
  if (!Number.isFinite(page)) return 0;
  return Math.min(MAX_PAGE, Math.max(0, Math.floor(page)));
}

const isSameOrBelow = (candidate: string, value: string) =>
  candidate === value || candidate.startsWith(`${value}${LEVEL_SEPARATOR}`);

function withFilter(query: CarQuery, facet: string, values: string[]): CarQuery {
  const { [facet]: _dropped, ...others } = query.filters;
  return {
    ...query,
    filters: values.length > 0 ? { ...others, [facet]: values } : others,
    page: 0,
  };
}

/**
 * Selects a value, or deselects it together with its child values (deselecting "Kia" also
 * drops "Kia>Niro"). Selecting a child keeps its parent: the search narrows a parent to its
 * selected children. Page back to 0.
 */
export function toggleFilterValue(query: CarQuery, facet: string, value: string): CarQuery {
  const current = query.filters[facet] ?? [];
  const next = current.includes(value)
    ? current.filter((candidate) => !isSameOrBelow(candidate, value))
    : [...current, value];
  return withFilter(query, facet, next);
}

/**
 * Clears a facet and its descendants. `facet` may be a facet name ("car_fuel",
 * "car_brand>car_model") or a parent level of a chain ("car_brand" clears
 * "car_brand>car_model"). With `level` (0-based) only the values at that level and below go:
 * level 1 of "car_brand>car_model" drops the models and keeps the brands. Page back to 0.
 */
export function clearFacet(query: CarQuery, facet: string, level = 0): CarQuery {
  const filters: CarQuery["filters"] = {};
  for (const [name, values] of Object.entries(query.filters)) {
    if (!isSameOrBelow(name, facet)) {
      filters[name] = values;
      continue;
    }
    const kept = values.filter((value) => value.split(LEVEL_SEPARATOR).length - 1 < level);
    if (kept.length > 0) filters[name] = kept;
  }
  const ranges = Object.fromEntries(
    Object.entries(query.ranges).filter(([name]) => !isSameOrBelow(name, facet)),
  );
  return { ...query, filters, ranges, page: 0 };
}

/** Sets a range filter; an empty range (both ends open) removes it. Page back to 0. */
export function setRange(
  query: CarQuery,
  facet: string,
  range: { min?: number; max?: number },
): CarQuery {
  const { [facet]: _dropped, ...others } = query.ranges;
  const cleaned: { min?: number; max?: number } = {};
  if (range.min !== undefined) cleaned.min = range.min;
  if (range.max !== undefined) cleaned.max = range.max;
  const empty = cleaned.min === undefined && cleaned.max === undefined;
  return { ...query, ranges: empty ? others : { ...others, [facet]: cleaned }, page: 0 };
}

/** Removes a range filter. Page back to 0. */
export function clearRange(query: CarQuery, facet: string): CarQuery {
  return setRange(query, facet, {});
}

/** A new keyphrase (trimmed). Page back to 0. */
export function setKeyphrase(query: CarQuery, keyphrase: string): CarQuery {
  return { ...query, keyphrase: keyphrase.trim(), page: 0 };
}

/** A new sort; the first page again, as the order changed. */
export function setSort(query: CarQuery, sortName: string): CarQuery {
  return { ...query, sortName, page: 0 };
}

/**
 * Clear all: filters, ranges, keyphrase and page reset (specs). The sort is kept: it is not a
 * filter, and the visitor chose it for whatever they search next.
 */
export function clearAll(query: CarQuery): CarQuery {
  return { ...emptyCarQuery, sortName: query.sortName };
}

/** The next page, never beyond MAX_PAGE. */
export function nextPage(query: CarQuery): CarQuery {
  return { ...query, page: clampPage(query.page + 1) };
}

/** Whether anything narrows the list (chips and "clear all" are shown). */
export function hasRefinements(query: CarQuery): boolean {
  return (
    query.keyphrase !== "" ||
    Object.values(query.filters).some((values) => values.length > 0) ||
    Object.keys(query.ranges).length > 0
  );
}

/**
 * A count for display. The search stops counting at RESULT_CAP, so a total at the cap means
 * "that many or more": it shows as "10000+".
 */
export function formatCount(count: number, locale?: string): string {
  if (count >= RESULT_CAP) return `${RESULT_CAP}+`;
  return locale ? new Intl.NumberFormat(locale).format(count) : String(count);
}

export type LoadMoreState = "hidden" | "disabled" | "enabled";

/**
 * The load-more button after `page` (0-based) with `shown` of `total` cars: hidden when all
 * are shown and the total is under 12; disabled beyond page 19 (the last page, 20, is loaded)
 * and when everything is shown; enabled otherwise.
 */
export function loadMoreState(shown: number, total: number, page: number): LoadMoreState {
  if (shown >= total && total < LOAD_MORE_HIDE_BELOW) return "hidden";
  if (page >= MAX_PAGE || shown >= total) return "disabled";
  return "enabled";
}

/** "Visar {shown} av {total}" filled in; the total as formatCount shows it. */
export function fillShowingTemplate(
  template: string,
  shown: number,
  total: number,
  locale?: string,
): string {
  return formatMessage(
    template,
    { shown: formatCount(shown, locale), total: formatCount(total, locale), count: total },
    locale,
  );
}

// Histogram facets -------------------------------------------------------------------------

/** A histogram facet's bounds (its one value's min and max); none when it has none. */
export function histogramBounds(facet: FacetData): RangeBounds | undefined {
  const value = facet.value[0];
  if (value?.min === undefined || value.max === undefined) return undefined;
  return { min: Math.min(value.min, value.max), max: Math.max(value.min, value.max) };
}

// Applied-filter chips ---------------------------------------------------------------------

export interface AppliedChip {
  /** Stable React key. */
  key: string;
  /** "Kia Niro", "Pris: 100 000 – 250 000", "”xc60”". */
  label: string;
  /** The query after removing this chip. */
  remove: (query: CarQuery) => CarQuery;
}

export interface ChipLabelling {
  /** The facet's title ("Pris"), for range chips. */
  facetTitle: (facet: string) => string;
  /** A number in the site's format with unit ("100 000 kr"). */
  formatValue?: (facet: string, value: number) => string;
  /** The facets, for the bounds of open range ends. */
  facets?: FacetData[];
  /** The keyphrase chip; `{keyphrase}` is the text ("”{keyphrase}”"). Straight quotes by default. */
  keyphraseTemplate?: string;
}

/**
 * The chips of what narrows the list: the keyphrase, every selected value (levels joined with a
 * space, "Kia Niro") and every range. Each carries the transition that removes it: a parent's
 * chip also removes its children, as its checkbox does.
 */
export function appliedChips(query: CarQuery, labelling: ChipLabelling): AppliedChip[] {
  const format = labelling.formatValue ?? ((_facet: string, value: number) => String(value));
  const chips: AppliedChip[] = [];
  if (query.keyphrase !== "") {
    chips.push({
      key: "keyphrase",
      label: formatMessage(labelling.keyphraseTemplate ?? '"{keyphrase}"', {
        keyphrase: query.keyphrase,
      }),
      remove: (current) => setKeyphrase(current, ""),
    });
  }
  for (const [facet, values] of Object.entries(query.filters)) {
    for (const value of values) {
      chips.push({
        key: `filter:${facet}:${value}`,
        label: value.split(LEVEL_SEPARATOR).join(" "),
        remove: (current) =>
          (current.filters[facet] ?? []).includes(value)
            ? toggleFilterValue(current, facet, value)
            : current,
      });
    }
  }
  for (const [facet, range] of Object.entries(query.ranges)) {
    const facetData = labelling.facets?.find((candidate) => candidate.name === facet);
    const bounds = facetData ? histogramBounds(facetData) : undefined;
    const low = range.min ?? bounds?.min;
    const high = range.max ?? bounds?.max;
    const end = (value: number | undefined) => (value === undefined ? "…" : format(facet, value));
    chips.push({
      key: `range:${facet}`,
      label: `${labelling.facetTitle(facet)}: ${end(low)} – ${end(high)}`,
      remove: (current) => clearRange(current, facet),
    });
  }
  return chips;
}
