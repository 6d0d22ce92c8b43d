import type { Request, RequestHandler, Response } from "express";
import { cacheHeaders } from "../../app/lib/cache-control";

export type PathVerdict = { path: string } | { refused: string };

/** Everything but these can run a React Router action (POST, PUT, PATCH, DELETE, …). */
const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function canRunAction(method: string): boolean {
  return !readOnlyMethods.has(method.toUpperCase());
}

/** The path part of a request target, origin-form or absolute-form (`http://host/path`). */
function targetPath(target: string): string {
  const path = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, "").split(/[?#]/, 1)[0] ?? "";
  return path;
}

function decodeSegments(path: string): string[] | undefined {
  try {
    return path.split("/").map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

const isDotSegment = (segment: string) => /^(?:\.|%2e){1,2}$/i.test(segment);
/** Encoded `/` or `\`, a double-encoded escape (`%25…`), a control character. */
const hostileEscape = /%2f|%5c|%25|%[01][\da-f]|%7f/i;

/**
 * The path React Router would route for a request target, in one spelling: what the Express
 * adapter's `new URL()` resolves (`..`, `%2e`, `\`), percent-decoded per segment (as React
 * Router's matcher does), lowercased (it matches case-insensitively), without duplicate or
 * trailing slashes (it ignores trailing ones) and without the single-fetch `.data` suffix (it
 * answers `<path>.data` with the same action). Rate limits count this, so no spelling of a route
 * escapes its bucket.
 *
 * Refused: a target that cannot be parsed or percent-decoded, and an `/api` target (before or
 * after resolution) holding a dot segment, an encoded `/` or `\`, a double-encoded escape, a
 * backslash or a control character: no route under /api needs them, and they are how traversal
 * and filter evasion are spelled.
 */
export function canonicalRequestPath(target: string): PathVerdict {
  const raw = targetPath(target);
  if (!raw.startsWith("/")) return { refused: "not a path" };
  let resolved: string;
  try {
    resolved = new URL(`http://canonical.invalid${raw}`).pathname;
  } catch {
    return { refused: "unparsable path" };
  }
  const decoded = decodeSegments(resolved);
  const rawSegments = raw.split("/");
  if (!decoded || !decodeSegments(raw)) return { refused: "malformed percent-encoding" };

  let path = `/${decoded.filter(Boolean).join("/").toLowerCase().replace(/\/+$/, "")}`;
  if (path === "/_root.data") path = "/";
  else path = path.replace(/(?:\/_)?\.data$/, "") || "/";

  const firstRawSegment = decodeSegments(rawSegments[1] ?? "")?.[0]?.toLowerCase();
  const isApi = path === "/api" || path.startsWith("/api/") || firstRawSegment === "api";
  if (isApi) {
    if (rawSegments.some(isDotSegment)) return { refused: "dot segment under /api" };
    if (raw.includes("\\") || hostileEscape.test(raw)) {
      return { refused: "encoded separator or escape under /api" };
    }
    // eslint-disable-next-line no-control-regex
    if (decoded.some((segment) => /[\u0000-\u001f\u007f]/.test(segment))) {
      return { refused: "control character under /api" };
    }
  }
  return { path };
}

/** The canonical path computed for this request (see `canonicalPath()`), or undefined. */
export function canonicalPathOf(res: Response): string | undefined {
  const value: unknown = res.locals.canonicalPath;
  return typeof value === "string" ? value : undefined;
}

/**
 * The request's canonical path, computed once and kept in `res.locals.canonicalPath` for the
 * layers after; undefined after answering 400 to a target it refuses.
 */
export function resolveCanonicalPath(req: Request, res: Response): string | undefined {
  const known = canonicalPathOf(res);
  if (known) return known;
  const verdict = canonicalRequestPath(req.originalUrl);
  if ("refused" in verdict) {
    res.set(cacheHeaders("noStore"));
    res.status(400).json({ message: "Bad request path." });
    return undefined;
  }
  res.locals.canonicalPath = verdict.path;
  return verdict.path;
}

/** Refuses bad targets with 400 before anything routes them (see `canonicalRequestPath`). */
export function canonicalPath(): RequestHandler {
  return (req, res, next) => {
    if (resolveCanonicalPath(req, res) !== undefined) next();
  };
}
