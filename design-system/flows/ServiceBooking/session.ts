import { z } from "zod";
import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import type { StateStorage } from "../TireHotel/session";
import { initialBookingState, LAST_STEP, type BookingState } from "./rules";

/*
 * The booking kept in session storage (specs §3, "Booking state"): the spec's fields under
 * 'serviceBooking', and the booked workshop beside it so step 5 survives a reload.
 */
export const BOOKING_STORAGE_KEY = "serviceBooking";
export const BOOKED_SITE_STORAGE_KEY = "serviceBookingSite";

export type { StateStorage };

const step = z.number().int().min(0).max(LAST_STEP);

/* We wrote the value ourselves: a light check; anything else starts the booking over. */
const storedSchema = z.looseObject({
  lat: z.number().optional(),
  lng: z.number().optional(),
  car: z.looseObject({ registrationNumber: z.string(), brand: z.string() }).optional(),
  milage: z.number().optional(),
  bookingState: step,
  maxBookingState: z.number().int().min(1).max(LAST_STEP),
  displayState: step,
  region: z.string().optional(),
  services: z.array(z.looseObject({ code: z.string(), type: z.enum(["service", "addon"]) })),
  bookingInfo: z.looseObject({ addons: z.boolean() }),
  location: z
    .looseObject({ name: z.string(), latitude: z.number(), longitude: z.number() })
    .optional(),
});

const storedSiteSchema = z.looseObject({ departmentId: z.string(), siteName: z.string() });

function read(storage: StateStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Storage can throw (private mode, quota): the booking then lives in the page only. */
function write(storage: StateStorage | null, key: string, value: unknown): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the page keeps its state.
  }
}

export function readBookingState(storage: StateStorage | null): BookingState {
  const parsed = storedSchema.safeParse(read(storage, BOOKING_STORAGE_KEY));
  // Checked above; the nested objects are the service's answers we saved.
  return parsed.success ? (parsed.data as unknown as BookingState) : initialBookingState();
}

export function writeBookingState(storage: StateStorage | null, state: BookingState): void {
  write(storage, BOOKING_STORAGE_KEY, state);
}

export function readBookedSite(storage: StateStorage | null): WorkshopSite | undefined {
  const parsed = storedSiteSchema.safeParse(read(storage, BOOKED_SITE_STORAGE_KEY));
  return parsed.success ? (parsed.data as unknown as WorkshopSite) : undefined;
}

export function writeBookedSite(storage: StateStorage | null, site: WorkshopSite | undefined) {
  write(storage, BOOKED_SITE_STORAGE_KEY, site);
}

/** 'Ny bokning': both keys go. */
export function clearBooking(storage: StateStorage | null): void {
  write(storage, BOOKING_STORAGE_KEY, undefined);
  write(storage, BOOKED_SITE_STORAGE_KEY, undefined);
}
