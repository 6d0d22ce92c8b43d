import type { ActionFunctionArgs } from "react-router";
import { tireHotelClient } from "../services.server";
import { json, parseQuery, tireHotelRoute } from "../tirehotel/respond.server";
import { validateQuery } from "../tirehotel/schemas";

/**
 * POST /api/tirehotel/authorization/validate?authToken=&otpToken=: checks the one-time code.
 * Rate-limited per client with /login (server/edge/rate-limit.ts), so codes cannot be guessed.
 */
export function action({ request, context }: ActionFunctionArgs) {
  return tireHotelRoute(async () => {
    const query = parseQuery(request, validateQuery);
    if ("response" in query) return query.response;
    const { authToken, otpToken } = query.data;
    return json(await tireHotelClient(context).validate(authToken, otpToken));
  });
}
