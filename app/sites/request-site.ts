import type { AppLoadContext } from "react-router";
import { resolveSite, type SiteResolution } from "./resolve";

/** The site a request is for, from its URL's host (React Router honours X-Forwarded-Host). */
export function siteForRequest(request: Request, context: AppLoadContext): SiteResolution {
  return resolveSite(new URL(request.url).host, context.config.siteHosts);
}
