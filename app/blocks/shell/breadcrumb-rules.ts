/**
 * Breadcrumb trail from an item path (specs: "take the remaining path segments when a separator
 * marker segment is in the item path").
 *
 * Interpretation: the trail is made of the item path's segments. Authors may name a separator
 * marker (the rendering parameter `SeparatorMarker`); when a segment equal to the marker
 * (case-insensitive) is in the path, everything up to and including the last such segment is
 * left out and the trail is the remaining segments. That covers both a Sitecore item path
 * (`/sitecore/content/<site>/Home/om-oss` with the marker "Home" gives `om-oss`) and a grouping
 * folder authors do not want in the trail (`/om-carstore/om-oss` with the marker "om-carstore").
 * Without a marker, or when it is not in the path, every segment is used. Each crumb keeps the
 * full path up to its segment, so its link is a real page address.
 */

export interface TrailSegment {
  /** The decoded path segment ("om-oss"). */
  segment: string;
  /** The path up to and including this segment ("/om-carstore/om-oss"). */
  path: string;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function trailSegments(itemPath: string, separatorMarker?: string): TrailSegment[] {
  const raw = (itemPath.split(/[?#]/)[0] ?? "").split("/").filter((s) => s !== "");
  const segments = raw.map((segment, index) => ({
    segment: decode(segment),
    path: `/${raw.slice(0, index + 1).join("/")}`,
  }));
  const marker = separatorMarker?.trim().toLowerCase();
  if (!marker) return segments;
  let markerIndex = -1;
  segments.forEach(({ segment }, index) => {
    if (segment.toLowerCase() === marker) markerIndex = index;
  });
  return segments.slice(markerIndex + 1);
}

/** A readable name for a segment without a page title: "om-oss" -> "Om oss". */
export function humanizeSegment(segment: string): string {
  const words = segment.replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim();
  return words ? words.charAt(0).toLocaleUpperCase() + words.slice(1) : segment;
}

/** What is known about the page at a crumb's path: its title, or `null` when there is none. */
export type CrumbPages = Record<string, { title: string } | null>;

export interface Crumb {
  text: string;
  href?: string;
}

/**
 * The crumbs from the home page down. A crumb whose path has no page is plain text; a crumb the
 * loader knows nothing about (lookup failed) keeps its link and a humanised name.
 */
export function breadcrumbItems(
  segments: readonly TrailSegment[],
  homeTitle: string,
  pages: CrumbPages | undefined,
): Crumb[] {
  return [
    { text: homeTitle, href: "/" },
    ...segments.map(({ segment, path }) => {
      const page = pages?.[path];
      if (page === null) return { text: humanizeSegment(segment) };
      return { text: page?.title || humanizeSegment(segment), href: path };
    }),
  ];
}
