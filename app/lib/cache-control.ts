/**
 * Named cache strategies (Hydrogen-style), so every response says what a CDN may do with it.
 * Public pages: fresh at the CDN for 60 s (the specs' revalidation), then served stale while it
 * revalidates; browsers always revalidate. Personal flows and failures: never stored.
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
