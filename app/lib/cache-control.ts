/**
 * Named cache strategies (Hydrogen-style), so every response says what a CDN may do with it.
 * Public pages: fresh at the CDN for 60 s (the specs' revalidation), then served stale while it
 * revalidates; browsers always revalidate. Personal flows and failures: never stored. A response
 * some part of which fell back after an upstream failure is never stored either, whatever its
 * route asked for: the edge applies `cacheControlFor` (server/edge/degradation-scope.ts).
 */
export const cacheControl = {
  publicPage: "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
  notFound: "public, max-age=0, s-maxage=60",
  publicFile: "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
  noStore: "no-store",
  personal: "private, no-store",
} as const;

export type CachePolicy = keyof typeof cacheControl;

export function cacheHeaders(policy: CachePolicy): { "Cache-Control": string } {
  return { "Cache-Control": cacheControl[policy] };
}

/**
 * The Cache-Control a response goes out with: its route's own choice while the response is
 * whole; no-store once any part of it degraded (an upstream failed and a fallback was
 * rendered), so a CDN never keeps serving the failure after the upstream has recovered.
 */
export function cacheControlFor(
  requested: string | undefined,
  degraded: boolean,
): string | undefined {
  if (!degraded) return requested;
  return requested !== undefined && /(^|,)\s*no-store\s*(,|$)/i.test(requested)
    ? requested
    : cacheControl.noStore;
}
