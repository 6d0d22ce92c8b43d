import type { Translate } from "../../../i18n/translate";

/*
 * The booking header's texts (specs/service-flows.md §2.1): the `ServiceBooking` namespace,
 * `Header*` and `Intro*` keys (decision 0016). Texts with the brand are functions.
 */
export interface BookingHeaderLabels {
  /** The brand has authorised workshops. */
  authorized: (brand: string) => string;
  /** No authorised workshop for the brand, but some services are offered. */
  notAuthorized: (brand: string) => string;
  /** The generic intro, without a registered car. */
  intro: string;
  /** Leads the list of brands booked elsewhere. */
  otherBookings: string;
  bmw: string;
  mini: string;
  porsche: string;
  iveco: string;
  /** The collapsible list of other authorised brands' logos. */
  otherBrands: string;
  /** Read after a link that opens a new tab. */
  newTab: string;
}

export function bookingHeaderLabels(t: Translate): BookingHeaderLabels {
  return {
    authorized: (brand) => t("ServiceBooking.HeaderAuthorized", { brand }),
    notAuthorized: (brand) => t("ServiceBooking.HeaderNotAuthorized", { brand }),
    intro: t("ServiceBooking.IntroText"),
    otherBookings: t("ServiceBooking.IntroOtherBookings"),
    bmw: t("ServiceBooking.IntroBmw"),
    mini: t("ServiceBooking.IntroMini"),
    porsche: t("ServiceBooking.IntroPorsche"),
    iveco: t("ServiceBooking.IntroIveco"),
    otherBrands: t("ServiceBooking.IntroOtherBrands"),
    newTab: t("Shell.NewTab"),
  };
}
