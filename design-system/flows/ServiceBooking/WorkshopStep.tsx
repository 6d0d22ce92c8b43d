import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import type { BookingState } from "./rules";
import type { ServiceBookingApi, ServiceBookingEvent } from "./types";
import type { WorkshopStepLabels } from "./workshop-labels";

export interface WorkshopStepProps {
  api: ServiceBookingApi;
  state: BookingState;
  onStateChange: (next: BookingState) => void;
  /** The booking is made: `next` is at step 5, `site` the workshop booked. */
  onBooked: (next: BookingState, site: WorkshopSite) => void;
  labels: WorkshopStepLabels;
  mapsApiKey?: string;
  /** YYYY-MM-DD, the Swedish date. */
  today: string;
  /** The purchase event on booking. */
  onEvent?: (event: ServiceBookingEvent) => void;
}

/** Step 4: a workshop from the map and list, a time in the weekly grid, the contact form. */
export function WorkshopStep({ labels }: WorkshopStepProps) {
  return <h3>{labels.heading}</h3>;
}
