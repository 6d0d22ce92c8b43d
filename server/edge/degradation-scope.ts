import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import {
  createDegradation,
  installDegradationScope,
  type Degradation,
} from "../../api-adapters/shared/degradation";
import { cacheControlFor } from "../../app/lib/cache-control";

const storage = new AsyncLocalStorage<Degradation>();

/**
 * Gives every request its degradation record (api-adapters/shared/degradation.ts) for the
 * loaders, actions and render it runs, and applies it once, when the headers go out: whatever
 * caching the route asked for, a response some part of which failed is sent with no-store.
 * Documents, data requests and resource routes alike, with no code in the routes.
 */
export function degradationScope(): RequestHandler {
  installDegradationScope(storage);
  return (_req, res, next) => {
    const degradation = createDegradation();
    onHeaders(res, () => {
      const requested = res.getHeader("Cache-Control");
      const chosen = cacheControlFor(
        typeof requested === "string" ? requested : undefined,
        degradation.reasons.size > 0,
      );
      if (chosen !== undefined && chosen !== requested) res.setHeader("Cache-Control", chosen);
    });
    storage.run(degradation, next);
  };
}
