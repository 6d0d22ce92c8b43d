import type { MetaDescriptor } from "react-router";
import type { PreparedPlaceholders, PreparedRoute } from "../composer/prepare-renderings.server";

/**
 * A block whose data decides the page's head (the car detail page: the car's title, canonical
 * URL, Open Graph and JSON-LD; its 404 view: noindex). The page's `meta` reads it from the
 * prepared route, so the tags ship once, inside the block's data.
 */
export interface SetsPageHead {
  pageHead: MetaDescriptor[];
}

function collectHeads(placeholders: PreparedPlaceholders, heads: MetaDescriptor[]) {
  for (const renderings of Object.values(placeholders)) {
    for (const rendering of renderings) {
      const data = rendering.data as Partial<SetsPageHead> | null | undefined;
      if (typeof data === "object" && data !== null && Array.isArray(data.pageHead)) {
        heads.push(...data.pageHead);
      }
      if (rendering.placeholders) collectHeads(rendering.placeholders, heads);
    }
  }
}

/** The head tags the page's blocks set, in page order. */
export function pageHeadOf(route: Pick<PreparedRoute, "placeholders">): MetaDescriptor[] {
  const heads: MetaDescriptor[] = [];
  collectHeads(route.placeholders, heads);
  return heads;
}

/** What a tag is one of per document: the title, a named meta, a property, the canonical link. */
function headKey(tag: MetaDescriptor): string | null {
  const entry = tag as Record<string, unknown>;
  if ("title" in entry) return "title";
  if (typeof entry.name === "string") return `name:${entry.name}`;
  if (typeof entry.property === "string") return `property:${entry.property}`;
  if (entry.tagName === "link" && entry.rel === "canonical") return "canonical";
  return null;
}

const isAlternateLink = (tag: MetaDescriptor) => {
  const entry = tag as Record<string, unknown>;
  return entry.tagName === "link" && entry.rel === "alternate";
};

function canonicalOf(tags: readonly MetaDescriptor[]): string | undefined {
  const link = tags.find((tag) => headKey(tag) === "canonical") as { href?: unknown } | undefined;
  return typeof link?.href === "string" ? link.href : undefined;
}

/**
 * The page's language alternates that describe the block's document: with a canonical URL below
 * the page's own (the car detail page: `<page>/<id>/<slug>`), those whose URL ends in the same
 * path below their page (app/i18n/page-languages keeps wildcard segments in each language). An
 * alternate that names another page (a language's home, where the page is missing) goes.
 */
function documentAlternates(
  base: readonly MetaDescriptor[],
  head: readonly MetaDescriptor[],
): MetaDescriptor[] {
  const pageUrl = canonicalOf(base)?.replace(/\/+$/, "");
  const documentUrl = canonicalOf(head);
  if (!pageUrl || !documentUrl?.startsWith(`${pageUrl}/`)) return [];
  const below = documentUrl.slice(pageUrl.length);
  return base.filter((tag) => {
    const { href } = tag as { href?: unknown };
    return isAlternateLink(tag) && typeof href === "string" && href.endsWith(below);
  });
}

/**
 * The page's own tags with the blocks' on top: a block's tag replaces the page's tag of the same
 * key, other tags are added. A block that gives the canonical URL describes another document than
 * the CMS page: only the language alternates of that document stay (documentAlternates).
 */
export function withPageHead(
  base: readonly MetaDescriptor[],
  head: readonly MetaDescriptor[],
): MetaDescriptor[] {
  if (head.length === 0) return [...base];
  const replaced = new Set(head.map(headKey).filter((key) => key !== null));
  const movesCanonical = replaced.has("canonical");
  return [
    ...base.filter((tag) => {
      const key = headKey(tag);
      if (key !== null && replaced.has(key)) return false;
      return !(movesCanonical && isAlternateLink(tag));
    }),
    ...head,
    ...(movesCanonical ? documentAlternates(base, head) : []),
  ];
}
