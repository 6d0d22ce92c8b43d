import type {
  BookingCar,
  BookingRequest,
  OfferingCategory,
  Prices,
  TimeslotDay,
  WorkshopSite,
} from "../../../api-adapters/booking/schemas";
import type { BookingLocation } from "./rules";

/*
 * What the service booking tool needs from the app (specs/service-flows.md §7): the app's browser
 * client of our /api/mechmate routes implements it (app/service-booking/), stories and tests pass
 * their own. The flow's components never fetch by themselves.
 */

/** A call failed; `message` is the text to show the visitor (the server's, or the catalogue's). */
export class BookingApiError extends Error {
  override readonly name = "BookingApiError";
  constructor(
    message: string,
    /** The HTTP status, when the route answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** A suggestion of the place search: a name to show, resolved to a position when chosen. */
export interface PlaceSuggestion {
  /** Unique among the suggestions of one search. */
  id: string;
  /** "Göteborg, Sverige" */
  label: string;
}

export interface ClosestDepartmentsRequest {
  regNo: string;
  serviceOfferings: readonly string[];
  latitude: number;
  longitude: number;
  /** The last departmentId of the sites already shown ('Hämta fler'). */
  cursor?: string;
}

/** What the event stream tells, message by message. */
export interface ClosestDepartmentsHandlers {
  onSite: (site: WorkshopSite) => void;
  /** The first batch found no workshop at all. */
  onNoSites: () => void;
  /** The stream's `{error}` message, or the connection failed. */
  onError: (message: string) => void;
}

export interface ServiceBookingApi {
  /** Throws BookingApiError with the server's message. */
  lookupCar: (registrationNumber: string) => Promise<BookingCar>;
  services: (registrationNumber: string, location: BookingLocation) => Promise<OfferingCategory[]>;
  addons: (registrationNumber: string, location: BookingLocation) => Promise<OfferingCategory[]>;
  /** Whether the brand has authorised workshops (the header's text). */
  hasAuthorizedWorkshop: (brand: string) => Promise<boolean>;
  /** Resolves when the stream has closed (after at most five sites), rejects never. */
  closestDepartments: (
    request: ClosestDepartmentsRequest,
    handlers: ClosestDepartmentsHandlers,
    signal: AbortSignal,
  ) => Promise<void>;
  /** Seven days from `date` (YYYY-MM-DD). */
  timeslots: (
    registrationNumber: string,
    departmentId: string,
    date: string,
    serviceOfferings: readonly string[],
  ) => Promise<TimeslotDay[]>;
  prices: (
    registrationNumber: string,
    mileage: number,
    departmentId: string,
    serviceOfferings: readonly string[],
  ) => Promise<Prices["offers"]>;
  /** Throws BookingApiError with the server's text on a refused booking. */
  book: (request: BookingRequest) => Promise<{ id: string }>;
  /** Place autocomplete: Sweden only, in Swedish (the maps service with a key, else the demo list). */
  searchPlaces: (term: string, signal: AbortSignal) => Promise<PlaceSuggestion[]>;
  resolvePlace: (suggestion: PlaceSuggestion) => Promise<BookingLocation>;
}

/** Analytics the tool reports (the app pushes them to the data layer). */
export type ServiceBookingEvent =
  | { kind: "step"; step: number; stepName: string }
  | { kind: "purchase"; bookingId: string; value: number; currency: "SEK"; items: string[] };
