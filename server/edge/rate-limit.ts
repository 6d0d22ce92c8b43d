import type { RequestHandler } from "express";

export interface RateLimitRule {
  /** Which requests count, e.g. every POST under /api/. */
  matches: (method: string, path: string) => boolean;
  /** Requests allowed per client and window. */
  limit: number;
  windowMs: number;
  /** The body answered with 429, in the language of the flow it protects. */
  message: string;
  /** Requests in the same bucket share their count (e.g. every one-time-code route). */
  bucket: string;
}

interface Window {
  start: number;
  count: number;
}

/**
 * Fixed-window rate limits per client address and bucket, in memory. One instance's view only:
 * behind several instances put the same rules at the CDN or a shared store (docs/decisions/0008).
 * The map is swept as windows expire, so it stays bounded by the active clients.
 */
export function rateLimit(rules: RateLimitRule[], now: () => number = Date.now): RequestHandler {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  function sweep(time: number) {
    const longest = Math.max(...rules.map((rule) => rule.windowMs));
    if (time - lastSweep < longest) return;
    for (const [key, window] of windows) if (time - window.start >= longest) windows.delete(key);
    lastSweep = time;
  }

  return (req, res, next) => {
    const rule = rules.find((candidate) => candidate.matches(req.method, req.path));
    if (!rule) return next();
    const time = now();
    sweep(time);
    const key = `${rule.bucket}|${req.ip ?? "unknown"}`;
    const current = windows.get(key);
    const window =
      current && time - current.start < rule.windowMs ? current : { start: time, count: 0 };
    window.count += 1;
    windows.set(key, window);
    res.set("RateLimit-Limit", String(rule.limit));
    res.set("RateLimit-Remaining", String(Math.max(0, rule.limit - window.count)));
    if (window.count <= rule.limit) return next();
    const retryAfter = Math.ceil((window.start + rule.windowMs - time) / 1000);
    res.set("Retry-After", String(retryAfter));
    res.set("Cache-Control", "no-store");
    res.status(429).json({ message: rule.message, retryAfterSeconds: retryAfter });
  };
}

const isPost = (method: string) => method === "POST";

/** The platform's limits: one-time codes strictly (no brute force), other form posts loosely. */
export const defaultRateLimits: RateLimitRule[] = [
  {
    bucket: "one-time-code",
    matches: (method, path) =>
      isPost(method) && /^\/api\/tirehotel\/authorization\/(login|validate)\b/.test(path),
    limit: 5,
    windowMs: 10 * 60_000,
    message: "För många försök. Vänta några minuter och försök igen.",
  },
  {
    bucket: "api-post",
    matches: (method, path) => isPost(method) && path.startsWith("/api/"),
    limit: 30,
    windowMs: 60_000,
    message: "Too many requests. Please wait a moment and try again.",
  },
];
