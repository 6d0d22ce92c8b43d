import { tireHotelPost } from "../tirehotel/actions.server";
import {
  ATTEMPTS_UNAVAILABLE_MESSAGE,
  CODE_EXPIRED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from "../tirehotel/messages";
import { json, parseQuery } from "../tirehotel/respond.server";
import { validateQuery } from "../tirehotel/schemas";
import {
  clearedCookies,
  readPendingCode,
  sessionCookie,
  sessionFor,
} from "../tirehotel/session.server";
import { LOGGED_IN_STATUS } from "../../design-system/flows/TireHotel/status";

/**
 * POST /api/tirehotel/authorization/validate?otpToken=: checks the one-time code sent by
 * /login, whose token is in the signed pending-code cookie. Each attempt counts against the
 * plate (5 per 10 minutes whatever the client: context.limits), besides the edge's per-client
 * limit; a correct code resets the plate's count and starts the verified session cookie.
 */
export const action = tireHotelPost("none", async ({ request, context }) => {
  const query = parseQuery(request, validateQuery);
  if ("response" in query) return query.response;
  const pending = await readPendingCode(request, context.config);
  if (!pending) return json({ message: CODE_EXPIRED_MESSAGE }, 401);

  const attempt = await context.limits.oneTimeCodePerSubject.consume(pending.plate);
  if (!attempt.allowed) {
    // The shared store down: refuse with 503 rather than check codes uncounted (decision 0013).
    const refused = attempt.unavailable
      ? json({ message: ATTEMPTS_UNAVAILABLE_MESSAGE }, 503)
      : json(
          { message: TOO_MANY_ATTEMPTS_MESSAGE, retryAfterSeconds: attempt.retryAfterSeconds },
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
