import { pushToDataLayer, type DataLayerEvent } from "../../analytics/data-layer";

/** The query parameter the search page reads. */
export const KEYPHRASE_PARAM = "keyphrase";

/**
 * Where a hero search goes: the configured search URL with its own query parameters kept and
 * `keyphrase` set (replacing one already there); its hash is kept. A URL on the page's own
 * origin comes back as a path (for client-side navigation), any other as an absolute URL.
 */
export function buildSearchUrl(searchBarUrl: string, keyphrase: string, origin: string): string {
  const url = new URL(searchBarUrl, origin);
  url.searchParams.set(KEYPHRASE_PARAM, keyphrase);
  return url.origin === new URL(origin).origin
    ? `${url.pathname}${url.search}${url.hash}`
    : url.toString();
}

/** Specs: the analytics event of a start-page search. */
export function searchEvent(term: string): DataLayerEvent {
  return { event: "search", search_type: "start page", search_term: term };
}

/** Pushes the search event to `window.dataLayer` (created when the tag manager is not there). */
export function trackSearch(term: string): void {
  pushToDataLayer(searchEvent(term));
}
