import { isIPv6 } from "node:net";
import type { IncomingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { logger } from "../../api-adapters/shared/logger";
import { cacheHeaders } from "../../app/lib/cache-control";
import { inPathLanguage, resolveSite, type SiteResolution } from "../../sites/resolve";
import type { AppConfig } from "../env";

/** The host a request is for, resolved once per request and validated. */
export interface RequestHost {
  /** Lower case, no trailing dot; an IPv6 literal keeps its brackets (`[::1]`). */
  hostname: string;
  port?: number;
  /** `hostname[:port]`: the Host header everything after the edge sees. */
  host: string;
}

// RFC 1123: letters, digits and inner hyphens, 1-63 characters per label.
const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const hostAndPort = /^([^:[\]]+|\[[^\]]*\])(?::(\d{1,5}))?$/;

/**
 * Parses a Host (or X-Forwarded-Host) value: a DNS name of RFC 1123 labels (or an IPv4 or
 * bracketed IPv6 literal) and an optional numeric port. Null for anything else: userinfo
 * (`site:80@evil`), fragments (`evil#.site`), paths, spaces, empty labels, a bad port.
 */
export function parseHost(value: string): RequestHost | null {
  const match = hostAndPort.exec(value.trim().toLowerCase());
  if (!match?.[1]) return null;
  let hostname = match[1];
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65535)) return null;

  if (hostname.startsWith("[")) {
    if (!isIPv6(hostname.slice(1, -1))) return null;
  } else {
    if (hostname.endsWith(".")) hostname = hostname.slice(0, -1);
    if (hostname.length > 253 || !hostname.split(".").every((part) => label.test(part))) {
      return null;
    }
  }
  return { hostname, port, host: port === undefined ? hostname : `${hostname}:${port}` };
}

/**
 * The X-Forwarded-Host value the trusted proxies vouch for. Each proxy that appends adds the host
 * it was asked for, so with N trusted hops the entry N from the right is the host the outermost
 * trusted proxy received; entries left of it came from the client (Express's `req.host` takes the
 * leftmost, which a client controls whenever a proxy appends instead of replacing).
 */
export function trustedForwardedHost(header: string, trustProxyHops: number): string | undefined {
  if (trustProxyHops <= 0) return undefined;
  const entries = header.split(",").map((entry) => entry.trim());
  return entries[Math.max(0, entries.length - trustProxyHops)];
}

export type HostResolution =
  | { ok: true; host: RequestHost; from: "host" | "x-forwarded-host" }
  | { ok: false; reason: string };

/**
 * The request's host: X-Forwarded-Host only when proxies are trusted (`TRUST_PROXY_HOPS` > 0),
 * else the Host header; either must parse as a host name.
 */
export function resolveRequestHost(
  headers: IncomingHttpHeaders,
  trustProxyHops: number,
): HostResolution {
  const forwardedHeader = headers["x-forwarded-host"];
  const forwarded =
    typeof forwardedHeader === "string" && forwardedHeader.trim() !== ""
      ? trustedForwardedHost(forwardedHeader, trustProxyHops)
      : undefined;
  const from = forwarded === undefined ? "host" : "x-forwarded-host";
  const value = forwarded ?? headers.host;
  if (!value) return { ok: false, reason: "no host" };
  const host = parseHost(value);
  return host ? { ok: true, host, from } : { ok: false, reason: `malformed ${from}` };
}

function badRequest(res: Response, message: string) {
  res
    .status(400)
    .set({ ...cacheHeaders("noStore"), "Content-Type": "text/plain; charset=utf-8" })
    .send(message);
}

/**
 * Resolves the host once, first in the pipeline: a malformed host (or a request target that is
 * not a path, whose authority would override Host) is a 400. The result is on
 * `res.locals.requestHost`, and the request's Host header is set to it with X-Forwarded-Host
 * removed, so Express and React Router (`request.url`) see the same host the edge resolved.
 * The site for that host is resolved here too, once (`resolvedSite`), in the language of the
 * path's prefix: the redirect step uses it and the load context hands it to every loader.
 */
export function requestHost(
  config: Pick<AppConfig, "trustProxyHops" | "siteHosts">,
): RequestHandler {
  const trusted = config.trustProxyHops > 0;
  return (req, res, next) => {
    // Behind trusted proxies the response depends on what they forward: caches must key on it.
    if (trusted) res.vary("X-Forwarded-Host").vary("X-Forwarded-Proto");
    if (!req.url.startsWith("/")) return badRequest(res, "Bad request: the target must be a path");
    const resolution = resolveRequestHost(req.headers, config.trustProxyHops);
    if (!resolution.ok) {
      logger.warn("request.bad-host", { reason: resolution.reason, path: req.path.slice(0, 200) });
      return badRequest(res, "Bad request: invalid host");
    }
    req.headers.host = resolution.host.host;
    delete req.headers["x-forwarded-host"];
    res.locals.requestHost = resolution.host;
    // The language too: `/sv/...` on a site with Swedish as an extra language (decision 0024).
    const query = req.url.indexOf("?");
    res.locals.site = inPathLanguage(
      resolveSite(resolution.host.host, config.siteHosts),
      req.path,
      query === -1 ? "" : req.url.slice(query),
    );
    return next();
  };
}

/** The host `requestHost` resolved for this request. */
export function resolvedHost(res: Response): RequestHost {
  const host = res.locals.requestHost as RequestHost | undefined;
  if (!host) throw new Error("requestHost() must run before this middleware");
  return host;
}

/** The site `requestHost` resolved for this request's host (a site, the directory, or unknown). */
export function resolvedSite(res: Response): SiteResolution {
  const site = res.locals.site as SiteResolution | undefined;
  if (!site) throw new Error("requestHost() must run before this middleware");
  return site;
}

/** Document requests: page loads a browser or crawler makes, not assets, data or API calls. */
export function isDocumentRequest(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = req.path;
  return !(
    path.startsWith("/assets/") ||
    path.startsWith("/api/") ||
    path.endsWith(".data") ||
    path === "/__manifest" ||
    /\.[a-z0-9]{2,5}$/i.test(path)
  );
}
