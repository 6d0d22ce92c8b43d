/** `{name}` and `{name*}` placeholders in a redirect source or destination. */
export const placeholderPattern = /\{([A-Za-z_][\w.-]*)(\*)?\}/g;

export function placeholders(template: string): { name: string; wildcard: boolean }[] {
  return [...template.matchAll(placeholderPattern)].map((match) => ({
    name: match[1] as string,
    wildcard: match[2] === "*",
  }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Turns a source path into a case-insensitive regular expression: `{name}` matches within one
 * segment, a trailing `/{path*}` matches zero or more segments.
 */
export function sourceToRegExp(source: string): RegExp {
  let pattern = "";
  let last = 0;
  for (const match of source.matchAll(placeholderPattern)) {
    const index = match.index ?? 0;
    let literal = source.slice(last, index);
    const name = match[1] as string;
    if (match[2] === "*") {
      // "/{path*}" also matches the bare prefix: the slash belongs to the wildcard.
      const slash = literal.endsWith("/");
      if (slash) literal = literal.slice(0, -1);
      pattern += `${escapeRegExp(literal)}(?:${slash ? "/" : ""}(?<${groupName(name)}>.*))?`;
    } else {
      pattern += `${escapeRegExp(literal)}(?<${groupName(name)}>[^/]+)`;
    }
    last = index + match[0].length;
  }
  pattern += escapeRegExp(source.slice(last));
  return new RegExp(`^${pattern}$`, "i");
}

/** Named groups allow only identifier characters; dotted query names are mapped. */
export function groupName(name: string): string {
  return name.replace(/[^\w]/g, "_");
}

/** Fills `{name}` and `{name*}` in a destination; unknown names become empty. */
export function fillTemplate(template: string, values: Record<string, string | undefined>): string {
  return template.replace(placeholderPattern, (_all, name: string) => values[name] ?? "");
}
