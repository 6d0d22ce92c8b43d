/** An event for the tag manager's data layer. */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an event to `window.dataLayer`, creating it when the tag manager is not loaded (yet). */
export function pushToDataLayer(event: DataLayerEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

export interface PageViewInput {
  pageName: string;
  pageVariantId: string;
  language: string;
  currency: string;
}

/** The page-view event the specs name: channel WEB, currency, page name, variant, language. */
export function pageViewEvent({
  pageName,
  pageVariantId,
  language,
  currency,
}: PageViewInput): DataLayerEvent {
  return { event: "page_view", channel: "WEB", currency, pageName, pageVariantId, language };
}
