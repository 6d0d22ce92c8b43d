import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
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
    beforeHeaders(res, () => {
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

/**
 * Runs `listener` just before the status line and headers are written (what the `on-headers`
 * package does): Node has no event for that moment. Headers passed to writeHead directly are
 * set first, so the listener sees and may change every header.
 */
export function beforeHeaders(res: ServerResponse, listener: () => void): void {
  const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  let fired = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!fired) {
      fired = true;
      const [statusCode, second, third] = args;
      const headers = typeof second === "string" ? third : second;
      if (headers && typeof headers === "object" && !Array.isArray(headers)) {
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) this.setHeader(name, value as string | number | string[]);
        }
        // Now set on the response, where the listener can change them.
        args = typeof second === "string" ? [statusCode, second] : [statusCode];
      }
      if (typeof statusCode === "number") this.statusCode = statusCode;
      listener();
    }
    // Raw header arrays are rare (none on our responses); they are passed on untouched.
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
