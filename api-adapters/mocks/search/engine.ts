import type {
  Facet,
  FacetValue,
  SearchFilterValue,
  SearchRequestBody,
  SearchResponse,
} from "../../search/schemas";

/**
 * A small search engine over in-memory documents, answering the search service's wire format the
 * way the real index does (docs/contract in specs/marketplace.md 3 and 7):
 * - keyphrase: case- and diacritic-insensitive; every word must be the prefix of a word of some
 *   searchable field (or of the whole field without spaces, so "abc1" finds regno "ABC 123").
 * - filters: a facet's values are OR'd, facets are AND'ed; a hierarchical facet "a>b" takes values
 *   "A" (every A) or "A>B"; a range {min, max} is inclusive; a boolean matches "true"/"false".
 * - facets are disjunctive: each is counted with every filter but its own, so a chosen value's
 *   siblings keep their counts; a chosen value is listed even when nothing matches it. List values
 *   are sorted by count, then text; hierarchical children nest under their parent.
 * - histogram facets give one value {text: name, count, min, max} over the same set.
 * - sort_name "<field>_<asc|desc>", missing values last; total_items is capped at 10000 and a
 *   page reaching past 10000 (offset + limit) is empty; limit 0 gives the facets only.
 * An index may define derived values (the cars index filters, sorts and ranges car_price by the
 * campaign price when there is one: the price the customer pays).
 */
export type SearchDocument = Record<string, unknown>;

export interface IndexConfig {
  /** Dotted paths whose words the keyphrase is matched against. */
  searchableFields: readonly string[];
  histogramFields: readonly string[];
  defaultSort?: string;
  /** A derived value for a field; undefined falls back to the document's own. */
  derivedValue?: (document: SearchDocument, field: string) => unknown;
}

export const RESULT_CAP = 10_000;

const foldedLetters: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", ł: "l", đ: "d" };

/** Lower case without diacritics: "Škoda Citroën Sør" -> "skoda citroen sor". */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđ]/g, (letter) => foldedLetters[letter] ?? letter);
}

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function primitives(value: unknown, into: unknown[]): void {
  if (Array.isArray(value)) for (const entry of value) primitives(entry, into);
  else if (value !== undefined && value !== null) into.push(value);
}

/** Every value at a dotted path, arrays flattened ("site_departments.group"). */
export function valuesAt(document: SearchDocument, path: string): unknown[] {
  let current: unknown[] = [document];
  for (const key of path.split(".")) {
    const next: unknown[] = [];
    for (const value of current) {
      if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        primitives((value as Record<string, unknown>)[key], next);
      }
    }
    current = next;
  }
  return current;
}

function fieldValues(config: IndexConfig, document: SearchDocument, field: string): unknown[] {
  const derived = config.derivedValue?.(document, field);
  if (derived === undefined) return valuesAt(document, field);
  const values: unknown[] = [];
  primitives(derived, values);
  return values;
}

const textOf = (value: unknown) =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : "";

const tokenCache = new WeakMap<SearchDocument, WeakMap<IndexConfig, string[]>>();

function tokensOf(config: IndexConfig, document: SearchDocument): string[] {
  let perConfig = tokenCache.get(document);
  const known = perConfig?.get(config);
  if (known) return known;
  const tokens = new Set<string>();
  for (const field of config.searchableFields) {
    for (const value of valuesAt(document, field)) {
      const words = wordsOf(textOf(value));
      for (const word of words) tokens.add(word);
      if (words.length > 1) tokens.add(words.join(""));
    }
  }
  const list = [...tokens];
  if (!perConfig) tokenCache.set(document, (perConfig = new WeakMap()));
  perConfig.set(config, list);
  return list;
}

function matchesKeyphrase(config: IndexConfig, document: SearchDocument, words: string[]) {
  if (words.length === 0) return true;
  const tokens = tokensOf(config, document);
  return words.every((word) => tokens.some((token) => token.startsWith(word)));
}

function matchesFilter(
  config: IndexConfig,
  document: SearchDocument,
  name: string,
  filter: SearchFilterValue,
): boolean {
  if (!Array.isArray(filter)) {
    return fieldValues(config, document, name).some(
      (value) =>
        typeof value === "number" &&
        (filter.min === undefined || value >= filter.min) &&
        (filter.max === undefined || value <= filter.max),
    );
  }
  const levels = name.split(">");
  const levelValues = levels.map((field) =>
    fieldValues(config, document, field).map((value) => fold(textOf(value))),
  );
  return filter.some((wanted) =>
    wanted
      .split(">")
      .every((part, level) => levelValues[level]?.includes(fold(part.trim())) ?? false),
  );
}

function sortDocuments(config: IndexConfig, documents: SearchDocument[], sortName?: string) {
  const match = /^(.+)_(asc|desc)$/.exec(sortName ?? config.defaultSort ?? "");
  if (!match?.[1]) return documents;
  const field = match[1];
  const direction = match[2] === "desc" ? -1 : 1;
  const keyed = documents.map((document) => ({
    document,
    key: fieldValues(config, document, field)[0],
  }));
  keyed.sort((a, b) => {
    const aMissing = a.key === undefined || a.key === null;
    const bMissing = b.key === undefined || b.key === null;
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    if (typeof a.key === "number" && typeof b.key === "number") {
      return (a.key - b.key) * direction;
    }
    return textOf(a.key).localeCompare(textOf(b.key), "en", { numeric: true }) * direction;
  });
  return keyed.map((entry) => entry.document);
}

const byCountThenText = (a: FacetValue, b: FacetValue) =>
  b.count - a.count || a.text.localeCompare(b.text, "en", { numeric: true });

interface FacetNode {
  text: string;
  count: number;
  children: Map<string, FacetNode>;
}

/** Counts a document once per distinct value at each level of a chain ("a>b>c"), nesting. */
function countLevels(
  config: IndexConfig,
  document: SearchDocument,
  fields: readonly string[],
  level: number,
  into: Map<string, FacetNode>,
) {
  const field = fields[level];
  if (!field) return;
  const seen = new Set<string>();
  for (const value of fieldValues(config, document, field)) {
    const text = textOf(value);
    const key = fold(text);
    if (!text || seen.has(key)) continue;
    seen.add(key);
    let node = into.get(key);
    if (!node) into.set(key, (node = { text, count: 0, children: new Map() }));
    node.count += 1;
    countLevels(config, document, fields, level + 1, node.children);
  }
}

function toFacetValues(nodes: Map<string, FacetNode>, nested: number): FacetValue[] {
  return [...nodes.values()]
    .map((node) => {
      const facetValue: FacetValue = { text: node.text, count: node.count };
      if (nested > 0) facetValue.children = toFacetValues(node.children, nested - 1);
      return facetValue;
    })
    .sort(byCountThenText);
}

function listFacet(
  config: IndexConfig,
  name: string,
  documents: SearchDocument[],
  chosen: readonly string[],
): Facet {
  const fields = name.split(">");
  const top = new Map<string, FacetNode>();
  for (const document of documents) countLevels(config, document, fields, 0, top);
  // A chosen value is listed even when nothing matches it, at every level of its path.
  for (const wanted of chosen) {
    let level = top;
    for (const part of wanted.split(">").map((text) => text.trim())) {
      if (!part) break;
      let node = level.get(fold(part));
      if (!node) level.set(fold(part), (node = { text: part, count: 0, children: new Map() }));
      level = node.children;
    }
  }
  return { name, type: "list", value: toFacetValues(top, fields.length - 1) };
}

function histogramFacet(config: IndexConfig, name: string, documents: SearchDocument[]): Facet {
  let min = Infinity;
  let max = -Infinity;
  let count = 0;
  for (const document of documents) {
    const numbers = fieldValues(config, document, name).filter(
      (value): value is number => typeof value === "number",
    );
    if (numbers.length === 0) continue;
    count += 1;
    min = Math.min(min, ...numbers);
    max = Math.max(max, ...numbers);
  }
  const value: FacetValue = count > 0 ? { text: name, count, min, max } : { text: name, count: 0 };
  return { name, type: "histogram", value: [value] };
}

function project(document: SearchDocument, fields: readonly string[] | undefined) {
  if (!fields) return document;
  const projected: SearchDocument = {};
  for (const field of fields) {
    const key = field.split(".")[0] ?? field;
    if (Object.hasOwn(document, key)) projected[key] = document[key];
  }
  return projected;
}

export function runSearch(
  documents: readonly SearchDocument[],
  body: SearchRequestBody,
  config: IndexConfig,
): SearchResponse<SearchDocument> {
  const words = body.keyphrase ? wordsOf(body.keyphrase) : [];
  const filters = Object.entries(body.filters ?? {});
  const matching: SearchDocument[] = [];
  /** Documents failing exactly one filter count for that filter's own facet. */
  const failingOnly = new Map<string, SearchDocument[]>();
  for (const document of documents) {
    if (!matchesKeyphrase(config, document, words)) continue;
    const failed = filters
      .filter(([name, filter]) => !matchesFilter(config, document, name, filter))
      .map(([name]) => name);
    if (failed.length === 0) matching.push(document);
    else if (failed.length === 1) {
      const name = failed[0] as string;
      const list = failingOnly.get(name);
      if (list) list.push(document);
      else failingOnly.set(name, [document]);
    }
  }

  const facet = (body.facets ?? []).map((name) => {
    const counted = [...matching, ...(failingOnly.get(name) ?? [])];
    if (config.histogramFields.includes(name)) return histogramFacet(config, name, counted);
    const chosen = body.filters?.[name];
    return listFacet(config, name, counted, Array.isArray(chosen) ? chosen : []);
  });

  const { limit, offset } = body;
  const pageEnd = offset + limit;
  const content =
    limit === 0 || pageEnd > RESULT_CAP
      ? []
      : sortDocuments(config, matching, body.sort_name)
          .slice(offset, pageEnd)
          .map((document) => project(document, body.fields));
  return { facet, content, total_items: Math.min(matching.length, RESULT_CAP), limit, offset };
}
