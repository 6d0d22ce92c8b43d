import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { cacheHeaders } from "../../app/lib/cache-control";

/** The largest body a route with an action reads: its JSON calls are a few hundred bytes. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** What one route answers: its methods (the Allow header) and the body it may be sent. */
export interface RoutePolicy {
  methods: readonly string[];
  bodyLimit: number;
}

/** The exports of a route module that decide what it answers. */
export interface RouteExports {
  loader?: unknown;
  action?: unknown;
  default?: unknown;
  /**
   * A resource route that dispatches the paths below its splat (`api/tirehotel/*`): the exports
   * of the handler for one such path, so each path keeps its own methods and body limit.
   */
  splatRoute?: unknown;
}

/**
 * A route's policy, read from its module's exports, so it cannot drift from the code: a loader
 * or a component answers GET (and HEAD); an action answers POST, the only method our forms and
 * JSON calls use (React Router would run it for PUT, PATCH and DELETE as well). Routes without
 * an action take no body at all.
 */
export function policyOfModule(module: RouteExports): RoutePolicy {
  const methods: string[] = [];
  if (module.loader || module.default) methods.push("GET", "HEAD");
  if (module.action) methods.push("POST");
  methods.push("OPTIONS");
  return { methods, bodyLimit: module.action ? JSON_BODY_LIMIT : 0 };
}

/** A route's policy; for a route that dispatches below its splat, its policy per path. */
type RouteTablePolicy = RoutePolicy | ((splat: string | undefined) => RoutePolicy);

interface RouteTable {
  /** The build's routes, nested as matchRoutes expects. */
  tree: RouteObject[];
  policies: Map<string, RouteTablePolicy>;
  /**
   * The policy found per route path: matchRoutes ranks all the build's routes again on every
   * call (1.4% of a page render's CPU), and a path's policy never changes within a build.
   */
  byPath: Map<string, RoutePolicy | null>;
}

/** Paths whose policy is kept per build (a crawler's unique paths clear it, nothing more). */
const MAX_KEPT_PATHS = 2000;

function policyOfRoute(module: RouteExports): RouteTablePolicy {
  const { splatRoute } = module;
  if (typeof splatRoute !== "function") return policyOfModule(module);
  return (splat) => policyOfModule(splatRoute(splat) as RouteExports);
}

/** The build's flat route manifest as nested routes, and each route's policy by id. */
function routeTable(routes: ServerBuild["routes"]): RouteTable {
  const policies = new Map<string, RouteTablePolicy>();
  const childrenOf = (parentId?: string): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route) => {
        const { id, path, caseSensitive, index } = route as NonNullable<typeof route>;
        policies.set(id, policyOfRoute((route as NonNullable<typeof route>).module));
        if (index) return { id, path, caseSensitive, index: true };
        const children = childrenOf(id);
        return { id, path, caseSensitive, ...(children.length > 0 ? { children } : {}) };
      });
  return { tree: childrenOf(undefined), policies, byPath: new Map() };
}

const tables = new WeakMap<ServerBuild, RouteTable>();

/** React Router's single-fetch paths (`/cars.data`, `/_root.data`) belong to the page's route. */
export function routePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The policy of the route React Router would run for this path (matched as React Router does). */
export function routePolicy(build: ServerBuild, pathname: string): RoutePolicy | null {
  let table = tables.get(build);
  if (!table) {
    table = routeTable(build.routes);
    tables.set(build, table);
  }
  const path = routePathOf(pathname);
  const kept = table.byPath.get(path);
  if (kept !== undefined) return kept;
  const leaf = matchRoutes(table.tree, path)?.at(-1);
  const policy = leaf?.route.id ? table.policies.get(leaf.route.id) : undefined;
  const found = typeof policy === "function" ? policy(leaf?.params["*"]) : (policy ?? null);
  if (table.byPath.size >= MAX_KEPT_PATHS) table.byPath.clear();
  table.byPath.set(path, found);
  return found;
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

function refuse(
  res: Response,
  status: 405 | 413,
  message: string,
  headers: Record<string, string> = {},
) {
  res
    .status(status)
    .set({ ...cacheHeaders("noStore"), ...headers })
    .json({ message });
}

function refuseTooLarge(res: Response, limit: number) {
  // The rest of the body is never read: the connection closes after this answer.
  const message =
    limit === 0 ? "This address takes no request body." : `Request body over ${limit} bytes.`;
  refuse(res, 413, message, { Connection: "close" });
}

/** Whether a request says it sends a body (a length above 0, or chunked). */
export const declaresBody = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * Counts the body as React Router's adapter reads it; past the limit it answers 413 (when no
 * answer has gone out yet) and fails the body stream, so `request.json()` stops buffering at
 * the limit, however the body is sent (chunked bodies declare no length).
 */
export function limitBodyStream(req: IncomingMessage, res: Response, limit: number): void {
  let received = 0;
  // Paused explicitly, our listener does not start the flow: React Router's reader does.
  req.pause();
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off("data", count);
    if (!res.headersSent) refuseTooLarge(res, limit);
    // Fails the reader's stream (it listens for "error") without destroying the socket, so
    // the 413 still reaches the client before the connection closes.
    if (req.listenerCount("error") > 0) req.emit("error", new BodyTooLargeError(limit));
  };
  req.on("data", count);
}

/**
 * The method and body policy of every request that reaches React Router, from its route's
 * module: OPTIONS is answered with the route's methods (204, no CORS); a method the route does
 * not answer gets 405 with Allow (never an action run by PUT, nor a 400 for a GET on an
 * action); a body over the route's limit gets 413 before it is read, by its declared length or
 * while it streams.
 */
export function requestLimits(loadBuild: () => Promise<ServerBuild>): RequestHandler {
  return async (req, res, next) => {
    const policy = routePolicy(await loadBuild(), req.path);
    if (!policy) return next();
    const allow = policy.methods.join(", ");
    if (req.method === "OPTIONS") {
      res
        .status(204)
        .set({ Allow: allow, ...cacheHeaders("noStore") })
        .end();
      return;
    }
    if (!policy.methods.includes(req.method)) {
      refuse(res, 405, "Method not allowed.", { Allow: allow });
      return;
    }
    if (!declaresBody(req)) return next();
    const declared = Number(req.headers["content-length"] ?? 0);
    if (policy.bodyLimit === 0 || declared > policy.bodyLimit) {
      refuseTooLarge(res, policy.bodyLimit);
      return;
    }
    limitBodyStream(req, res, policy.bodyLimit);
    next();
  };
}
