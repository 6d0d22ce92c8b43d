import type { AppLoadContext } from "react-router";
import type { Site } from "./registry";
import { canonicalSiteHost } from "./resolve";

/**
 * The origin for a site's absolute URLs: the request's scheme and the site's configured host (in
 * the demo, `<site>.localhost` on the request's port).
 */
export function siteOrigin(request: Request, context: AppLoadContext, site: Site): string {
  const url = new URL(request.url);
  const protocol = url.protocol === "https:" ? "https:" : "http:";
  return `${protocol}//${canonicalSiteHost(site, context.config.siteHosts, url.port)}`;
}
