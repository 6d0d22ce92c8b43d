import { placeholders, sourceToRegExp, fillTemplate, groupName } from "./pattern";
import type { RedirectRule, RedirectTable } from "./schema";

export const REDIRECT_STATUS = 301;

interface CompiledPattern {
  rule: RedirectRule;
  regexp: RegExp;
}

export interface CompiledTable {
  site: string;
  allowedExternalHosts: ReadonlySet<string>;
  /** Exact sources (normalised) -> rules, query-conditional rules first. */
  exact: ReadonlyMap<string, RedirectRule[]>;
  /** Pattern rules, most specific first. */
  patterns: readonly CompiledPattern[];
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Case-insensitive, decoded, no trailing slash: how sources and request paths are compared. */
export function normalisePath(path: string): string {
  const decoded = safeDecode(path).toLowerCase();
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
}

function withEnVariant(rule: RedirectRule): string[] {
  if (!rule.enPrefix) return [rule.source];
  return [rule.source, rule.source === "/" ? "/en" : `/en${rule.source}`];
}

const isPattern = (source: string) => source.includes("{");

/**
 * Specificity: patterns without a wildcard before those with one; then more literal characters
 * first; then table order. So `/anlaggningar/{id}/porsche-{location}` is tried before
 * `/anlaggningar/{path*}`, whatever order the table lists them in.
 */
function specificity(source: string): [number, number] {
  const wildcard = placeholders(source).some((p) => p.wildcard) ? 1 : 0;
  const literal = source.replace(/\{[^}]*\}/g, "").length;
  return [wildcard, -literal];
}

/** Compiles a table once at start-up: a hash map for exact sources, ordered regexps for patterns. */
export function compileTable(table: RedirectTable): CompiledTable {
  const exact = new Map<string, RedirectRule[]>();
  const patterns: (CompiledPattern & { order: number })[] = [];
  table.rules.forEach((rule, order) => {
    for (const source of withEnVariant(rule)) {
      if (isPattern(source)) {
        patterns.push({ rule, regexp: sourceToRegExp(source), order });
      } else {
        const key = normalisePath(source);
        const list = exact.get(key) ?? [];
        list.push(rule);
        list.sort((a, b) => (b.query?.length ?? 0) - (a.query?.length ?? 0));
        exact.set(key, list);
      }
    }
  });
  patterns.sort((a, b) => {
    const [wa, la] = specificity(a.rule.source);
    const [wb, lb] = specificity(b.rule.source);
    return wa - wb || la - lb || a.order - b.order;
  });
  return {
    site: table.site,
    allowedExternalHosts: new Set(table.allowedExternalHosts.map((host) => host.toLowerCase())),
    exact,
    patterns,
  };
}

const queryMatches = (rule: RedirectRule, search: URLSearchParams) =>
  (rule.query ?? []).every((name) => search.has(name));

function queryValues(rule: RedirectRule, search: URLSearchParams): Record<string, string> {
  return Object.fromEntries((rule.query ?? []).map((name) => [name, search.get(name) ?? ""]));
}

const placeholderOrigin = "http://redirect.invalid";

/**
 * The Location for a redirect, or null when the destination would leave the site (an absolute URL
 * to a host not allowed, `//host`, `/\host`, or anything else the URL parser reads as off-site).
 * Query rule: the request's parameters are kept, except the ones the rule matched on; the
 * destination's own parameters win over kept ones with the same name.
 */
function buildLocation(
  table: CompiledTable,
  rule: RedirectRule,
  values: Record<string, string>,
  search: URLSearchParams,
): string | null {
  const filled = fillTemplate(rule.destination, values).replace(/(.)\/+(?=$|\?)/, "$1");
  let target: URL;
  try {
    target = new URL(filled, placeholderOrigin);
  } catch {
    return null;
  }
  const external = target.origin !== placeholderOrigin;
  if (external) {
    const allowed = target.protocol === "https:" && table.allowedExternalHosts.has(target.hostname);
    if (!allowed || !/^https:\/\//i.test(filled)) return null;
  } else if (!/^\/(?![/\\])/.test(filled)) {
    return null;
  }

  const kept = new URLSearchParams(search);
  for (const name of rule.query ?? []) kept.delete(name);
  for (const [name, value] of target.searchParams) kept.set(name, value);
  const query = kept.toString();
  const path = external ? `${target.origin}${target.pathname}` : target.pathname;
  return `${path}${query ? `?${query}` : ""}`;
}

export interface RedirectResult {
  location: string;
  status: typeof REDIRECT_STATUS;
  rule: RedirectRule;
}

export interface RuleMatch {
  rule: RedirectRule;
  /** Values for the destination's placeholders (captured segments and query parameters). */
  values: Record<string, string>;
}

/**
 * The rules that match a request path (and its query), best first: exact sources from the hash
 * map, then patterns in specificity order. Lazy, so a lookup stops at the first usable rule.
 */
export function* findRules(
  table: CompiledTable,
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
): Generator<RuleMatch> {
  for (const rule of table.exact.get(normalisePath(pathname)) ?? []) {
    if (queryMatches(rule, search)) yield { rule, values: queryValues(rule, search) };
  }
  const decoded = safeDecode(pathname);
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
  for (const { rule, regexp } of table.patterns) {
    if (!queryMatches(rule, search)) continue;
    const match = regexp.exec(path);
    if (!match) continue;
    const values: Record<string, string> = { ...queryValues(rule, search) };
    for (const { name } of placeholders(rule.source)) {
      values[name] = match.groups?.[groupName(name)] ?? "";
    }
    yield { rule, values };
  }
}

/** The redirect for a request: the first matching rule whose destination stays on the site. */
export function matchRedirect(
  table: CompiledTable,
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
): RedirectResult | null {
  for (const { rule, values } of findRules(table, pathname, search)) {
    const location = buildLocation(table, rule, values, search);
    if (location) return { location, status: REDIRECT_STATUS, rule };
  }
  return null;
}
