import { useEffect } from "react";
import { pushToDataLayer } from "./data-layer";
import type { ProductDetailEvent } from "./product-detail";

/**
 * Pushes the car detail page's `product_detail_page` event when the page shows, and again only
 * when another car's page shows (a client navigation from one car to a similar one). Leads on the
 * page (phone, e-mail, maps links; forms marked `data-lead-form`) are the document-wide
 * LeadTracker's.
 */
export function ProductDetailTracker({ event }: { event: ProductDetailEvent }) {
  const carId = event.product_info.id;
  useEffect(() => {
    pushToDataLayer(event);
    // One event per car shown: a new event object for the same car (revalidation) is no new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carId]);
  return null;
}
