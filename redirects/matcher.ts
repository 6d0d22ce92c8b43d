import { checkDestination } from "./destination";
import { fillDestination, groupName, placeholders, sourceToRegExp, unsafeValue } from "./pattern";
import type { RedirectRule, RedirectTable } from "./schema";

export const REDIRECT_STATUS = 301;

interface Capture {
  name: string;
  group: string;
  wildcard: boolean;
}

interface CompiledPattern {
  rule: RedirectRule;
  regexp: RegExp;
  captures: readonly Capture[];
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
        const captures = placeholders(source).map((p) => ({ ...p, group: groupName(p.name) }));
        patterns.push({ rule, regexp: sourceToRegExp(source), captures, order });
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

export interface RedirectResult {
  location: string;
  status: typeof REDIRECT_STATUS;
  rule: RedirectRule;
}

/** A rule matched, but what the request put in its destination (or the result) is unsafe. */
export interface RedirectRefusal {
  rule: RedirectRule;
  reason: string;
}

export interface RuleMatch {
  rule: RedirectRule;
  /** Values for the destination's placeholders (captured segments and query parameters). */
  values: Record<string, string>;
  /** Why the request's values may not be used, if they may not (the rule is then refused). */
  unsafe?: string;
}

// A slash or backslash the path sends encoded (or a raw backslash) would turn into a segment
// boundary once decoded: such paths never feed a placeholder.
const encodedSeparator = /%2f|%5c|\\/i;

function firstUnsafe(
  values: Record<string, string>,
  rule: RedirectRule,
  captures: readonly Capture[] = [],
): string | undefined {
  for (const name of rule.query ?? []) {
    const problem = unsafeValue(values[name] ?? "", false);
    if (problem) return `query ${name}: ${problem}`;
  }
  for (const { name, wildcard } of captures) {
    const problem = unsafeValue(values[name] ?? "", wildcard);
    if (problem) return `{${name}}: ${problem}`;
  }
  return undefined;
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
    if (!queryMatches(rule, search)) continue;
    const values = queryValues(rule, search);
    yield { rule, values, unsafe: firstUnsafe(values, rule) };
  }
  if (table.patterns.length === 0) return;
  const decoded = safeDecode(pathname);
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
  const separatorSmuggled = encodedSeparator.test(pathname);
  for (const { rule, regexp, captures } of table.patterns) {
    if (!queryMatches(rule, search)) continue;
    const match = regexp.exec(path);
    if (!match) continue;
    const values: Record<string, string> = queryValues(rule, search);
    for (const { name, group } of captures) values[name] = match.groups?.[group] ?? "";
    const unsafe = separatorSmuggled
      ? "encoded slash or backslash in the path"
      : firstUnsafe(values, rule, captures);
    yield { rule, values, unsafe };
  }
}

/**
 * The Location for a rule and its values, or a refusal: the destination is filled with encoded
 * values, then checked after URL resolution (docs/decisions/0007-redirects.md).
 * Query rule: the request's parameters are kept, except the ones the rule matched on; the
 * destination's own parameters win over kept ones with the same name.
 */
function buildLocation(
  table: CompiledTable,
  { rule, values }: RuleMatch,
  search: URLSearchParams,
): { location: string } | { refused: string } {
  const filled = fillDestination(rule.destination, values).replace(/(.)\/+(?=$|\?)/, "$1");
  const checked = checkDestination(filled, rule.destination, table.allowedExternalHosts);
  if (!checked.ok) return { refused: checked.reason };
  const { url, external } = checked;

  const kept = new URLSearchParams(search);
  for (const name of rule.query ?? []) kept.delete(name);
  for (const [name, value] of url.searchParams) kept.set(name, value);
  const query = kept.toString();
  const path = external ? `${url.origin}${url.pathname}` : url.pathname;
  return { location: `${path}${query ? `?${query}` : ""}` };
}

/**
 * The redirect for a request: the first matching rule whose values are safe and whose
 * destination stays on the site (or goes to an allow-listed host the table names). Refused
 * rules are reported to `onRefused` and the next rule is tried.
 */
export function matchRedirect(
  table: CompiledTable,
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
  onRefused?: (refusal: RedirectRefusal) => void,
): RedirectResult | null {
  for (const match of findRules(table, pathname, search)) {
    if (match.unsafe) {
      onRefused?.({ rule: match.rule, reason: match.unsafe });
      continue;
    }
    const built = buildLocation(table, match, search);
    if ("location" in built) {
      return { location: built.location, status: REDIRECT_STATUS, rule: match.rule };
    }
    onRefused?.({ rule: match.rule, reason: built.refused });
  }
  return null;
}
