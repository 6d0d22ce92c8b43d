import type { DataLayerEvent } from "../../analytics/data-layer";
import type { ServiceBookingEvent } from "../../../design-system/flows/ServiceBooking/types";

/** What the data layer files the booking under (the tire hotel's is "tirehotel"). */
export const SERVICE_BOOKING_CATEGORY = "servicebooking";

/**
 * The tool's analytics (specs §4.1 step events, §7 purchase) as data-layer events, shaped like
 * the tire hotel's: `servicebooking_step` once per step, and an ecommerce `purchase` with the
 * booking id, its value in SEK and the booked services as items.
 */
export function serviceBookingDataLayerEvent(event: ServiceBookingEvent): DataLayerEvent {
  if (event.kind === "step") {
    return { event: "servicebooking_step", step: event.step, stepName: event.stepName };
  }
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: event.bookingId,
      value: event.value,
      currency: event.currency,
      items: event.items.map((item_name) => ({
        item_name,
        item_category: SERVICE_BOOKING_CATEGORY,
      })),
    },
  };
}
