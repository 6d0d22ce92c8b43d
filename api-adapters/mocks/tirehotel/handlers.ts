import { delay, http, HttpResponse, type RequestHandler } from "msw";
import type { BookingRequest, ReviewRequest, TimeslotRequest } from "../../tirehotel/schemas";
import { TIREHOTEL_API_KEY_HEADER } from "../../tirehotel/upstream-client";
import {
  createTireHotelDemo,
  DEMO_ONE_TIME_CODE,
  demoMessages,
  demoPlates,
  type TireHotelDemo,
} from "./demo-data";

const message = (text: string, status: number) => HttpResponse.json({ message: text }, { status });

interface HandlerOptions {
  /**
   * The upstream (API key required, the token in login's answer and validate's query), or our
   * own routes (no key; the token kept on the "server", as our routes keep it in a cookie).
   */
  requireApiKey: boolean;
  demo: TireHotelDemo;
  /** Milliseconds of latency per answer, so stories and demos show their loading states. */
  latencyMs?: number;
  /** Our routes only: a code already sent to this encrypted number (stories starting at Validate). */
  pendingCodeFor?: string;
}

function handlers(
  base: string,
  { requireApiKey, demo, latencyMs = 0, pendingCodeFor }: HandlerOptions,
) {
  const root = base.replace(/\/+$/, "");
  const guard = async (request: Request) => {
    if (latencyMs > 0) await delay(latencyMs);
    if (requireApiKey && !request.headers.get(TIREHOTEL_API_KEY_HEADER)) {
      return message(demoMessages.missingApiKey, 401);
    }
    return null;
  };
  const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
  const ownRoutes = !requireApiKey;
  /** Our routes' pending code (their signed cookie): the token login got for this browser. */
  const presetToken = pendingCodeFor === undefined ? undefined : demo.issueToken(pendingCodeFor);
  let pendingToken = presetToken;

  return [
    http.get(`${root}/authorization/search`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const regNo = (query(request, "regNo") ?? "").toUpperCase();
      if (regNo === demoPlates.upstreamFailure) return message(demoMessages.serverError, 500);
      const found = demo.findCustomer(regNo);
      if (!found) return new HttpResponse(null, { status: 404 });
      return HttpResponse.json(found.customer);
    }),
    http.post(`${root}/authorization/login`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const token = demo.issueToken(query(request, "encryptedPhoneNumber") ?? "");
      if (!token) return message("Vi kunde inte skicka någon kod till det här numret.", 400);
      if (ownRoutes) {
        pendingToken = token;
        return HttpResponse.json({ message: demoMessages.codeSent });
      }
      return HttpResponse.json({ authorizationToken: token, message: demoMessages.codeSent });
    }),
    http.post(`${root}/authorization/logout`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      pendingToken = presetToken;
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${root}/authorization/validate`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const token = ownRoutes ? pendingToken : query(request, "authToken");
      const owner = demo.tokenOwner(token ?? "");
      if (!owner) return message(demoMessages.expiredCode, 401);
      if (query(request, "otpToken") !== DEMO_ONE_TIME_CODE) {
        return message(demoMessages.wrongCode, 401);
      }
      return HttpResponse.json({ status: 0, vehicles: [owner.vehicle] });
    }),
    http.post(`${root}/booking/GetTimeslotDays`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const body = (await request.json()) as TimeslotRequest;
      const dates = demo.availableDates(
        query(request, "workshopIdentifier") ?? "",
        body.startDate,
        body.endDate,
      );
      return HttpResponse.json({ availableDates: dates.map((date) => ({ date })) });
    }),
    http.post(`${root}/booking/GetTimeslots`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const body = (await request.json()) as TimeslotRequest;
      const times = demo.availableTimes(query(request, "workshopIdentifier") ?? "", body.startDate);
      return HttpResponse.json({
        availableTimeSlotDates: times.map((startTime) => ({ startTime })),
      });
    }),
    http.post(`${root}/booking/create`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const body = (await request.json()) as BookingRequest;
      const result = demo.book(query(request, "departmentIdentifier") ?? "", body);
      return result.ok ? HttpResponse.json(result.confirmation) : message(result.message, 409);
    }),
    http.post(`${root}/review/addReview`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      demo.addReview((await request.json()) as ReviewRequest);
      return HttpResponse.json({});
    }),
  ] satisfies RequestHandler[];
}

/**
 * The tire hotel service answered from demo data (server demo mode, vitest, Playwright): the
 * paths of specs §7 under `baseUrl`, the API key header required. Bookings made are kept in
 * `demo` for the life of the process.
 */
export function tireHotelHandlers(
  baseUrl: string,
  demo: TireHotelDemo = createTireHotelDemo(),
): RequestHandler[] {
  return handlers(baseUrl, { requireApiKey: true, demo });
}

/**
 * Our own /api/tirehotel routes answered from the same demo data, for Storybook's browser worker:
 * the routes pass the service's shapes through, so the widget's client cannot tell the difference.
 * Like the routes, login answers only the message and validate uses the token login got (kept
 * here instead of in a cookie); the post-login routes do not check a session (stories start there).
 */
export function tireHotelApiHandlers(
  options: {
    basePath?: string;
    demo?: TireHotelDemo;
    latencyMs?: number;
    pendingCodeFor?: string;
  } = {},
): RequestHandler[] {
  return handlers(options.basePath ?? "/api/tirehotel", {
    requireApiKey: false,
    demo: options.demo ?? createTireHotelDemo(),
    latencyMs: options.latencyMs,
    pendingCodeFor: options.pendingCodeFor,
  });
}
