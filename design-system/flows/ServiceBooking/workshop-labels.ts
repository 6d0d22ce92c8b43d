import type { Translate } from "../../../i18n/translate";

/*
 * The texts of step 4 (workshop, time, contact) and step 5 (confirmation), specs/service-flows.md
 * §2.1, §5, §8: the `ServiceBooking` namespace, `Workshop*`, `Time*`, `Contact*`, `Booking*` and
 * `Confirmation*` keys (decision 0016).
 */
export interface WorkshopStepLabels {
  heading: string;
}

export interface ConfirmationLabels {
  heading: string;
}

export function workshopStepLabels(t: Translate): WorkshopStepLabels {
  return { heading: t("ServiceBooking.WorkshopHeading") };
}

export function confirmationLabels(t: Translate): ConfirmationLabels {
  return { heading: t("ServiceBooking.ConfirmationHeading") };
}
