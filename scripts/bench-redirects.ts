/**
 * Redirect lookup cost on the UK table (about 700 rules): the compiled matcher (hash map for
 * exact sources, ordered patterns) against a naive loop over one regular expression per rule.
 * Prints figures; asserts nothing.   npm run bench:redirects
 */
import { performance } from "node:perf_hooks";
import { compileTable, findRules, matchRedirect, normalisePath } from "../redirects/matcher";
import { sourceToRegExp } from "../redirects/pattern";
import { redirectTables } from "../redirects";

const table = redirectTables["retail-uk"];
if (!table) throw new Error("no UK table");
const compiled = compileTable(table);
const naive = table.rules.map((rule) => ({ rule, regexp: sourceToRegExp(rule.source) }));

function naiveMatch(path: string, search: URLSearchParams) {
  const normalised = normalisePath(path);
  for (const { rule, regexp } of naive) {
    if ((rule.query ?? []).some((name) => !search.has(name))) continue;
    if (regexp.test(normalised)) return rule;
  }
  return null;
}

const exactHits = table.rules
  .filter((rule) => !rule.source.includes("{") && !rule.query)
  .map((rule) => rule.source);
const patternHits = table.rules
  .filter((rule) => rule.source.includes("{") && !rule.query)
  .map((rule) => rule.source.replace(/\{\w+\*\}/g, "a/b").replace(/\{\w+\}/g, "sample"));
// The naive loop tries rules in table order, so it finds the UK table's few patterns (listed first)
// quickly and everything else late; the compiled matcher tries exact sources first.
const misses = Array.from({ length: 200 }, (_, i) => `/no/such/page-${i}`);
const empty = new URLSearchParams();

function measure(name: string, paths: string[], lookup: (path: string) => unknown) {
  const rounds = Math.max(1, Math.ceil(200_000 / paths.length));
  for (let i = 0; i < 2_000; i += 1) lookup(paths[i % paths.length] as string);
  const start = performance.now();
  let found = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) if (lookup(path)) found += 1;
  }
  const elapsed = performance.now() - start;
  const perLookup = (elapsed * 1e6) / (rounds * paths.length);
  return { name, perLookupNs: perLookup, hitRate: found / (rounds * paths.length) };
}

console.log(
  `UK table: ${table.rules.length} rules (${exactHits.length} exact, ${compiled.patterns.length} patterns), Node ${process.version}`,
);
for (const [label, paths] of [
  ["exact hits", exactHits],
  ["pattern hits", patternHits],
  ["misses", misses],
] as const) {
  const fast = measure("compiled", paths, (path) => findRules(compiled, path, empty).next().value);
  const slow = measure("naive", paths, (path) => naiveMatch(path, empty));
  const full = measure("full", paths, (path) => matchRedirect(compiled, path, empty));
  console.log(
    `${label.padEnd(13)} lookup: compiled ${fast.perLookupNs.toFixed(0).padStart(6)} ns, naive loop ${slow.perLookupNs.toFixed(0).padStart(6)} ns (${(slow.perLookupNs / fast.perLookupNs).toFixed(1)}x)   lookup + Location ${full.perLookupNs.toFixed(0).padStart(6)} ns   hit rate ${(fast.hitRate * 100).toFixed(0)}%`,
  );
}
