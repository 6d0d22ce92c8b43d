import { z } from "zod";
import type {
  BookingConfirmation,
  Timeslots,
  ValidatedSession,
  Vehicle,
  Wheel,
} from "../../../api-adapters/tirehotel/schemas";
import { addDays, addMonths, dayKey, startOfDay } from "../../primitives/Calendar/dates";

/* The tire hotel's rules and constants (specs/service-flows.md §4.2, §5, §9). */

export const REG_NO_MAX_LENGTH = 7;
export const REG_NO_MIN_LENGTH = 2;

/** Spaces removed, upper-cased, at most 7 characters. */
export function normaliseRegNo(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase().slice(0, REG_NO_MAX_LENGTH);
}

/** 'Fortsätt' is enabled from 2 characters. */
export function canContinue(regNo: string): boolean {
  return normaliseRegNo(regNo).length >= REG_NO_MIN_LENGTH;
}

export const CODE_LENGTH = 4;

/** Digits only, at most four: what a typed or pasted value leaves in the code boxes. */
export function toCodeDigits(input: string): string[] {
  return input.replace(/\D/g, "").slice(0, CODE_LENGTH).split("");
}

export function isCodeComplete(digits: readonly string[]): boolean {
  return digits.length === CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 15;

/** Mobile numbers keep digits and plus signs only; anything else is stripped as it is typed. */
export function sanitisePhone(input: string): string {
  return input.replace(/[^\d+]/g, "");
}

export const FREE_TEXT_MAX_LENGTH = 500;

/** The contact form's error messages (TireHotel.Contact*Error, built in texts.ts). */
export interface ContactMessages {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  freeText: string;
}

/**
 * The booking form's contact details, shared by the widget (react-hook-form, with the site's
 * messages) and our booking route (app/tirehotel/schemas.ts, zod's own developer-facing issues),
 * so both accept exactly the same values.
 */
export function contactFormSchema(messages: Partial<ContactMessages> = {}) {
  return z.object({
    firstName: z.string().trim().min(1, messages.firstName).max(100),
    lastName: z.string().trim().min(1, messages.lastName).max(100),
    phoneMobile: z
      .string()
      .regex(new RegExp(`^[\\d+]{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`), messages.phone),
    email: z.email(messages.email).max(254, messages.email),
    freeText: z.string().trim().max(FREE_TEXT_MAX_LENGTH, messages.freeText),
  });
}
export type ContactForm = z.output<ReturnType<typeof contactFormSchema>>;

export const FIRST_BOOKABLE_DAY_OFFSET = 3;
export const BOOKABLE_MONTHS = 3;

/** Bookable dates: from today plus 3 days to today plus 3 months. */
export function bookableRange(today: Date): { minDate: Date; maxDate: Date } {
  const day = startOfDay(today);
  return {
    minDate: addDays(day, FIRST_BOOKABLE_DAY_OFFSET),
    maxDate: addMonths(day, BOOKABLE_MONTHS),
  };
}

/** The days the service offers, as YYYY-MM-DD keys (its dates may carry a time part). */
export function availableDayKeys(dates: readonly { date: string }[]): Set<string> {
  return new Set(dates.map(({ date }) => date.slice(0, 10)));
}

/** "HH:mm" of a start time sent as "2026-04-10T08:00:00" or "08:00:00"; null if unreadable. */
export function toTimeLabel(startTime: string): string | null {
  const match = /(?:^|T|\s)(\d{2}):(\d{2})/.exec(startTime);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** The times of a day as HH:mm, de-duplicated and sorted. */
export function uniqueSortedTimes(timeslots: Timeslots): string[] {
  const labels = timeslots.availableTimeSlotDates
    .flatMap((day) => day.startTime)
    .map(toTimeLabel)
    .filter((label): label is string => label !== null);
  return [...new Set(labels)].sort();
}

/** The booking's start sent to the service: the day and time, or null without a time. */
export function bookingStart(date: Date, time: string | null): string | null {
  return time ? `${dayKey(date)}T${time}:00` : null;
}

/** Thread status 1: the tire needs replacing (the warning card). */
export const WORN_THREAD_STATUS = 1;

export function hasWornTire(vehicle: Pick<Vehicle, "tires">): boolean {
  return vehicle.tires.some((tire) => tire.wheel.threadStatusId === WORN_THREAD_STATUS);
}

/** "235/55 R18" from width, aspect ratio and rim; what is unknown is left out. */
export function tireSize(wheel: Wheel): string {
  const width = wheel.sectionWidth ?? "";
  const ratio = wheel.aspectRatio ?? "";
  const rim = wheel.rimDiameter ? ` R${wheel.rimDiameter}` : "";
  return `${width}${ratio === "" ? "" : `/${ratio}`}${rim}`.trim();
}

/** Depth in millimetres, Swedish decimals: "8,2 mm". */
export function threadDepth(depth: number, locale = "sv-SE"): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(depth)} mm`;
}

/** The looked-up vehicle of a validated session (the one with the plate searched for). */
export function currentVehicle(
  session: Pick<ValidatedSession, "vehicles">,
  regNo: string | undefined,
): Vehicle | undefined {
  return (
    session.vehicles.find((vehicle) => normaliseRegNo(vehicle.regNo) === regNo) ??
    session.vehicles[0]
  );
}

/** "torsdag 16 april 2026 kl. 08:00", or "… hela dagen" for a day without a time. */
export function appointmentText(
  confirmation: Pick<BookingConfirmation, "appointmentTime" | "isFullDay">,
  fullDay: string,
  locale = "sv-SE",
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(confirmation.appointmentTime);
  if (!match) return confirmation.appointmentTime;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = formatDay(date, locale);
  const time = toTimeLabel(confirmation.appointmentTime);
  return confirmation.isFullDay || !time ? `${day}, ${fullDay}` : `${day} kl. ${time}`;
}

export function formatDay(date: Date, locale = "sv-SE"): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(date);
}

export const RATING_MAX = 5;
export const RATING_MIN = 1;

export function canSendRating(rating: number | null): boolean {
  return rating !== null && rating >= RATING_MIN && rating <= RATING_MAX;
}

/** Progress steps 1–6 (specs §4.2), sent to the data layer once each. */
export const progressSteps = {
  1: "phone validation",
  2: "validation code",
  3: "vehicle info",
  4: "time and place",
  5: "contact details",
  6: "complete booking",
} as const;
export type ProgressStep = keyof typeof progressSteps;

export const DATALAYER_CURRENCY = "SEK";

export type TireHotelEvent =
  | { event: "tirehotel_step"; step: ProgressStep; stepName: string }
  | {
      event: "purchase";
      ecommerce: {
        transaction_id: string;
        value: 0;
        currency: typeof DATALAYER_CURRENCY;
        items: { item_name: string; item_category: "tirehotel" }[];
      };
    };

export function progressEvent(step: ProgressStep): TireHotelEvent {
  return { event: "tirehotel_step", step, stepName: progressSteps[step] };
}

/** After a booking: a purchase worth 0 SEK (the wheel change is part of the agreement). */
export function purchaseEvent(confirmation: BookingConfirmation): TireHotelEvent {
  const names = confirmation.services.map((service) => service.name);
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: confirmation.bookingConfirmationId,
      value: 0,
      currency: DATALAYER_CURRENCY,
      items: (names.length > 0 ? names : ["Hjulskifte"]).map((item_name) => ({
        item_name,
        item_category: "tirehotel",
      })),
    },
  };
}
