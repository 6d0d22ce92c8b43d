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

// Control characters (tab and newline included: URL parsers drop them, so `/\t/evil` is `//evil`).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacter = /[\u0000-\u001f\u007f]/;
// Still percent-encoded after the one decoding the path gets: double encoding (`%252e`, `%252f`).
const encodedDotOrSlash = /%(?:2e|2f|5c)/i;

/**
 * Why a captured value (already percent-decoded once) may not go into a destination, or null
 * when it may. A `{name}` value is one segment; a `{name*}` value is segments joined by `/`. No
 * value may hold a `.` or `..` segment, an empty segment (`//`), a backslash, a control
 * character or a still-encoded dot, slash or backslash: nothing the request sends can walk the
 * destination up or off the site.
 */
export function unsafeValue(value: string, wildcard: boolean): string | null {
  if (value === "") return null;
  if (controlCharacter.test(value)) return "control character";
  if (value.includes("\\")) return "backslash";
  if (encodedDotOrSlash.test(value)) return "encoded dot, slash or backslash";
  if (!wildcard && value.includes("/")) return "slash in a one-segment value";
  for (const segment of value.split("/")) {
    if (segment === "" || segment === "." || segment === "..") return "empty or dot segment";
  }
  return null;
}

const encodeSegments = (value: string) => value.split("/").map(encodeURIComponent).join("/");

/**
 * Fills `{name}` and `{name*}` in a destination, percent-encoding what it inserts: a `{name}`
 * value as one segment, a `{name*}` value segment by segment. Unknown names become empty.
 */
export function fillDestination(
  template: string,
  values: Readonly<Record<string, string | undefined>>,
): string {
  return template.replace(placeholderPattern, (_all, name: string, star?: string) => {
    const value = values[name] ?? "";
    return star ? encodeSegments(value) : encodeURIComponent(value);
  });
}
