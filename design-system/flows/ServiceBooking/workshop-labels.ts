import type { Translate } from "../../../i18n/translate";
import type { MarkerMapLabels } from "../SiteMap/marker-map-types";

/*
 * The texts of step 4 (workshop, time, contact) and step 5 (confirmation), specs/service-flows.md
 * §2.1, §5, §8: the `ServiceBooking` namespace, `Workshop*`, `Time*`, `Contact*`, `Booking*` and
 * `Confirmation*` keys (decision 0016). The contact e-mail, 'Pris saknas*' and the median note
 * are the steps' own texts, read here so each has one key. Texts with values are functions.
 */

/** The texts shared by step 4 and the confirmation (money, the workshop's directions). */
export interface CostLabels {
  /** 'Pris saknas*'. */
  unknownPrice: string;
  /** The note that prices are median values. */
  medianNote: string;
  directions: string;
  /** Read after a link that opens a new tab. */
  newTab: string;
}

export interface ContactFormLabels {
  heading: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  freeText: string;
  freeTextCounter: (count: number, max: number) => string;
  errors: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    freeText: string;
  };
  invalid: string;
  submit: string;
  sending: string;
  /** Shown when a refused booking brings no text of its own. */
  bookingFailed: string;
  /** 'Du bokar {time} hos {name}.' */
  youBook: (time: string, name: string) => string;
}

export interface TimeGridLabels {
  heading: string;
  loading: string;
  failed: string;
  noneThisWeek: string;
  /** The week shown: its first and last day. */
  week: (from: string, to: string) => string;
  previousWeek: string;
  nextWeek: string;
  dayEmpty: string;
  allDay: string;
  /** 'Lämna bilen före 08:00'. */
  allDayHint: string;
  chosen: (time: string) => string;
  /** A day's all-day drop-off, as a chosen time. */
  allDayText: (date: string) => string;
}

export interface WorkshopStepLabels extends CostLabels {
  heading: string;
  listHeading: string;
  sortLabel: string;
  sortNearest: string;
  sortFirstAvailable: string;
  loading: string;
  more: string;
  /** 'Vi kan ej hitta några anläggningar som passar dig'. */
  noSites: string;
  /** The contact suggestion under it. */
  noSitesContact: string;
  streamFailed: string;
  retry: string;
  count: (count: number) => string;
  distance: (distance: string) => string;
  firstTime: (time: string) => string;
  noFirstTime: string;
  choose: string;
  chooseNamed: (name: string) => string;
  chosen: string;
  /** 'Ändra verkstad eller tid'. */
  change: string;
  map: MarkerMapLabels;
  pricesLoading: string;
  pricesFailed: string;
  total: (total: string) => string;
  time: TimeGridLabels;
  contact: ContactFormLabels;
}

export interface ConfirmationLabels extends CostLabels {
  /** 'Bokning bekräftad'. */
  heading: string;
  number: (id: string) => string;
  workshop: string;
  time: string;
  car: string;
  cost: string;
  total: string;
  /** 'Ny bokning'. */
  newBooking: string;
  allDayText: (date: string) => string;
}

function costLabels(t: Translate): CostLabels {
  return {
    unknownPrice: t("ServiceBooking.SummaryUnknownPrice"),
    medianNote: t("ServiceBooking.SummaryMedianNote"),
    directions: t("ServiceBooking.WorkshopDirections"),
    newTab: t("Shell.NewTab"),
  };
}

const allDayText = (t: Translate) => (date: string) => t("ServiceBooking.TimeAllDayText", { date });

export function workshopStepLabels(t: Translate): WorkshopStepLabels {
  return {
    ...costLabels(t),
    heading: t("ServiceBooking.WorkshopHeading"),
    listHeading: t("ServiceBooking.WorkshopListHeading"),
    sortLabel: t("ServiceBooking.WorkshopSortLabel"),
    sortNearest: t("ServiceBooking.WorkshopSortNearest"),
    sortFirstAvailable: t("ServiceBooking.WorkshopSortFirstAvailable"),
    loading: t("ServiceBooking.WorkshopLoading"),
    more: t("ServiceBooking.WorkshopMore"),
    noSites: t("ServiceBooking.WorkshopNoSites"),
    noSitesContact: t("ServiceBooking.WorkshopNoSitesContact", {
      email: t("ServiceBooking.ServicesContactEmail"),
    }),
    streamFailed: t("ServiceBooking.WorkshopStreamFailed"),
    retry: t("ServiceBooking.WorkshopRetry"),
    count: (count) => t("ServiceBooking.WorkshopCount", { count }),
    distance: (distance) => t("ServiceBooking.WorkshopDistance", { distance }),
    firstTime: (time) => t("ServiceBooking.WorkshopFirstTime", { time }),
    noFirstTime: t("ServiceBooking.WorkshopNoFirstTime"),
    choose: t("ServiceBooking.WorkshopChoose"),
    chooseNamed: (name) => t("ServiceBooking.WorkshopChooseNamed", { name }),
    chosen: t("ServiceBooking.WorkshopChosen"),
    change: t("ServiceBooking.WorkshopChange"),
    map: {
      map: t("ServiceBooking.WorkshopMap"),
      zoomIn: t("ServiceBooking.WorkshopZoomIn"),
      zoomOut: t("ServiceBooking.WorkshopZoomOut"),
      youAreHere: t("ServiceBooking.WorkshopYouAreHere"),
    },
    pricesLoading: t("ServiceBooking.WorkshopPricesLoading"),
    pricesFailed: t("ServiceBooking.WorkshopPricesFailed"),
    total: (total) => t("ServiceBooking.WorkshopTotal", { total }),
    time: {
      heading: t("ServiceBooking.TimeHeading"),
      loading: t("ServiceBooking.TimeLoading"),
      failed: t("ServiceBooking.TimeFailed"),
      noneThisWeek: t("ServiceBooking.TimeNoneThisWeek"),
      week: (from, to) => t("ServiceBooking.TimeWeek", { from, to }),
      previousWeek: t("ServiceBooking.TimePreviousWeek"),
      nextWeek: t("ServiceBooking.TimeNextWeek"),
      dayEmpty: t("ServiceBooking.TimeDayEmpty"),
      allDay: t("ServiceBooking.TimeAllDay"),
      allDayHint: t("ServiceBooking.TimeAllDayHint"),
      chosen: (time) => t("ServiceBooking.TimeChosen", { time }),
      allDayText: allDayText(t),
    },
    contact: {
      heading: t("ServiceBooking.ContactHeading"),
      firstName: t("ServiceBooking.ContactFirstName"),
      lastName: t("ServiceBooking.ContactLastName"),
      phone: t("ServiceBooking.ContactPhone"),
      email: t("ServiceBooking.ContactEmail"),
      freeText: t("ServiceBooking.ContactFreeText"),
      freeTextCounter: (count, max) => t("ServiceBooking.ContactFreeTextCounter", { count, max }),
      errors: {
        firstName: t("ServiceBooking.ContactFirstNameRequired"),
        lastName: t("ServiceBooking.ContactLastNameRequired"),
        phone: t("ServiceBooking.ContactPhoneInvalid"),
        email: t("ServiceBooking.ContactEmailInvalid"),
        freeText: t("ServiceBooking.ContactFreeTextTooLong"),
      },
      invalid: t("ServiceBooking.ContactInvalid"),
      submit: t("ServiceBooking.BookingSubmit"),
      sending: t("ServiceBooking.BookingSending"),
      bookingFailed: t("ServiceBooking.BookingFailed"),
      youBook: (time, name) => t("ServiceBooking.BookingYouBook", { time, name }),
    },
  };
}

export function confirmationLabels(t: Translate): ConfirmationLabels {
  return {
    ...costLabels(t),
    heading: t("ServiceBooking.ConfirmationHeading"),
    number: (id) => t("ServiceBooking.ConfirmationNumber", { id }),
    workshop: t("ServiceBooking.ConfirmationWorkshop"),
    time: t("ServiceBooking.ConfirmationTime"),
    car: t("ServiceBooking.ConfirmationCar"),
    cost: t("ServiceBooking.ConfirmationCost"),
    total: t("ServiceBooking.ConfirmationTotal"),
    newBooking: t("ServiceBooking.ConfirmationNewBooking"),
    allDayText: allDayText(t),
  };
}
