import type { RequestHandler } from "express";

/**
 * Public paths answered by our resource routes (specs: server rewrites). `/feaas-render` is a
 * route of its own (app/routes.ts): it renders a hydrating page, whose URL must stay as requested.
 */
export const rewrites: Record<string, string> = {
  "/healthz": "/api/healthz",
  "/robots.txt": "/api/robots",
  "/sitemap.xml": "/api/sitemap",
  "/favicon.ico": "/api/favicon",
};

/** Rewrites (not redirects) the fixed public paths to their resource routes, keeping the query. */
export const rewriteMiddleware: RequestHandler = (req, _res, next) => {
  const target = rewrites[req.path];
  if (target) {
    const query = req.url.slice(req.path.length);
    req.url = `${target}${query}`;
    // React Router's Express adapter builds the request URL from originalUrl.
    req.originalUrl = req.url;
  }
  next();
};
