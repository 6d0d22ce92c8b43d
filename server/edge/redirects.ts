import type { RequestHandler } from "express";
import { logger } from "../../api-adapters/shared/logger";
import { canonicalSiteHost, resolveSite } from "../../sites/resolve";
import { compileRedirectTables, matchRedirect, REDIRECT_STATUS } from "../../redirects";
import type { AppConfig } from "../env";
import { isDocumentRequest, resolvedHost, resolvedSite } from "./request-host";

// A redirect depends only on the resolved host, the path and the query (and, behind trusted
// proxies, on what they forward: `requestHost` adds Vary for that), so a CDN may keep it a day.
const redirectCache = "public, max-age=86400";

/**
 * Canonical host and redirect tables, for document GET/HEAD requests only, before any rendering:
 * `www.` of a site that wants its bare host goes to the site's configured host (path and query
 * kept); then the site's table (exact sources, then patterns). Every redirect is permanent. The
 * host is the one `requestHost` resolved; an unknown host gets no table.
 */
export function redirectMiddleware(config: AppConfig): RequestHandler {
  const tables = compileRedirectTables();
  return (req, res, next) => {
    if (!isDocumentRequest(req)) return next();
    const { hostname, port } = resolvedHost(res);

    if (hostname.startsWith("www.")) {
      const bare = resolveSite(hostname.slice(4), config.siteHosts);
      if (bare.kind === "site" && bare.site.canonicalHost === "bare") {
        const target = canonicalSiteHost(bare.site, config.siteHosts, port);
        if (!target.startsWith("www.")) {
          const protocol = req.protocol === "https" ? "https" : "http";
          res.set("Cache-Control", redirectCache);
          return res.redirect(REDIRECT_STATUS, `${protocol}://${target}${req.originalUrl}`);
        }
      }
    }

    const resolution = resolvedSite(res);
    if (resolution.kind !== "site") return next();
    const table = tables.get(resolution.site.id);
    if (!table) return next();
    // The target as sent (a path: `requestHost` refuses anything else); not through the URL
    // parser, which would read `//host/…` as another host and resolve `..` before matching.
    const [pathname = "/", query = ""] = req.originalUrl.split(/\?(.*)/s);
    const search = new URLSearchParams(query);
    const match = matchRedirect(table, pathname, search, ({ rule, reason }) =>
      logger.warn("redirect.refused", {
        site: table.site,
        source: rule.source,
        reason,
        path: pathname.slice(0, 200),
      }),
    );
    if (!match) return next();
    res.set("Cache-Control", redirectCache);
    return res.redirect(match.status, match.location);
  };
}
