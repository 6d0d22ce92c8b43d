import type { RequestHandler } from "express";
import { resolveSite } from "../../app/sites/resolve";
import { compileRedirectTables, matchRedirect, REDIRECT_STATUS } from "../../redirects";
import type { AppConfig } from "../env";
import { isDocumentRequest, requestHost } from "./request-host";

/**
 * Canonical host and redirect tables, for document GET/HEAD requests only, before any rendering:
 * `www.` of a site that wants its bare host goes there (path and query kept); then the site's
 * table (exact sources, then patterns). Every redirect is permanent.
 */
export function redirectMiddleware(config: AppConfig): RequestHandler {
  const tables = compileRedirectTables();
  return (req, res, next) => {
    if (!isDocumentRequest(req)) return next();
    const host = requestHost(req);

    if (host.toLowerCase().startsWith("www.")) {
      const bare = host.slice(4);
      const resolution = resolveSite(bare, config.siteHosts);
      if (resolution.kind === "site" && resolution.site.canonicalHost === "bare") {
        res.set("Cache-Control", "public, max-age=86400");
        return res.redirect(REDIRECT_STATUS, `${req.protocol}://${bare}${req.originalUrl}`);
      }
    }

    const resolution = resolveSite(host, config.siteHosts);
    if (resolution.kind !== "site") return next();
    const table = tables.get(resolution.site.id);
    if (!table) return next();
    const url = new URL(req.originalUrl, "http://local.invalid");
    const match = matchRedirect(table, url.pathname, url.searchParams);
    if (!match) return next();
    res.set("Cache-Control", "public, max-age=86400");
    return res.redirect(match.status, match.location);
  };
}
