import type { z } from "zod";
import {
  authorizedWorkshopSchema,
  bookingCarSchema,
  bookingConfirmationSchema,
  offeringCategoriesSchema,
  pricesSchema,
  timeslotDaysSchema,
} from "../../api-adapters/booking/schemas";
import {
  BookingApiError,
  type ClosestDepartmentsHandlers,
  type ClosestDepartmentsRequest,
  type ServiceBookingApi,
} from "../../design-system/flows/ServiceBooking/types";
import { brandPathSegment } from "../../api-adapters/booking/client";
import { parseDepartmentsMessage, serverSentEventReader } from "./departments-stream";
import { createPlaceSearch } from "./places";

/** Our routes (same origin; the server adds the booking service's key). */
export const MECHMATE_API_BASE = "/api/mechmate";

export interface MechmateApiOptions {
  /** The maps service's browser key: place search through it; the offline list without. */
  mapsApiKey?: string;
  /**
   * Shown when no answer came at all (offline, a dropped connection): the site's
   * `ServiceBooking.ApiConnectionFailed`. The routes' own answers carry their message in the
   * site's language. No default here: a client chunk carries no catalogue text (decision 0016).
   */
  connectionFailedText: string;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

const messageOf = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" && message !== "" ? message : undefined;
};

const segment = (value: string | number) => encodeURIComponent(String(value));
const codes = (offerings: readonly string[]) => offerings.join(",");

/**
 * The browser's client of our /api/mechmate routes, as the service booking tool calls them
 * (design-system/flows/ServiceBooking/types.ts). Failures are BookingApiErrors carrying the
 * route's message for the visitor.
 */
export function createMechmateApi(options: MechmateApiOptions): ServiceBookingApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const connectionFailed = options.connectionFailedText;
  const places = createPlaceSearch(options.mapsApiKey ? { mapsApiKey: options.mapsApiKey } : {});

  async function call<S extends z.ZodType>(
    path: string,
    schema: S,
    init: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<z.output<S>> {
    const search = init.query ? `?${new URLSearchParams(init.query).toString()}` : "";
    let response: Response;
    try {
      response = await doFetch(`${MECHMATE_API_BASE}${path}${search}`, {
        method: init.body === undefined ? "GET" : "POST",
        headers: {
          Accept: "application/json",
          ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        credentials: "same-origin",
        signal: init.signal,
      });
    } catch {
      throw new BookingApiError(connectionFailed);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw new BookingApiError(messageOf(body) ?? connectionFailed, response.status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new BookingApiError(connectionFailed, response.status);
    return parsed.data;
  }

  async function closestDepartments(
    request: ClosestDepartmentsRequest,
    handlers: ClosestDepartmentsHandlers,
    signal: AbortSignal,
  ): Promise<void> {
    const query = new URLSearchParams({
      regNo: request.regNo,
      serviceOfferings: codes(request.serviceOfferings),
      latitude: String(request.latitude),
      longitude: String(request.longitude),
      ...(request.cursor ? { cursor: request.cursor } : {}),
    });
    try {
      const response = await doFetch(
        `${MECHMATE_API_BASE}/departments/closestAvailable?${query.toString()}`,
        { headers: { Accept: "text/event-stream" }, credentials: "same-origin", signal },
      );
      if (!response.ok || !response.body) {
        const body: unknown = await response.json().catch(() => undefined);
        handlers.onError(messageOf(body) ?? connectionFailed);
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const events = serverSentEventReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        for (const data of events.push(value)) {
          const message = parseDepartmentsMessage(data);
          if (!message) continue;
          if ("error" in message) handlers.onError(message.error);
          else if ("nosites" in message) handlers.onNoSites();
          else handlers.onSite(message);
        }
      }
    } catch {
      // The visitor moved on (a new search, another step): nothing to tell.
      if (!signal.aborted) handlers.onError(connectionFailed);
    }
  }

  return {
    lookupCar: (regNo) => call(`/car/${segment(regNo)}`, bookingCarSchema),
    services: async (regNo, location) =>
      (
        await call(`/services/${segment(regNo)}`, offeringCategoriesSchema, {
          query: { lat: String(location.latitude), lng: String(location.longitude) },
        })
      ).serviceOfferingCategories,
    addons: async (regNo, location) =>
      (
        await call(`/addons/${segment(regNo)}`, offeringCategoriesSchema, {
          query: { lat: String(location.latitude), lng: String(location.longitude) },
        })
      ).serviceOfferingCategories,
    hasAuthorizedWorkshop: async (brand) =>
      (
        await call(
          `/authorized-workshop/${segment(brandPathSegment(brand))}`,
          authorizedWorkshopSchema,
        )
      ).hasBrand,
    closestDepartments,
    timeslots: (regNo, departmentId, date, serviceOfferings) =>
      call(
        `/timeslots/from/${segment(regNo)}/${segment(departmentId)}/${segment(`${date}T00:00:00`)}/`,
        timeslotDaysSchema,
        { query: { serviceOfferings: codes(serviceOfferings) } },
      ),
    prices: async (regNo, mileage, departmentId, serviceOfferings) =>
      (
        await call(
          `/prices/${segment(regNo)}/${segment(mileage)}/${segment(departmentId)}`,
          pricesSchema,
          { query: { serviceOfferings: codes(serviceOfferings) } },
        )
      ).offers,
    book: (request) => call("/book", bookingConfirmationSchema, { body: request }),
    searchPlaces: (term, signal) => places.search(term, signal),
    resolvePlace: (suggestion) => places.resolve(suggestion),
  };
}
