import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { bookingDemo, bookingHandlers, demoWorkshops } from "../../api-adapters/mocks/booking";
import { loadConfig } from "../../server/env";
import { memoryRouteLimits } from "../../server/limits/route-limits";
import { createUpstreamClients, type UpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";
import { serveForTheFile } from "../lib/route-context.testing";

/*
 * For the /api/mechmate route tests: a request's context (demo config, the site by host), the
 * demo booking service and a booking the book route takes.
 */

export const config = loadConfig({});
export const bookingUrl = config.upstreams.booking.url;
/** The Swedish site with the booking tool, and a site without it. */
export const bookingOrigin = "http://automotive-se.localhost";
export const otherOrigin = "http://retail-uk.localhost";

export function routeArgs(
  url: string,
  params: Record<string, string> = {},
  init: RequestInit & { upstream?: Partial<UpstreamClients> } = {},
): LoaderFunctionArgs {
  const { upstream, ...requestInit } = init;
  const request = new Request(url, requestInit);
  const context = {
    config,
    cspNonce: "",
    upstream: { ...createUpstreamClients(config), ...upstream },
    limits: memoryRouteLimits(),
    site: resolveSite(new URL(url).host, config.siteHosts),
  } as AppLoadContext;
  return { request, context, params } as LoaderFunctionArgs;
}

export async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The demo booking service (MSW) for the whole file; after each test, a test's own handlers are
 * undone and the demo's bookings forgotten. Returns the server (own handlers, request events).
 */
export function serveDemoBooking() {
  return serveForTheFile(bookingHandlers(bookingUrl), () => bookingDemo.reset());
}

/** A booking the book route takes: a basic service at the demo's first workshop in 2030. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    customer: {
      firstName: "Anna",
      lastName: "Berg",
      phone: "070 123 45 67",
      email: "anna@example.se",
    },
    freeText: "",
    departmentId: demoWorkshops[0]?.departmentId ?? "",
    timeSlot: "2030-01-07T09:00:00",
    isFullDay: false,
    registrationNumber: "ABC123",
    mileage: null,
    serviceOfferingRequests: [{ kobraId: "basservice" }],
    ...overrides,
  };
}
