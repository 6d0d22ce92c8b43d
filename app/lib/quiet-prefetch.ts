/** True for a request the browser made to prefetch (`<link rel="prefetch">` sends Sec-Purpose). */
export function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  return purpose.trim().toLowerCase().startsWith("prefetch");
}

/**
 * A page-data prefetch (a hovered link, React Router's `prefetch="intent"`) that finds no page
 * is answered 200 instead of 404: the browser logs every failed prefetch as a console error,
 * and a link may well lead to a page that is gone. The body still carries the route's 404, so
 * a navigation that reuses the prefetched answer renders the not-found page as before; requests
 * that are not prefetches keep their status.
 */
export function quietPrefetchMiss(response: Response, request: Request): Response {
  if (response.status !== 404 || !response.headers.has("X-Remix-Response")) return response;
  const headers = new Headers(response.headers);
  headers.append("Vary", "Sec-Purpose");
  if (!isPrefetch(request)) return new Response(response.body, { status: 404, headers });
  return new Response(response.body, { status: 200, headers });
}
