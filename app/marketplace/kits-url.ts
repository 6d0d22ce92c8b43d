import type { KitSearchParams } from "../../api-adapters/search/client";
import { clampPage, emptyCarQuery, type CarQuery } from "../../design-system";
import { KIT_SESSION_KEYS, type KitSession } from "../../design-system/flows/Kits/rules";
import { carListSearchParams } from "./car-list-url";

/**
 * The kits page's state in its URL, like the car list's (decision 0010), so staff can reload,
 * share and go back:
 *
 *   /varusteet?category=Ulkovarusteet>Vetokoukut&make=Volvo&model=XC60&year=2022&price=-500
 *             &keyphrase=koukku&sortName=retailPrice_asc&page=1&user=…&dealer=…&unit=…
 *             &transactionId=…&auto=…
 *
 * Short parameter names stand for the kits index's facets; the dealer session's five parameters
 * (from the dealer system) ride along unchanged on every change of the search.
 */
export const KIT_FILTER_PARAMS = {
  category: "kitCategory>kitSubCategory>kitSubSubCategory",
  make: "vehicleFitmentSpecifications.make",
  model: "vehicleFitmentSpecifications.model",
  year: "vehicleFitmentSpecifications.modelYear",
  status: "status",
} as const;
export const KIT_RANGE_PARAMS = { price: "retailPrice" } as const;

const paramOfFacet = new Map<string, string>(
  [...Object.entries(KIT_FILTER_PARAMS), ...Object.entries(KIT_RANGE_PARAMS)].map(
    ([param, facet]) => [facet, param],
  ),
);

function parseRange(value: string): { min?: number; max?: number } | null {
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(value);
  if (!match || (!match[1] && !match[2])) return null;
  return {
    ...(match[1] ? { min: Number(match[1]) } : {}),
    ...(match[2] ? { max: Number(match[2]) } : {}),
  };
}

/** The search state of a kits page URL. */
export function parseKitParams(params: URLSearchParams): CarQuery {
  const filters: Record<string, string[]> = {};
  for (const [param, facet] of Object.entries(KIT_FILTER_PARAMS)) {
    const values = [...new Set(params.getAll(param).map((value) => value.trim()))].filter(Boolean);
    if (values.length > 0) filters[facet] = values;
  }
  const ranges: CarQuery["ranges"] = {};
  for (const [param, facet] of Object.entries(KIT_RANGE_PARAMS)) {
    const range = parseRange(params.get(param) ?? "");
    if (range) ranges[facet] = range;
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

/** The kits page URL for a search state, keeping the dealer session's parameters. */
export function kitsHref(path: string, query: CarQuery, session: Partial<KitSession>): string {
  const params = new URLSearchParams();
  for (const [facet, values] of Object.entries(query.filters)) {
    const param = paramOfFacet.get(facet);
    if (param) for (const value of values) params.append(param, value);
  }
  for (const [facet, { min, max }] of Object.entries(query.ranges)) {
    const param = paramOfFacet.get(facet);
    if (param && (min !== undefined || max !== undefined))
      params.set(param, `${min ?? ""}-${max ?? ""}`);
  }
  if (query.keyphrase) params.set("keyphrase", query.keyphrase);
  if (query.sortName) params.set("sortName", query.sortName);
  if (query.page > 0) params.set("page", String(query.page));
  for (const key of KIT_SESSION_KEYS) {
    const value = session[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The search for a state: every page up to `page` at once, as the car list. */
export function kitSearchParams(query: CarQuery): KitSearchParams {
  return carListSearchParams(query);
}

/** The car the filters name ("Volvo XC60 2022"), for the no-kits-for-car message. */
export function chosenCar(query: CarQuery): string | undefined {
  const first = (param: keyof typeof KIT_FILTER_PARAMS) =>
    query.filters[KIT_FILTER_PARAMS[param]]?.[0];
  const make = first("make");
  if (!make) return undefined;
  return [make, first("model"), first("year")].filter(Boolean).join(" ");
}
