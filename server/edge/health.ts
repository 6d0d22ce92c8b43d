import type { RequestHandler } from "express";
import { cacheHeaders } from "../../app/lib/cache-control";
import { declaresBody } from "./request-limits";

/** The process's start, the same in every bundle that reports it (the boot entry, the app build). */
const startedAt = new Date(performance.timeOrigin).toISOString();

/** Liveness for load balancers: the process answers; no upstream call. */
export function healthReport() {
  return { status: "ok", startedAt, uptimeSeconds: Math.round(process.uptime()) };
}

/**
 * Answers `GET`/`HEAD /healthz` early in the pipeline, before the host, redirects, rate limits
 * and React Router: a load balancer's probe pays only for the security headers before it
 * (issue 17; it paid for the whole pipeline). Anything else on the path (another method, a
 * body) goes on to the routes, which answer it as before (405 with Allow, 413).
 */
export function healthCheck(): RequestHandler {
  return (req, res, next) => {
    if (req.path !== "/healthz" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    if (declaresBody(req)) return next();
    res.set(cacheHeaders("noStore")).json(healthReport());
  };
}
