import type { BlockData } from "../composer/prepare-renderings.server";

/**
 * The wildcard page a path without a page of its own falls back to: the CMS lists the site's
 * wildcard pages (the car list, the car detail page, brand lists), and the deepest one above the
 * path renders it, with the rest of the path as segments: `/kop-bil/volvo/el` is the car list
 * page `/kop-bil` with `["volvo", "el"]`, `/kop-bil/bil/1010028/mini` the car detail page
 * `/kop-bil/bil` with `["1010028", "mini"]`. Whether the segments mean anything is the page's
 * blocks' business (see wildcardConsumed).
 */
export function wildcardPage(
  wildcardPages: readonly string[],
  path: string,
): { path: string; segments: string[] } | null {
  const lower = path.toLowerCase();
  const parent = wildcardPages
    .map((page) => page.replace(/\/+$/, ""))
    .filter((page) => page !== "" && lower.startsWith(`${page.toLowerCase()}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!parent) return null;
  const segments = path
    .slice(parent.length + 1)
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return segments.length > 0 ? { path: parent, segments } : null;
}

/** What a block's data says when it has turned the wildcard segments into its own state. */
export interface ConsumesWildcard {
  consumesWildcard: true;
}

/** True when some block on the page understood the wildcard segments (otherwise: 404). */
export function wildcardConsumed(blockData: BlockData): boolean {
  return Object.values(blockData).some(
    (value) =>
      typeof value === "object" &&
      value !== null &&
      (value as Partial<ConsumesWildcard>).consumesWildcard === true,
  );
}
