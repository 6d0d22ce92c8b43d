import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { AppConfig } from "./env";
import { degradationScope } from "./edge/degradation-scope";
import { errorHandler } from "./edge/error-handler";
import { healthCheck } from "./edge/health";
import { imageRoute } from "./edge/image";
import { proxyTo } from "./edge/proxy";
import { canonicalPath } from "./edge/canonical-path";
import { defaultRateLimits, rateLimit } from "./edge/rate-limit";
import { redirectMiddleware } from "./edge/redirects";
import { isDocumentRequest, requestHost, resolvedSite } from "./edge/request-host";
import { requestLimits } from "./edge/request-limits";
import { responseCache } from "./edge/response-cache";
import { rewriteMiddleware } from "./edge/rewrites";
import { documentCsp, securityHeaders } from "./edge/security-headers";
import { contentHostMount, mediaMount } from "./edge/upstream-path";
import type { LimitStore } from "./limits/attempts";
import { routeLimits } from "./limits/route-limits";
import { createLimitStore } from "./limits/store";
import { createUpstreamClients, type UpstreamClients } from "./upstream-clients";

/** Memory for whole rendered documents kept for their s-maxage (about 300 home pages). */
const RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

export interface AppOptions {
  config: AppConfig;
  /** Serves client assets (static files in production, Vite's middleware in development). */
  assets: RequestHandler[];
  /** Loads the React Router server build (per request in development, once in production). */
  loadBuild: () => Promise<ServerBuild>;
  /** Where rate limits count (made once per process; default: from `config.redisUrl`). */
  limitStore?: LimitStore;
  /** The upstream clients (made once per process, with their read cache; default: from `config`). */
  upstream?: UpstreamClients;
}

/**
 * The request pipeline, in order: compression, security headers (and the CSP marker), /healthz,
 * the host (resolved once, 400 if malformed), assets, canonical host and redirects (documents
 * only), rate limits, proxies and the image route, rewrites to resource routes, then React Router.
 */
export function createApp({
  config,
  assets,
  loadBuild,
  limitStore = createLimitStore(config.redisUrl),
  upstream = createUpstreamClients(config),
}: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  // Only the configured proxies' X-Forwarded-For entries count: with `true`, any client could
  // send its own and get a fresh rate-limit bucket per request (one-time codes brute-forced).
  app.set("trust proxy", config.trustProxyHops);
  app.use(compression());
  app.use(
    securityHeaders({
      production: config.mode === "production",
      editingHost: config.editing.host,
      maps: Boolean(config.mapsApiKey),
    }),
  );
  // Load balancers' probes, before the heavy middleware.
  app.use(healthCheck());
  // The host, resolved once and validated (400 otherwise); X-Forwarded-Host only from trusted hops.
  // Its site too, once: the redirect step and (through the load context) every loader use it.
  app.use(requestHost(config));
  for (const handler of assets) app.use(handler);

  app.use(redirectMiddleware(config));
  // One spelling per route before anything routes or counts (400 for hostile /api paths).
  app.use(canonicalPath());
  app.use(rateLimit(defaultRateLimits, limitStore));

  const { contentHost, mediaHost } = config.upstreams;
  const timeoutMs = config.upstreamTimeoutMs;
  app.use(
    ["/-/media", "/-/jssmedia"],
    proxyTo({ origin: mediaHost.url, mount: mediaMount, timeoutMs }),
  );
  app.use(
    ["/sitecore/api", "/sitecore/service", "/-"],
    proxyTo({
      origin: contentHost.url,
      mount: contentHostMount,
      timeoutMs,
      headers: { sc_apikey: contentHost.apiKey },
    }),
  );
  app.get(
    "/api/image",
    imageRoute({
      mediaOrigin: mediaHost.url,
      allowedHosts: config.imageAllowedHosts,
      timeoutMs,
    }),
  );

  const limits = routeLimits(limitStore);
  app.use(rewriteMiddleware);
  // Each route's methods and body limit (405/413) before React Router reads anything, and
  // no-store for any response of which a part failed upstream.
  app.use(requestLimits(loadBuild));
  app.use(degradationScope());
  // Public documents rendered once per s-maxage in this process too (not while developing).
  if (config.mode === "production") app.use(responseCache({ maxBytes: RESPONSE_CACHE_BYTES }));
  // One React Router handler per build: making one derives the build's routes (it was per request).
  const handlers = new WeakMap<ServerBuild, RequestHandler>();
  const handlerFor = (build: ServerBuild): RequestHandler => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler({
        build,
        getLoadContext: (req, response) => ({
          ...(isDocumentRequest(req)
            ? { heldRenderings: new WeakMap(), documentModules: new Set<string>() }
            : {}),
          config,
          cspNonce: documentCsp(response).marker,
          sealDocument: documentCsp(response).seal,
          limits,
          upstream,
          site: resolvedSite(response),
        }),
      });
      handlers.set(build, handler);
    }
    return handler;
  };
  app.use(async (req, res, next) => {
    try {
      return handlerFor(await loadBuild())(req, res, next);
    } catch (error) {
      next(error);
    }
  });
  app.use(errorHandler);
  return app;
}
