import type { RequestHandler } from "express";
import type { Response } from "express";
import { cacheHeaders } from "../../app/lib/cache-control";
import { defaultLanguage, serverTranslator } from "../../i18n/catalogue.server";
import type { MessageKey } from "../../i18n/translate";
import type { AttemptRule, LimitStore } from "../limits/attempts";
import { canRunAction, resolveCanonicalPath } from "./canonical-path";
import { clientKey } from "./client-key";
import { resolvedSite } from "./request-host";

export interface RateLimitRule extends AttemptRule {
  /** Which requests count: the method and the canonical path (server/edge/canonical-path.ts). */
  matches: (method: string, canonicalPath: string) => boolean;
  /** The bodies answered (catalogue keys, in the request's site language). */
  messages: {
    /** With 429, once the client has used up its attempts. */
    limited: MessageKey;
    /** With 503, while the shared store is down and the rule refuses (decision 0013). */
    unavailable: MessageKey;
  };
}

/**
 * Rate limits per client network and rule, counted in the limit store (Redis when configured,
 * so every instance enforces one limit; memory otherwise). The first matching rule counts.
 * Requests are matched by their canonical path, so every spelling React Router would route to
 * the same action shares one bucket.
 */
export function rateLimit(rules: readonly RateLimitRule[], store: LimitStore): RequestHandler {
  const limiters = rules.map((rule) => ({ rule, limiter: store.limiter(rule) }));
  return async (req, res, next) => {
    const path = resolveCanonicalPath(req, res);
    if (path === undefined) return;
    const match = limiters.find(({ rule }) => rule.matches(req.method, path));
    if (!match) return next();
    const { rule, limiter } = match;
    const outcome = await limiter.consume(clientKey(req.ip));
    res.set("RateLimit-Limit", String(rule.points));
    res.set("RateLimit-Remaining", String(outcome.remaining));
    if (outcome.allowed) return next();
    res.set("Retry-After", String(outcome.retryAfterSeconds));
    res.set(cacheHeaders("noStore"));
    const t = siteTranslator(res);
    res.status(outcome.unavailable ? 503 : 429).json({
      message: t(outcome.unavailable ? rule.messages.unavailable : rule.messages.limited),
      retryAfterSeconds: outcome.retryAfterSeconds,
    });
  };
}

/** The request's site texts; a host without a site gets the default language's. */
function siteTranslator(res: Response) {
  const resolution = resolvedSite(res);
  return resolution.kind === "site"
    ? serverTranslator(resolution.site.language, resolution.site.locale)
    : serverTranslator(defaultLanguage);
}

/** The tire hotel's routes that send and check one-time codes, canonical. */
export const oneTimeCodePaths: ReadonlySet<string> = new Set([
  "/api/tirehotel/authorization/login",
  "/api/tirehotel/authorization/validate",
]);

const isUnderApi = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * Reads that each cost a call to a paid upstream (the booking service's car lookups, workshop
 * searches, time slots): a visitor booking a service makes a few dozen a minute at most.
 */
const upstreamReadPrefixes: readonly string[] = ["/api/mechmate/"];
const isUpstreamRead = (path: string) =>
  upstreamReadPrefixes.some((prefix) => path.startsWith(prefix));

/**
 * The platform's limits: one-time codes strictly (no brute force), reads that cost an upstream
 * call and other API actions loosely.
 */
export const defaultRateLimits: readonly RateLimitRule[] = [
  {
    name: "otp-client",
    matches: (method, path) => canRunAction(method) && oneTimeCodePaths.has(path),
    points: 5,
    windowSeconds: 10 * 60,
    // It guards a 4-digit secret: without the shared count, refuse (decision 0013).
    whenStoreDown: "refuse",
    messages: {
      limited: "Limits.TooManyAttempts",
      unavailable: "Limits.Unavailable",
    },
  },
  {
    name: "upstream-read",
    matches: (method, path) => !canRunAction(method) && isUpstreamRead(path),
    points: 120,
    windowSeconds: 60,
    whenStoreDown: "count-locally",
    messages: {
      limited: "Limits.TooManyRequests",
      unavailable: "Limits.Unavailable",
    },
  },
  {
    name: "api-action",
    matches: (method, path) => canRunAction(method) && isUnderApi(path),
    points: 30,
    windowSeconds: 60,
    whenStoreDown: "count-locally",
    messages: {
      limited: "Limits.TooManyRequests",
      unavailable: "Limits.Unavailable",
    },
  },
];
