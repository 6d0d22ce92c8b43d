import { pushToDataLayer, type DataLayerEvent } from "../../analytics/data-layer";

/** The query parameter the search page reads. */
export const KEYPHRASE_PARAM = "keyphrase";

/**
 * Where a hero search goes: the configured search URL with recognised facet values appended as
 * path segments (`/kop-bil/volvo/el`), its own query parameters kept and `keyphrase` set to the
 * rest of the text (replacing one already there; left out when nothing is left); its hash is kept. A URL on the page's own
 * origin comes back as a path (for client-side navigation), any other as an absolute URL.
 */
export function buildSearchUrl(
  searchBarUrl: string,
  keyphrase: string,
  origin: string,
  segments: readonly string[] = [],
): string {
  const url = new URL(searchBarUrl, origin);
  if (segments.length > 0) {
    const base = url.pathname.replace(/\/+$/, "");
    url.pathname = `${base}/${segments.map(encodeURIComponent).join("/")}`;
  }
  if (keyphrase) url.searchParams.set(KEYPHRASE_PARAM, keyphrase);
  else url.searchParams.delete(KEYPHRASE_PARAM);
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
