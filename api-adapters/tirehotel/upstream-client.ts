import type { z } from "zod";
import { parseUpstream, UpstreamError } from "../shared/errors";
import { createKeyedJsonSender, type KeyedJsonCall } from "../shared/keyed-json";
import {
  bookingConfirmationSchema,
  customerSchema,
  loginCredentialsSchema,
  timeslotDaysSchema,
  timeslotsSchema,
  validatedSessionSchema,
  type BookingConfirmation,
  type BookingRequest,
  type Customer,
  type LoginCredentials,
  type ReviewRequest,
  type TimeslotDays,
  type TimeslotRequest,
  type Timeslots,
  type ValidatedSession,
} from "./schemas";

const upstream = "tireHotel";

/** The header the tire hotel service reads its API key from. */
export const TIREHOTEL_API_KEY_HEADER = "X-API-KEY";

/** The service answered with an error status; `serverMessage` is its text for the visitor. */
export class TireHotelError extends UpstreamError {
  static override readonly kind = "TireHotelError";
  constructor(
    status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(upstream, "http", `answered HTTP ${status}`, status);
  }
}

export interface TireHotelUpstreamClientOptions {
  /** The service's base URL; the paths of specs §7 (without /api/tirehotel) go under it. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
}

/** The tire hotel service (specs §7). Every answer is validated; failures are UpstreamErrors. */
export interface TireHotelUpstreamClient {
  /** The agreement of a registration number; a TireHotelError with status 404 when none. */
  search(regNo: string): Promise<Customer>;
  /** Sends the one-time code by SMS. */
  login(encryptedPhoneNumber: string): Promise<LoginCredentials>;
  /** Checks the one-time code: status 0 with the vehicles, or a message. */
  validate(authToken: string, otpToken: string): Promise<ValidatedSession>;
  getTimeslotDays(workshopIdentifier: string, request: TimeslotRequest): Promise<TimeslotDays>;
  getTimeslots(workshopIdentifier: string, request: TimeslotRequest): Promise<Timeslots>;
  createBooking(
    departmentIdentifier: string,
    request: BookingRequest,
  ): Promise<BookingConfirmation>;
  /** Sends a rating; the answer is not read (specs). */
  addReview(review: ReviewRequest): Promise<void>;
}

export function createTireHotelUpstreamClient(
  options: TireHotelUpstreamClientOptions,
): TireHotelUpstreamClient {
  const send = createKeyedJsonSender({
    ...options,
    upstream,
    logPrefix: "tirehotel",
    apiKeyHeader: TIREHOTEL_API_KEY_HEADER,
    httpError: (status, serverMessage) => new TireHotelError(status, serverMessage),
  });

  async function call<S extends z.ZodType>(
    request: KeyedJsonCall & { schema: S },
  ): Promise<z.output<S>> {
    return parseUpstream(upstream, request.operation, request.schema, await send(request));
  }

  return {
    search: (regNo) =>
      call({
        operation: "search",
        method: "GET",
        path: "/authorization/search",
        query: { regNo },
        schema: customerSchema,
      }),
    login: (encryptedPhoneNumber) =>
      call({
        operation: "login",
        method: "POST",
        path: "/authorization/login",
        query: { encryptedPhoneNumber },
        schema: loginCredentialsSchema,
      }),
    validate: (authToken, otpToken) =>
      call({
        operation: "validate",
        method: "POST",
        path: "/authorization/validate",
        query: { authToken, otpToken },
        schema: validatedSessionSchema,
      }),
    getTimeslotDays: (workshopIdentifier, body) =>
      call({
        operation: "getTimeslotDays",
        method: "POST",
        path: "/booking/GetTimeslotDays",
        query: { workshopIdentifier },
        body,
        schema: timeslotDaysSchema,
      }),
    getTimeslots: (workshopIdentifier, body) =>
      call({
        operation: "getTimeslots",
        method: "POST",
        path: "/booking/GetTimeslots",
        query: { workshopIdentifier },
        body,
        schema: timeslotsSchema,
      }),
    createBooking: (departmentIdentifier, body) =>
      call({
        operation: "createBooking",
        method: "POST",
        path: "/booking/create",
        query: { departmentIdentifier },
        body,
        schema: bookingConfirmationSchema,
      }),
    addReview: async (review) => {
      await send({
        operation: "addReview",
        method: "POST",
        path: "/review/addReview",
        body: review,
      });
    },
  };
}
