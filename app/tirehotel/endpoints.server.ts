import type { LoaderFunctionArgs } from "react-router";
import { LOGGED_IN_STATUS } from "../../design-system/flows/TireHotel";
import { tireHotelPost, tireHotelSessionPost } from "./actions.server";
import { tireHotelMessages } from "./messages";
import type { tireHotelMethods, TireHotelPath } from "./paths";
import { notYourVehicle } from "./request-checks.server";
import { invalidRequest, json, parseBody, parseQuery, tireHotelRoute } from "./respond.server";
import {
  bookingBody,
  departmentQuery,
  loginQuery,
  reviewBody,
  searchQuery,
  timeslotBody,
  validateQuery,
  workshopQuery,
} from "./schemas";
import {
  clearedCookies,
  pendingCodeCookie,
  readPendingCode,
  sessionAllows,
  sessionCookie,
  sessionFor,
} from "./session.server";

type Handler = (args: LoaderFunctionArgs) => Promise<Response>;

/** A call's handler, as a route module would export it: `loader` for GET, `action` for POST. */
type EndpointFor<P extends TireHotelPath> = (typeof tireHotelMethods)[P] extends "GET"
  ? { loader: Handler }
  : { action: Handler };

/** GET authorization/search?regNo=: the agreement's customer, or 404 (specs §7). */
const search: Handler = ({ request, context }) =>
  tireHotelRoute(tireHotelMessages(context), async () => {
    const query = parseQuery({ request, context }, searchQuery);
    if ("response" in query) return query.response;
    return json(await context.upstream.tireHotel.search(query.data.regNo));
  });

/**
 * POST authorization/login?encryptedPhoneNumber=&regNo=: sends the one-time code. The number
 * must be the plate's agreement's (so the per-plate lockout counts the real plate); the
 * upstream's authorization token goes into a signed HttpOnly cookie, never to JavaScript, and
 * any earlier session ends. Rate-limited per client with validate (server/edge/rate-limit.ts).
 */
const login = tireHotelPost("none", async ({ request, context }) => {
  const query = parseQuery({ request, context }, loginQuery);
  if ("response" in query) return query.response;
  const { encryptedPhoneNumber, regNo } = query.data;
  const client = context.upstream.tireHotel;
  const customer = await client.search(regNo);
  if (customer.encryptedPhoneNumber !== encryptedPhoneNumber) {
    return invalidRequest(context, "encryptedPhoneNumber: not the plate's");
  }
  const credentials = await client.login(encryptedPhoneNumber);
  const response = json({ message: credentials.message ?? null });
  response.headers.append("Set-Cookie", (await clearedCookies(request, context.config)).session);
  response.headers.append(
    "Set-Cookie",
    await pendingCodeCookie(
      { token: credentials.authorizationToken, plate: regNo },
      request,
      context.config,
    ),
  );
  return response;
});

/**
 * POST authorization/validate?otpToken=: checks the one-time code sent by login, whose token is
 * in the signed pending-code cookie. Each attempt counts against the plate (5 per 10 minutes
 * whatever the client: context.limits), besides the edge's per-client limit; a correct code
 * resets the plate's count and starts the verified session cookie.
 */
const validate = tireHotelPost("none", async ({ request, context }) => {
  const query = parseQuery({ request, context }, validateQuery);
  if ("response" in query) return query.response;
  const pending = await readPendingCode(request, context.config);
  if (!pending) return json({ message: tireHotelMessages(context)("codeExpired") }, 401);

  const attempt = await context.limits.oneTimeCodePerSubject.consume(pending.plate);
  if (!attempt.allowed) {
    // The shared store down: refuse with 503 rather than check codes uncounted (decision 0013).
    const refused = attempt.unavailable
      ? json({ message: tireHotelMessages(context)("attemptsUnavailable") }, 503)
      : json(
          {
            message: tireHotelMessages(context)("tooManyAttempts"),
            retryAfterSeconds: attempt.retryAfterSeconds,
          },
          429,
        );
    refused.headers.set("Retry-After", String(attempt.retryAfterSeconds));
    return refused;
  }

  const validated = await context.upstream.tireHotel.validate(pending.token, query.data.otpToken);
  const response = json(validated);
  if (validated.status === LOGGED_IN_STATUS && validated.vehicles.length > 0) {
    await context.limits.oneTimeCodePerSubject.reset(pending.plate);
    response.headers.append("Set-Cookie", (await clearedCookies(request, context.config)).pending);
    response.headers.append(
      "Set-Cookie",
      await sessionCookie(sessionFor(pending.plate, validated), request, context.config),
    );
  }
  return response;
});

/** POST authorization/logout: ends the session and forgets any code sent. */
const logout = tireHotelPost("none", async ({ request, context }) => {
  const response = json({ ok: true });
  const cleared = await clearedCookies(request, context.config);
  response.headers.append("Set-Cookie", cleared.pending);
  response.headers.append("Set-Cookie", cleared.session);
  return response;
});

/** A time query (`?workshopIdentifier=` and a timeslot body) at the verified session's workshop. */
const workshopTimes = (call: "getTimeslotDays" | "getTimeslots") =>
  tireHotelSessionPost("json", async ({ request, context }, session) => {
    const query = parseQuery({ request, context }, workshopQuery);
    if ("response" in query) return query.response;
    const { workshopIdentifier } = query.data;
    if (!sessionAllows(session, { workshop: workshopIdentifier }))
      return notYourVehicle(tireHotelMessages(context));
    const body = await parseBody({ request, context }, timeslotBody);
    if ("response" in body) return body.response;
    return json(await context.upstream.tireHotel[call](workshopIdentifier, body.data));
  });

/** POST booking/GetTimeslotDays?workshopIdentifier=: the workshop's free days. */
const timeslotDays = workshopTimes("getTimeslotDays");

/** POST booking/GetTimeslots?workshopIdentifier=: the times of the chosen day. */
const timeslots = workshopTimes("getTimeslots");

/**
 * POST booking/create?departmentIdentifier=: books the wheel change for a plate and workshop of
 * the verified session; the confirmation, or the service's message (e.g. a refused booking)
 * with its status.
 */
const createBooking = tireHotelSessionPost("json", async ({ request, context }, session) => {
  const query = parseQuery({ request, context }, departmentQuery);
  if ("response" in query) return query.response;
  const { departmentIdentifier } = query.data;
  if (!sessionAllows(session, { workshop: departmentIdentifier }))
    return notYourVehicle(tireHotelMessages(context));
  const body = await parseBody({ request, context }, bookingBody);
  if ("response" in body) return body.response;
  if (!sessionAllows(session, { plate: body.data.regNo }))
    return notYourVehicle(tireHotelMessages(context));
  return json(await context.upstream.tireHotel.createBooking(departmentIdentifier, body.data));
});

/** POST review/addReview: a verified visitor's rating (1–5) and comment. */
const addReview = tireHotelSessionPost("json", async ({ request, context }) => {
  const body = await parseBody({ request, context }, reviewBody);
  if ("response" in body) return body.response;
  await context.upstream.tireHotel.addReview(body.data);
  return json({ ok: true });
});

/** The handler of each call (app/tirehotel/paths.ts), a loader for GET, an action for POST. */
export const tireHotelEndpoints: { [P in TireHotelPath]: EndpointFor<P> } = {
  "authorization/search": { loader: search },
  "authorization/login": { action: login },
  "authorization/validate": { action: validate },
  "authorization/logout": { action: logout },
  "booking/GetTimeslotDays": { action: timeslotDays },
  "booking/GetTimeslots": { action: timeslots },
  "booking/create": { action: createBooking },
  "review/addReview": { action: addReview },
};
