import { Heading } from "../../primitives/Heading";
import type { ServiceBookingLabels } from "./labels";
import type { ServiceBookingApi, ServiceBookingEvent } from "./types";

export interface ServiceBookingToolProps {
  /** Every call the flow makes: the app's client of our /api/mechmate routes, or a fake. */
  api: ServiceBookingApi;
  labels: ServiceBookingLabels;
  mapsApiKey?: string;
  /** The page's `?lat&lng`: the place of step 1 is prefilled with it. */
  initialPosition?: { lat: number; lng: number };
  /** Other authorised brands' logos in the header. */
  otherBrands: readonly { name: string; logoSrc?: string }[];
  /** The damage-inspection service (external) linked from step 2. */
  damageInspectionHref: string;
  /** Step and purchase events (the app pushes them to the data layer). */
  onEvent: (event: ServiceBookingEvent) => void;
  /** YYYY-MM-DD, the Swedish date. */
  today: string;
}

/** The service booking tool (specs/service-flows.md §2.1, §4.1): five steps and a summary. */
export function ServiceBookingTool({ labels }: ServiceBookingToolProps) {
  return <Heading level={2}>{labels.steps.toolHeading}</Heading>;
}
