import type { CarSearchParams, Facet } from "../../api-adapters/search";
// Not the barrel: it would bring the search schemas (zod) into the browser's car list.
import { carRangeFacetNames } from "../../api-adapters/search/predefined-query";
import {
  clampPage,
  emptyCarQuery,
  LEVEL_SEPARATOR,
  PAGE_SIZE,
  type CarQuery,
} from "../../design-system";

/**
 * The car list's state in its URL, so a list can be shared, reloaded and navigated back to.
 *
 *   /kop-bil?car_brand=Kia&car_model=Kia>Niro&car_fuel=El&car_price=100000-300000
 *           &keyphrase=dragkrok&sortName=car_price_asc&page=2
 *
 * - List facets: one parameter per value, named by the facet field (`car_fuel=El&car_fuel=Diesel`),
 *   the names the footer's brand links and the redirect tables already use.
 * - The brand > model facet: `car_brand=<brand>` and `car_model=<brand>><model>`; a bare model
 *   (`car_model=Niro`, from old links) is placed under its brand when the facets know it.
 * - Ranges: `<facet>=<min>-<max>`, either end may be left out (`car_price=-300000`).
 * - `page` is 0-based (omitted at 0) and capped at 20.
 * - Path segments below the list (`/kop-bil/kia/el`, written by the search hero) are recognised
 *   facet values; the list writes query parameters only, so its URLs have one form.
 */
export const BRAND_MODEL_FACET = "car_brand>car_model";
const [BRAND_FIELD, MODEL_FIELD] = BRAND_MODEL_FACET.split(LEVEL_SEPARATOR) as [string, string];
const RANGE_FACETS: readonly string[] = carRangeFacetNames;
const RESERVED = new Set(["keyphrase", "sortName", "page"]);
/** Facets whose values the search hero and path segments recognise (specs: brands, models, fuels, bodies). */
export const RECOGNISED_FACETS = [BRAND_MODEL_FACET, "car_fuel", "car_body"] as const;

/** A facet value as a lower-cased path segment: "Land Rover" -> "land-rover". */
export function segmentSlug(text: string): string {
  return text.normalize("NFC").trim().toLowerCase().replace(/\s+/g, "-");
}

function parseRange(value: string): { min?: number; max?: number } | null {
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(value.replace(/\u00a0/g, ""));
  if (!match) return null;
  const [min, max] = [match[1], match[2]].map((part) => (part ? Number(part) : undefined));
  if (min === undefined && max === undefined) return null;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function brandOfModel(model: string, facets: readonly Facet[]): string | undefined {
  const brands = facets.find((facet) => facet.name === BRAND_MODEL_FACET)?.value ?? [];
  const wanted = model.toLowerCase();
  return brands.find((brand) =>
    brand.children?.some((child) => child.text.toLowerCase() === wanted),
  )?.text;
}

function addValue(filters: Record<string, string[]>, facet: string, value: string) {
  const values = filters[facet] ?? [];
  if (!values.includes(value)) filters[facet] = [...values, value];
}

/** The query parameters of a car list URL as the list's state. */
export function parseCarListParams(
  params: URLSearchParams,
  facets: readonly Facet[] = [],
): CarQuery {
  const filters: Record<string, string[]> = {};
  const ranges: CarQuery["ranges"] = {};
  for (const [name, raw] of params) {
    const value = raw.trim();
    if (!value || RESERVED.has(name) || !/^car_[a-z0-9_.]+$/.test(name)) continue;
    if (RANGE_FACETS.includes(name)) {
      const range = parseRange(value);
      if (range) ranges[name] = range;
    } else if (name === BRAND_FIELD) {
      addValue(filters, BRAND_MODEL_FACET, value);
    } else if (name === MODEL_FIELD) {
      const brand = value.includes(LEVEL_SEPARATOR) ? undefined : brandOfModel(value, facets);
      if (value.includes(LEVEL_SEPARATOR)) addValue(filters, BRAND_MODEL_FACET, value);
      else if (brand) addValue(filters, BRAND_MODEL_FACET, `${brand}${LEVEL_SEPARATOR}${value}`);
    } else {
      addValue(filters, name, value);
    }
  }
  const page = Number(params.get("page") ?? 0);
  return {
    ...emptyCarQuery,
    filters,
    ranges,
    keyphrase: params.get("keyphrase")?.trim() ?? "",
    sortName: params.get("sortName")?.trim() ?? "",
    page: clampPage(Number.isNaN(page) ? 0 : page),
  };
}

/**
 * Path segments as filters: each must be a brand, a model (of a recognised brand, or of any
 * brand), a fuel or a body of the facets. Null when one is not: the path is not a car list.
 */
export function resolvePathSegments(
  segments: readonly string[],
  facets: readonly Facet[],
): Record<string, string[]> | null {
  const filters: Record<string, string[]> = {};
  const brands = facets.find((facet) => facet.name === BRAND_MODEL_FACET)?.value ?? [];
  for (const segment of segments) {
    const slug = segmentSlug(segment);
    const brand = brands.find((value) => segmentSlug(value.text) === slug);
    if (brand) {
      addValue(filters, BRAND_MODEL_FACET, brand.text);
      continue;
    }
    const chosenBrands = new Set(filters[BRAND_MODEL_FACET] ?? []);
    const modelOwners = brands.filter((value) =>
      value.children?.some((child) => segmentSlug(child.text) === slug),
    );
    const owner = modelOwners.find((value) => chosenBrands.has(value.text)) ?? modelOwners[0];
    if (owner) {
      const model = owner.children?.find((child) => segmentSlug(child.text) === slug);
      if (model) {
        addValue(filters, BRAND_MODEL_FACET, `${owner.text}${LEVEL_SEPARATOR}${model.text}`);
        continue;
      }
    }
    const other = RECOGNISED_FACETS.slice(1)
      .map((name) => ({
        name,
        value: facets
          .find((facet) => facet.name === name)
          ?.value.find((value) => segmentSlug(value.text) === slug),
      }))
      .find((match) => match.value);
    if (!other?.value) return null;
    addValue(filters, other.name, other.value.text);
  }
  return filters;
}

/** Merges filters: values of `extra` are added to those of `query`. */
export function withFilters(query: CarQuery, extra: Record<string, string[]>): CarQuery {
  const filters = { ...query.filters };
  for (const [facet, values] of Object.entries(extra)) {
    for (const value of values) addValue(filters, facet, value);
  }
  return { ...query, filters };
}

/** The list's state as query parameters (see the module comment); "" for the plain list. */
export function carListSearch(query: CarQuery): string {
  const params = new URLSearchParams();
  for (const [facet, values] of Object.entries(query.filters)) {
    for (const value of values) {
      if (facet === BRAND_MODEL_FACET) {
        params.append(value.includes(LEVEL_SEPARATOR) ? MODEL_FIELD : BRAND_FIELD, value);
      } else {
        params.append(facet, value);
      }
    }
  }
  for (const [facet, { min, max }] of Object.entries(query.ranges)) {
    if (min === undefined && max === undefined) continue;
    params.set(facet, `${min ?? ""}-${max ?? ""}`);
  }
  if (query.keyphrase) params.set("keyphrase", query.keyphrase);
  if (query.sortName) params.set("sortName", query.sortName);
  if (query.page > 0) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function carListHref(listPath: string, query: CarQuery): string {
  return `${listPath}${carListSearch(query)}`;
}

/**
 * The search for a list state: every page up to `page` in one request (a reload or a shared
 * link shows what the visitor saw). A parent value with selected children is left out, so
 * choosing "Kia" then "Niro" narrows to Niro (values of one facet are OR'd by the search).
 */
export function carListSearchParams(query: CarQuery): CarSearchParams {
  const filters: NonNullable<CarSearchParams["filters"]> = {};
  for (const [facet, values] of Object.entries(query.filters)) {
    const narrowed = values.filter(
      (value) => !values.some((other) => other.startsWith(`${value}${LEVEL_SEPARATOR}`)),
    );
    if (narrowed.length > 0) filters[facet] = narrowed;
  }
  for (const [facet, range] of Object.entries(query.ranges)) filters[facet] = range;
  return {
    keyphrase: query.keyphrase || undefined,
    filters,
    sortName: query.sortName || undefined,
    limit: PAGE_SIZE * (query.page + 1),
    offset: 0,
  };
}
