import type { Translate } from "../../../i18n/translate";
import { addDays, dayKey } from "../../primitives/Calendar/dates";

/*
 * The sell-car / trade-in form and the Norwegian service request (specs/service-flows.md §2.3,
 * §3, §5): their names at the forms hub, their fields and their messages. No zod here (the
 * validation loads with the form); the route and the forms share these.
 */

/** The forms' names at the hub (`formName`). */
export const SELL_CAR_FORM_NAME = "sell-car";
export const SERVICE_REQUEST_FORM_NAME = "service-request-no";

/** The choice the sell-car form asks for (required radio). */
export const sellCarIntents = ["sell", "tradeIn"] as const;
export type SellCarIntent = (typeof sellCarIntents)[number];

/** The vehicles the service request is for: each has its own services list. */
export const serviceVehicles = ["car", "motorcycle"] as const;
export type ServiceVehicle = (typeof serviceVehicles)[number];

/**
 * The services a Norwegian visitor can ask for, as the specs name them: sent to the hub as they
 * are (the form is Norwegian only), per vehicle.
 */
export const serviceOptions: Record<ServiceVehicle, readonly string[]> = {
  car: [
    "Service",
    "Vinterklar-bil",
    "EU-kontroll",
    "Hjulskift",
    "Service eldre biler (5+)",
    "Reparasjon",
    "Lakk / karosseri",
    "Steinsprut / Ruteskift",
    "Aircondition service",
    "Bilskade",
    "Annet",
  ],
  motorcycle: ["Bestille service", "Bestile deler", "Annet"],
};

/** The dealers the service request offers: the site list, capped (specs §9). */
export const SERVICE_DEALER_LIMIT = 100;
/** A registration number without spaces: 2 to 10 letters, digits or hyphens. */
export const REGNO_MAX_LENGTH = 10;
/** Mileage is a whole number from 0 up to this. */
export const MILEAGE_MAX = 2_000_000;
/** The latest day a service request may ask for, in days from today. */
export const SERVICE_DATE_MAX_DAYS = 365;

/** The messages under the fields (Forms.*Error, in the site language). */
export interface LeadFormMessages {
  name: string;
  phone: string;
  email: string;
  regno: string;
  mileage: string;
  intent: string;
  dealer: string;
  date: string;
  consent: string;
  services: string;
  message: string;
}

export function leadFormMessages(t: Translate): LeadFormMessages {
  return {
    name: t("Forms.NameError"),
    phone: t("Forms.PhoneError"),
    email: t("Forms.EmailError"),
    regno: t("Forms.RegnoError"),
    mileage: t("Forms.MileageError"),
    intent: t("Forms.IntentError"),
    dealer: t("Forms.DealerError"),
    date: t("Forms.DateError"),
    consent: t("Forms.ConsentError"),
    services: t("Forms.ServicesError"),
    message: t("Forms.MessageError"),
  };
}

/** The day `days` after the day `key` (YYYY-MM-DD, both calendar days). */
export function addDaysToKey(key: string, days: number): string {
  return dayKey(addDays(dateOfKey(key), days));
}

/**
 * Norway's calendar day decides what "today" is for the Norwegian service request, in the
 * visitor's calendar and on the server alike: a visitor elsewhere (or a browser on UTC) must not
 * be offered a day the server then refuses as past.
 */
export const SERVICE_REQUEST_TIME_ZONE = "Europe/Oslo";

/** The day `key` (YYYY-MM-DD) as a local date at midnight, as the calendar shows days. */
export function dateOfKey(key: string): Date {
  const [year = 1970, month = 1, day = 1] = key.split("-").map(Number);
  return new Date(year, month - 1, day);
}

/** Today's day key in a time zone (the server asks for the site's, Europe/Oslo for Norway). */
export function todayKeyIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
