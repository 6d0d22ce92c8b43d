import type { z } from "zod";
import { parseUpstream, UpstreamError } from "../shared/errors";
import { createKeyedJsonSender, type KeyedJsonCall } from "../shared/keyed-json";
import {
  authorizedWorkshopSchema,
  bookingCarSchema,
  bookingConfirmationSchema,
  closestDepartmentsSchema,
  offeringCategoriesSchema,
  pricesSchema,
  timeslotDaysSchema,
  type AuthorizedWorkshop,
  type BookingCar,
  type BookingConfirmation,
  type BookingRequest,
  type OfferingCategories,
  type Prices,
  type TimeslotDay,
  type WorkshopSite,
} from "./schemas";

const upstream = "booking";

/** The header the booking service reads its API key from. */
export const BOOKING_API_KEY_HEADER = "X-API-KEY";

/** The service answered with an error status; `serverMessage` is its text for the visitor. */
export class BookingServiceError extends UpstreamError {
  static override readonly kind = "BookingServiceError";
  constructor(
    status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(upstream, "http", `answered HTTP ${status}`, status);
  }
}

/** A brand as the authorized-workshop path spells it: spaces as hyphens (specs §7). */
export function brandPathSegment(brand: string): string {
  return brand.trim().replace(/\s+/g, "-");
}

export interface Position {
  lat: number;
  lng: number;
}

export interface ClosestDepartmentsQuery {
  regNo: string;
  /** Offering codes of the chosen services and add-ons. */
  serviceOfferings: readonly string[];
  latitude: number;
  longitude: number;
  /** The last departmentId of the previous batch ('Hämta fler'). */
  cursor?: string;
}

export interface BookingClientOptions {
  /** The service's base URL; the paths of specs §7 (without /api/mechmate) go under it. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
}

/** The booking service (specs §7). Every answer is validated; failures are UpstreamErrors. */
export interface BookingClient {
  /** A BookingServiceError with the service's message when the car cannot be looked up. */
  lookupCar(registrationNumber: string): Promise<BookingCar>;
  services(registrationNumber: string, position: Position): Promise<OfferingCategories>;
  addons(registrationNumber: string, position: Position): Promise<OfferingCategories>;
  authorizedWorkshop(brand: string): Promise<AuthorizedWorkshop>;
  /** One batch (at most five), nearest first; `signal` ends the call when the visitor leaves. */
  closestDepartments(query: ClosestDepartmentsQuery, signal?: AbortSignal): Promise<WorkshopSite[]>;
  /** The week of days from `date` (YYYY-MM-DD). */
  timeslots(
    registrationNumber: string,
    departmentId: string,
    date: string,
    serviceOfferings: readonly string[],
  ): Promise<TimeslotDay[]>;
  prices(
    registrationNumber: string,
    mileage: number,
    departmentId: string,
    serviceOfferings: readonly string[],
  ): Promise<Prices>;
  book(request: BookingRequest): Promise<BookingConfirmation>;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export function createBookingClient(options: BookingClientOptions): BookingClient {
  const send = createKeyedJsonSender({
    ...options,
    upstream,
    logPrefix: "booking",
    apiKeyHeader: BOOKING_API_KEY_HEADER,
    httpError: (status, serverMessage) => new BookingServiceError(status, serverMessage),
  });

  async function call<S extends z.ZodType>(
    request: KeyedJsonCall & { schema: S },
  ): Promise<z.output<S>> {
    return parseUpstream(upstream, request.operation, request.schema, await send(request));
  }

  const offerings = (operation: "services" | "addons", regNo: string, { lat, lng }: Position) =>
    call({
      operation,
      method: "GET",
      path: `/${operation}/${segment(regNo)}`,
      query: { lat: String(lat), lng: String(lng) },
      schema: offeringCategoriesSchema,
    });

  return {
    lookupCar: (regNo) =>
      call({
        operation: "lookupCar",
        method: "GET",
        path: `/car/${segment(regNo)}`,
        schema: bookingCarSchema,
      }),
    services: (regNo, position) => offerings("services", regNo, position),
    addons: (regNo, position) => offerings("addons", regNo, position),
    authorizedWorkshop: (brand) =>
      call({
        operation: "authorizedWorkshop",
        method: "GET",
        path: `/authorized-workshop/${segment(brandPathSegment(brand))}`,
        schema: authorizedWorkshopSchema,
      }),
    closestDepartments: (query, signal) =>
      call({
        operation: "closestDepartments",
        method: "GET",
        path: "/departments/closestAvailable",
        query: {
          regNo: query.regNo,
          serviceOfferings: query.serviceOfferings.join(","),
          latitude: String(query.latitude),
          longitude: String(query.longitude),
          cursor: query.cursor,
        },
        signal,
        schema: closestDepartmentsSchema,
      }),
    timeslots: (regNo, departmentId, date, serviceOfferings) =>
      call({
        operation: "timeslots",
        method: "GET",
        path: `/timeslots/from/${segment(regNo)}/${segment(departmentId)}/${segment(`${date}T00:00:00`)}/`,
        query: { serviceOfferings: serviceOfferings.join(",") },
        schema: timeslotDaysSchema,
      }),
    prices: (regNo, mileage, departmentId, serviceOfferings) =>
      call({
        operation: "prices",
        method: "GET",
        path: `/prices/${segment(regNo)}/${segment(mileage)}/${segment(departmentId)}`,
        query: { serviceOfferings: serviceOfferings.join(",") },
        schema: pricesSchema,
      }),
    book: (request) =>
      call({
        operation: "book",
        method: "POST",
        path: "/book",
        body: request,
        schema: bookingConfirmationSchema,
      }),
  };
}
