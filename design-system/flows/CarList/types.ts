/*
 * The search facets as the car list reads them. Structurally the same as the search adapter's
 * `Facet` / `FacetValue` (api-adapters/search), which is written in parallel: the adapter's
 * values can be passed in as they are.
 */

export interface FacetValueData {
  /** The value at its own level ("Kia"; a child of "Kia" is "Niro"). */
  text: string;
  count: number;
  /** The next level of a hierarchical facet ("car_brand>car_model"). */
  children?: FacetValueData[];
  /** Histogram facets: the lowest value found. */
  min?: number;
  /** Histogram facets: the highest value found. */
  max?: number;
}

export interface FacetData {
  /** "car_fuel"; a hierarchical facet is a chain, "car_brand>car_model". */
  name: string;
  type: "list" | "histogram";
  /** List: the values; histogram: one value `{ text: name, count, min, max }`. */
  value: FacetValueData[];
}
