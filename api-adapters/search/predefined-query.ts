import { logger } from "../shared/logger";
import type { SearchFilterValue } from "./schemas";

/**
 * Predefined queries: the query string an author types into a car teaser or carousel. The specs
 * leave the syntax open; ours is
 *
 *   car_brand=Volvo,Kia;car_fuel=El;car_price=100000-300000;keyphrase=xc60
 *
 * - `;` separates clauses, each `name=value`; blanks around names and values are ignored.
 * - `,` ORs values of one filter; a hierarchical value keeps its `>` ("car_brand>car_model=Kia>Niro").
 * - `keyphrase=…` is the free-text phrase (several keyphrase clauses are joined with a space).
 * - The range filters (car_price, car_mileage, car_power, car_year) take `min-max`, `min-`,
 *   `-max` or one number `n` (= `n-n`); bounds are inclusive. Only these names are ranges, so a
 *   list value may contain "-" ("e-tron").
 * - The same filter twice merges its values.
 * - An invalid clause (no `=`, an empty or malformed name, no values, a bad range) is logged and
 *   ignored; the rest of the query still applies. Sorting is not part of the query: it is the
 *   block's own option.
 */
export interface PredefinedQuery {
  keyphrase: string;
  filters: Record<string, SearchFilterValue>;
}

export const carRangeFacetNames = ["car_price", "car_mileage", "car_power", "car_year"] as const;

const filterNamePattern = /^[a-z][a-z0-9_.]*(>[a-z][a-z0-9_.]*)*$/;
const rangePattern = /^(\d+(?:\.\d+)?)?\s*-\s*(\d+(?:\.\d+)?)?$/;
const singleNumberPattern = /^\d+(?:\.\d+)?$/;

type ClauseResult =
  | { kind: "keyphrase"; value: string }
  | { kind: "list"; name: string; values: string[] }
  | { kind: "range"; name: string; range: { min?: number; max?: number } }
  | { kind: "invalid"; reason: string };

function parseRange(value: string): { min?: number; max?: number } | null {
  if (singleNumberPattern.test(value)) return { min: Number(value), max: Number(value) };
  const match = rangePattern.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const range: { min?: number; max?: number } = {};
  if (match[1] !== undefined) range.min = Number(match[1]);
  if (match[2] !== undefined) range.max = Number(match[2]);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return null;
  return range;
}

function parseClause(clause: string): ClauseResult {
  const separator = clause.indexOf("=");
  if (separator < 0) return { kind: "invalid", reason: "no '='" };
  const name = clause.slice(0, separator).trim();
  const value = clause.slice(separator + 1).trim();
  if (name === "keyphrase") {
    return value ? { kind: "keyphrase", value } : { kind: "invalid", reason: "empty keyphrase" };
  }
  if (!filterNamePattern.test(name)) return { kind: "invalid", reason: "malformed filter name" };
  if ((carRangeFacetNames as readonly string[]).includes(name)) {
    const range = parseRange(value);
    return range ? { kind: "range", name, range } : { kind: "invalid", reason: "malformed range" };
  }
  const values = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return values.length > 0
    ? { kind: "list", name, values }
    : { kind: "invalid", reason: "no values" };
}

export function parsePredefinedQuery(query: string): PredefinedQuery {
  const keyphrases: string[] = [];
  const filters: Record<string, SearchFilterValue> = {};
  for (const clause of query.split(";")) {
    if (!clause.trim()) continue;
    const result = parseClause(clause);
    switch (result.kind) {
      case "keyphrase":
        keyphrases.push(result.value);
        break;
      case "range":
        filters[result.name] = result.range;
        break;
      case "list": {
        const existing = filters[result.name];
        const merged = Array.isArray(existing) ? [...existing, ...result.values] : result.values;
        filters[result.name] = [...new Set(merged)];
        break;
      }
      case "invalid":
        logger.warn("search.predefined-query.invalid-clause", {
          clause: clause.trim(),
          reason: result.reason,
        });
    }
  }
  return { keyphrase: keyphrases.join(" "), filters };
}
