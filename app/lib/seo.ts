import type { MetaDescriptor } from "react-router";
import type { RouteData } from "../../api-adapters/content";

/** What the page meta reads of a route (its renderings are not needed). */
type PageRoute = Omit<RouteData, "placeholders">;

function stringField(route: PageRoute, name: string): string | undefined {
  const value = route.fields[name]?.value;
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function imageField(route: PageRoute, name: string): string | undefined {
  const value = route.fields[name]?.value;
  if (typeof value !== "object" || value === null || !("src" in value)) return undefined;
  return typeof value.src === "string" && value.src !== "" ? value.src : undefined;
}

/**
 * A page title in the site's title template, which authors write in the CMS site settings with
 * `%s` for the page's own title ("%s | Carstore"): their format, not a message of ours.
 */
export function siteTitle(titleTemplate: string, title: string): string {
  return titleTemplate.replace("%s", title);
}

export interface SeoInput {
  route: PageRoute;
  path: string;
  titleTemplate: string;
  siteUrl: string;
  siteName: string;
  locale: string;
}

/** Title from the site's template and the route's metaTitle; description, canonical, Open Graph. */
export function pageMeta({
  route,
  path,
  titleTemplate,
  siteUrl,
  siteName,
  locale,
}: SeoInput): MetaDescriptor[] {
  const metaTitle = stringField(route, "metaTitle") ?? route.displayName ?? route.name;
  const title = siteTitle(titleTemplate, metaTitle);
  const description = stringField(route, "metaDescription");
  const ogDescription = stringField(route, "ogDescription") ?? description;
  const canonical = stringField(route, "canonicalURL") ?? new URL(path, siteUrl).toString();
  const ogImage = imageField(route, "ogImage");

  const tags: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "website" },
    { property: "og:title", content: metaTitle },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: locale.replace("-", "_") },
  ];
  if (description) tags.push({ name: "description", content: description });
  if (ogDescription) tags.push({ property: "og:description", content: ogDescription });
  if (ogImage) tags.push({ property: "og:image", content: new URL(ogImage, siteUrl).toString() });
  return tags;
}
