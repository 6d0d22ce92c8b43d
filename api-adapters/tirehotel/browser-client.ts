import type { z } from "zod";
import {
  bookingConfirmationSchema,
  codeSentSchema,
  customerSchema,
  errorBodySchema,
  timeslotDaysSchema,
  timeslotsSchema,
  validatedSessionSchema,
  type BookingConfirmation,
  type BookingRequest,
  type CodeSent,
  type Customer,
  type ReviewRequest,
  type TimeslotDays,
  type TimeslotRequest,
  type Timeslots,
  type ValidatedSession,
} from "./schemas";

/**
 * An answer of our /api/tirehotel routes: the data, or the HTTP status (0 for a network error or
 * an unreadable answer) and the server's message for the visitor when it sent one.
 */
export type TireHotelResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message?: string };

/**
 * The calls the tire hotel widget makes (specs §7), as the browser sees them. The widget takes
 * this as a prop: the app passes the client of our own routes, stories the same client against
 * MSW, unit tests a stub.
 */
export interface TireHotelBrowserClient {
  search(regNo: string): Promise<TireHotelResult<Customer>>;
  /** Sends the code for the plate's agreement; the server keeps the token (HttpOnly cookie). */
  login(encryptedPhoneNumber: string, regNo: string): Promise<TireHotelResult<CodeSent>>;
  /** Checks the code sent by `login`; status 0 starts the server's session cookie. */
  validate(otpToken: string): Promise<TireHotelResult<ValidatedSession>>;
  /** Ends the server's session (the cookie is cleared). */
  logout(): Promise<TireHotelResult<unknown>>;
  getTimeslotDays(
    workshopIdentifier: string,
    request: TimeslotRequest,
  ): Promise<TireHotelResult<TimeslotDays>>;
  getTimeslots(
    workshopIdentifier: string,
    request: TimeslotRequest,
  ): Promise<TireHotelResult<Timeslots>>;
  createBooking(
    departmentIdentifier: string,
    request: BookingRequest,
  ): Promise<TireHotelResult<BookingConfirmation>>;
  addReview(review: ReviewRequest): Promise<TireHotelResult<unknown>>;
}

/** Our routes' base path (same origin): /api/tirehotel. */
export const TIREHOTEL_API_BASE = "/api/tirehotel";

export interface TireHotelBrowserClientOptions {
  basePath?: string;
  fetch?: typeof fetch;
}

/** The browser client of our /api/tirehotel routes (no keys: the server adds them). */
export function createTireHotelBrowserClient(
  options: TireHotelBrowserClientOptions = {},
): TireHotelBrowserClient {
  const basePath = (options.basePath ?? TIREHOTEL_API_BASE).replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    query: Record<string, string>,
    body: unknown,
    schema: z.ZodType<T> | null,
  ): Promise<TireHotelResult<T>> {
    const search = new URLSearchParams(query).toString();
    try {
      const response = await doFetch(`${basePath}${path}${search ? `?${search}` : ""}`, {
        method,
        headers: {
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
      });
      const data: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        return {
          ok: false,
          status: response.status,
          message: errorBodySchema.safeParse(data).data?.message,
        };
      }
      if (!schema) return { ok: true, data: data as T };
      const parsed = schema.safeParse(data);
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 0 };
    } catch {
      return { ok: false, status: 0 };
    }
  }

  return {
    search: (regNo) => call("GET", "/authorization/search", { regNo }, undefined, customerSchema),
    login: (encryptedPhoneNumber, regNo) =>
      call(
        "POST",
        "/authorization/login",
        { encryptedPhoneNumber, regNo },
        undefined,
        codeSentSchema,
      ),
    validate: (otpToken) =>
      call("POST", "/authorization/validate", { otpToken }, undefined, validatedSessionSchema),
    logout: () => call("POST", "/authorization/logout", {}, undefined, null),
    getTimeslotDays: (workshopIdentifier, request) =>
      call("POST", "/booking/GetTimeslotDays", { workshopIdentifier }, request, timeslotDaysSchema),
    getTimeslots: (workshopIdentifier, request) =>
      call("POST", "/booking/GetTimeslots", { workshopIdentifier }, request, timeslotsSchema),
    createBooking: (departmentIdentifier, request) =>
      call("POST", "/booking/create", { departmentIdentifier }, request, bookingConfirmationSchema),
    addReview: (review) => call("POST", "/review/addReview", {}, review, null),
  };
}
