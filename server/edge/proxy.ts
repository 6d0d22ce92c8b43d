import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { RequestHandler } from "express";
import { logger } from "../../api-adapters/shared/logger";
import { checkUpstreamPath, type UpstreamMount } from "./upstream-path";

const forwardedRequestHeaders = [
  "accept",
  "accept-language",
  "if-none-match",
  "if-modified-since",
  "range",
  "user-agent",
];
const forwardedResponseHeaders = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "last-modified",
  "content-range",
  "accept-ranges",
  "expires",
];

/**
 * Media types a browser would run or apply from our origin: the CSP trusts 'self' for scripts
 * and styles (decision 0014), so upstream files of these types are never served from here.
 */
const executableTypes =
  /^(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript)|text\/css)$/;

/** True for a Content-Type whose essence (no parameters, any case) could run or style our pages. */
export function isExecutableType(contentType: string | null): boolean {
  const essence = (contentType ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
  return executableTypes.test(essence);
}

function parseUrl(value: string, base: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * The upstream URL for a request target as sent (`req.originalUrl`): the origin and the checked
 * path concatenated, so there is nothing for a URL parser to resolve; checked again once parsed.
 */
export function upstreamTarget(
  originalUrl: string,
  origin: string,
  mount: UpstreamMount,
): { url: URL } | { reason: string } {
  const queryAt = originalUrl.indexOf("?");
  const rawPath = queryAt === -1 ? originalUrl : originalUrl.slice(0, queryAt);
  const check = checkUpstreamPath(rawPath, mount);
  if (!check.ok) return { reason: check.reason };
  const url = parseUrl(`${origin}${originalUrl}`, new URL(origin));
  if (!url || url.origin !== origin || !checkUpstreamPath(url.pathname, mount).ok) {
    return { reason: "target outside the mount" };
  }
  return { url };
}

export interface ProxyOptions {
  /** Fixed upstream origin from configuration: never the Host header or user input. */
  origin: string;
  /** The upstream paths this proxy may reach; anything else is refused with 400. */
  mount: UpstreamMount;
  timeoutMs: number;
  /** Headers added upstream (e.g. the CMS API key); never sent back to the browser. */
  headers?: Record<string, string>;
}

/**
 * Streams GET/HEAD requests to a fixed upstream origin, keeping the path and query. The path is
 * taken as sent and must stay under the mount (no traversal in any spelling: the upstream's
 * headers, e.g. the CMS API key, go only where the mount allows). Only safe headers cross in
 * either direction; upstream redirects are passed on only within the mount (as a relative
 * Location), never followed to other hosts; a slow upstream times out.
 */
export function proxyTo(options: ProxyOptions): RequestHandler {
  const origin = new URL(options.origin).origin;
  return async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD").status(405).end();
      return;
    }
    const resolved = upstreamTarget(req.originalUrl, origin, options.mount);
    if ("reason" in resolved) {
      logger.warn("proxy.refused", {
        origin,
        path: req.originalUrl.slice(0, 200),
        reason: resolved.reason,
      });
      res.status(400).set("Cache-Control", "no-store").json({ message: "invalid path" });
      return;
    }
    const target = resolved.url;
    const headers = new Headers(options.headers);
    for (const name of forwardedRequestHeaders) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: req.method,
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      logger.error("proxy.failed", { origin, path: target.pathname, message: String(error) });
      res
        .status(timedOut ? 504 : 502)
        .set("Cache-Control", "no-store")
        .end();
      return;
    }

    if (upstream.status >= 300 && upstream.status < 400) {
      const location = upstream.headers.get("location");
      const next = location ? parseUrl(location, target) : null;
      if (!next || next.origin !== origin || !checkUpstreamPath(next.pathname, options.mount).ok) {
        logger.warn("proxy.offsite-redirect", { origin, path: target.pathname, location });
        res.status(502).set("Cache-Control", "no-store").end();
        return;
      }
      res.redirect(upstream.status, `${next.pathname}${next.search}`);
      return;
    }

    if (isExecutableType(upstream.headers.get("content-type"))) {
      logger.warn("proxy.executable-type", {
        origin,
        path: target.pathname,
        contentType: upstream.headers.get("content-type"),
      });
      await upstream.body?.cancel();
      res.status(502).set("Cache-Control", "no-store").end();
      return;
    }

    res.status(upstream.status);
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) res.set(name, value);
    }
    // Upstream files are served from our origin: they must never run as documents here.
    res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (!upstream.body || req.method === "HEAD") {
      res.end();
      return;
    }
    Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>)
      .on("error", () => res.destroy())
      .pipe(res);
  };
}
