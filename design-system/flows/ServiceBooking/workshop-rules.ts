import type { BookingRequest, Prices, WorkshopSite } from "../../../api-adapters/booking/schemas";
import { addDays, dayKey } from "../../primitives/Calendar/dates";
import { distanceIn } from "../SiteMap/geo";
import type { GeoPoint } from "../SiteMap/types";
import { costSummary, needsMileage, type BookingState, type ChosenTime } from "./rules";
import type { BookingContactValues } from "./schema";
import type { ServiceBookingEvent } from "./types";

/*
 * Step 4's rules without React (specs/service-flows.md §4.1, §7, §9; decision 0034): the order
 * of the workshops, the weekly grid's dates, the chosen time as the service takes it, the prices
 * at the chosen workshop, the booking request and the purchase event.
 */

export type SiteOrder = "nearest" | "firstAvailable";

/** The map's zoom on a chosen workshop (specs §9). */
export const CHOSEN_WORKSHOP_ZOOM = 15;
/** The all-day option: the car is dropped off before 08:00 (decision 0034). */
export const ALL_DAY_DROP_OFF = "08:00";
/** Workshops per batch of the stream (specs §9); a full batch means there may be more. */
export const SITES_PER_BATCH = 5;
/** Days in the weekly grid; the time-slot call answers as many from its date. */
export const WEEK_DAYS = 7;

export const sitePoint = (site: WorkshopSite): GeoPoint => ({
  lat: site.latitude,
  lng: site.longitude,
});

export function distanceKm(site: WorkshopSite, from: GeoPoint): number {
  return distanceIn("km", from, sitePoint(site));
}

/**
 * The workshops in the chosen order: nearest to the place first, or the first free time first
 * (those without a free time last, nearest first among equals).
 */
export function sortSites(
  sites: readonly WorkshopSite[],
  order: SiteOrder,
  from: GeoPoint | undefined,
): WorkshopSite[] {
  const distance = (site: WorkshopSite) => (from ? distanceKm(site, from) : 0);
  const byDistance = (a: WorkshopSite, b: WorkshopSite) => distance(a) - distance(b);
  if (order === "nearest") return [...sites].sort(byDistance);
  return [...sites].sort((a, b) => {
    if (a.firstTimeSlot && b.firstTimeSlot && a.firstTimeSlot !== b.firstTimeSlot) {
      return a.firstTimeSlot < b.firstTimeSlot ? -1 : 1;
    }
    if (Boolean(a.firstTimeSlot) !== Boolean(b.firstTimeSlot)) return a.firstTimeSlot ? -1 : 1;
    return byDistance(a, b);
  });
}

/** Adds a site the stream sent, once (a repeated departmentId is ignored). */
export function withSite(sites: readonly WorkshopSite[], site: WorkshopSite): WorkshopSite[] {
  return sites.some((known) => known.departmentId === site.departmentId)
    ? [...sites]
    : [...sites, site];
}

function dateOfKey(key: string): Date {
  const [year, month, day] = key.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** A day key (YYYY-MM-DD) moved by whole days. */
export function shiftDay(key: string, days: number): string {
  return dayKey(addDays(dateOfKey(key), days));
}

/** Times are offered from tomorrow (decision 0034): the grid's first possible day. */
export const firstBookableDay = (today: string) => shiftDay(today, 1);

/**
 * The first day the grid shows: the day of the workshop's first free time when it is later than
 * tomorrow (no empty weeks to page through), else tomorrow.
 */
export function firstGridDay(today: string, firstTimeSlot?: string | null): string {
  const earliest = firstBookableDay(today);
  const day = firstTimeSlot?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day > earliest ? day : earliest;
}

/** A time of the grid as the booking takes it: `YYYY-MM-DDTHH:mm:ss`; all day is 08:00. */
export function chosenTime(date: string, time: string | "allDay"): ChosenTime {
  const isFullDay = time === "allDay";
  return { timeslot: `${date}T${isFullDay ? ALL_DAY_DROP_OFF : time}:00`, isFullDay };
}

/** The day and the HH:mm of a chosen time (`2030-04-16T09:30:00`). */
export function splitTimeslot(timeslot: string): { date: string; time: string } {
  return { date: timeslot.slice(0, 10), time: timeslot.slice(11, 16) };
}

// The tool runs on a Swedish site for Swedish workshops: days are written as Swedes do.
const weekdayDate = new Intl.DateTimeFormat("sv-SE", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});
const shortDate = new Intl.DateTimeFormat("sv-SE", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

const utcOfKey = (key: string) => new Date(`${key}T00:00:00Z`);

/** "tisdag 16 april". */
export const formatDay = (key: string) => weekdayDate.format(utcOfKey(key));
/** "tis 16 apr.". */
export const formatShortDay = (key: string) => shortDate.format(utcOfKey(key));

/** "tisdag 16 april 09:30", or the all-day text with the day. */
export function formatChosenTime(time: ChosenTime, allDayText: (date: string) => string): string {
  const { date, time: hhmm } = splitTimeslot(time.timeslot);
  return time.isFullDay ? allDayText(formatDay(date)) : `${formatDay(date)} ${hhmm}`;
}

/** A site's first free time (`YYYY-MM-DDTHH:mm:ss`) as "tis 16 apr. 09:30". */
export function formatFirstTime(timeslot: string): string {
  const { date, time } = splitTimeslot(timeslot);
  return `${formatShortDay(date)} ${time}`;
}

/** One decimal under 10 km, whole kilometres beyond, in Swedish digits ("3,2", "14"). */
export function formatKm(km: number): string {
  return new Intl.NumberFormat("sv-SE", { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** The mileage the price call takes: the car's when the original service asks for it, else 0. */
export function pricingMileage(state: BookingState): number {
  return needsMileage(state.services) ? (state.milage ?? 0) : 0;
}

/**
 * The chosen services priced at a workshop (specs §7: a price refresh when the location is
 * known). An offer's price replaces the median one; null means the workshop cannot price it
 * ('Pris saknas*'); a service without an offer keeps its price. The site and time stay chosen.
 */
export function withWorkshopPrices(state: BookingState, offers: Prices["offers"]): BookingState {
  const byCode = new Map(offers.map((offer) => [offer.code, offer.price]));
  return {
    ...state,
    services: state.services.map((entry) => {
      if (!byCode.has(entry.code)) return entry;
      const price = byCode.get(entry.code) ?? null;
      return { ...entry, price, priceKnown: price !== null };
    }),
  };
}

/** The booking of the chosen workshop and time with the contact form's values; null if unchosen. */
export function bookingRequest(
  state: BookingState,
  contact: BookingContactValues,
): BookingRequest | null {
  const { location: departmentId, timeSlot } = state.bookingInfo;
  if (!state.car || !departmentId || !timeSlot) return null;
  return {
    customer: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      email: contact.email,
    },
    freeText: contact.freeText,
    departmentId,
    timeSlot: timeSlot.timeslot,
    isFullDay: timeSlot.isFullDay,
    registrationNumber: state.car.registrationNumber,
    mileage: needsMileage(state.services) ? (state.milage ?? null) : null,
    serviceOfferingRequests: state.services.map((entry) => ({
      kobraId: entry.code,
      unitsSelected: entry.unit ?? null,
      userInput: entry.userInput ?? null,
    })),
  };
}

/** The purchase event of a booking: the known prices' total and the offerings' codes. */
export function purchaseEvent(state: BookingState, bookingId: string): ServiceBookingEvent {
  return {
    kind: "purchase",
    bookingId,
    value: costSummary(state.services).total,
    currency: "SEK",
    items: state.services.map((entry) => entry.code),
  };
}
