import type { AppLoadContext } from "react-router";
import type { Site } from "./registry";
import { canonicalSiteHost, resolveSite, type SiteResolution } from "./resolve";

/**
 * The site a request is for, from its URL's host: the host the edge resolved and validated
 * (`server/edge/request-host.ts` sets the Host header to it; X-Forwarded-Host only counts behind
 * trusted proxies).
 */
export function siteForRequest(request: Request, context: AppLoadContext): SiteResolution {
  return resolveSite(new URL(request.url).host, context.config.siteHosts);
}

/**
 * The origin for a site's absolute URLs: the request's scheme and the site's configured host (in
 * the demo, `<site>.localhost` on the request's port).
 */
export function siteOrigin(request: Request, context: AppLoadContext, site: Site): string {
  const url = new URL(request.url);
  const protocol = url.protocol === "https:" ? "https:" : "http:";
  return `${protocol}//${canonicalSiteHost(site, context.config.siteHosts, url.port)}`;
}
