import { useEffect, useState } from "react";
import type { OfferingCategory } from "../../../api-adapters/booking/schemas";
import type { BookingState } from "./rules";
import type { ServiceBookingApi } from "./types";

export type OfferingsLoad =
  { kind: "loading" } | { kind: "loaded"; categories: OfferingCategory[] } | { kind: "failed" };

/**
 * The services or add-ons offered to the booking's car at its place (steps 2 and 3). A step
 * mounts afresh each time it is shown, so it starts as loading.
 */
export function useOfferings(
  fetchOfferings: ServiceBookingApi["services"] | ServiceBookingApi["addons"],
  state: Pick<BookingState, "car" | "location">,
): OfferingsLoad {
  const [load, setLoad] = useState<OfferingsLoad>({ kind: "loading" });
  const registrationNumber = state.car?.registrationNumber;
  const location = state.location;

  useEffect(() => {
    if (!registrationNumber || !location) return;
    let current = true;
    fetchOfferings(registrationNumber, location).then(
      (categories) => current && setLoad({ kind: "loaded", categories }),
      () => current && setLoad({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [fetchOfferings, registrationNumber, location]);

  return load;
}
