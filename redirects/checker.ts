import { compileTable, matchRedirect, normalisePath } from "./matcher";
import { checkDestination } from "./destination";
import { fillDestination, placeholders } from "./pattern";
import type { RedirectTable } from "./schema";

const sampleValue = (name: string) => `sample-${name.replace(/\W/g, "")}`;

function patternShape(source: string): string {
  return normalisePath(source)
    .replace(/\{[^}]*\*\}/g, "{*}")
    .replace(/\{[^}*]*\}/g, "{}");
}

function sourceProblems(source: string): string[] {
  const problems: string[] = [];
  if (source.includes("?")) problems.push("source holds a query string (use `query`)");
  if (
    /\{[^}]*$|^[^{]*\}/.test(source) ||
    (source.match(/\{/g)?.length ?? 0) !== (source.match(/\}/g)?.length ?? 0)
  ) {
    problems.push("unbalanced braces");
  }
  const names = placeholders(source);
  const wildcards = names.filter((p) => p.wildcard);
  if (wildcards.length > 1) problems.push("more than one wildcard");
  if (wildcards.length === 1 && !/\/\{[^}]+\*\}$/.test(source)) {
    problems.push("a wildcard must be the last segment");
  }
  if (new Set(names.map((p) => p.name)).size !== names.length)
    problems.push("a name is used twice");
  if (/\{\}/.test(source)) problems.push("empty placeholder");
  return problems;
}

/**
 * Problems that make a table unsafe or wrong: malformed patterns, duplicate sources (ignoring
 * case, a trailing slash and `/en` variants), destinations that are themselves redirected (chains
 * and loops), destinations that leave the site except to an allow-listed host, and destination
 * placeholders the source does not capture.
 */
export function checkTable(table: RedirectTable): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const compiled = compileTable(table);

  for (const rule of table.rules) {
    const where = `${rule.source}${rule.query ? `?${rule.query.join("&")}` : ""}`;
    for (const problem of sourceProblems(rule.source)) problems.push(`${where}: ${problem}`);

    const variants = rule.enPrefix
      ? [rule.source, `/en${rule.source === "/" ? "" : rule.source}`]
      : [rule.source];
    for (const variant of variants) {
      const key = `${patternShape(variant)}|${[...(rule.query ?? [])].sort().join("&")}`;
      const earlier = seen.get(key);
      if (earlier) problems.push(`${where}: duplicate source (same as ${earlier})`);
      else seen.set(key, where);
    }

    const captured = new Set([
      ...placeholders(rule.source).map((p) => p.name),
      ...(rule.query ?? []),
    ]);
    for (const { name } of placeholders(rule.destination)) {
      if (!captured.has(name))
        problems.push(`${where}: destination uses {${name}}, which the source does not capture`);
    }
    if (/^\{/.test(rule.destination))
      problems.push(`${where}: destination starts with a placeholder`);

    const values = Object.fromEntries([...captured].map((name) => [name, sampleValue(name)]));
    const filled = fillDestination(rule.destination, values);
    const checked = checkDestination(filled, rule.destination, compiled.allowedExternalHosts);
    if (!checked.ok) {
      problems.push(`${where}: destination ${checked.reason}`);
      continue;
    }
    if (checked.external) continue;
    const url = checked.url;
    const next = matchRedirect(compiled, url.pathname, url.searchParams);
    if (next)
      problems.push(
        `${where}: destination ${url.pathname} is redirected again (to ${next.location})`,
      );
  }
  return problems;
}
