import type { ActionFunctionArgs } from "react-router";
import { tireHotelClient } from "../services.server";
import { json, parseQuery, tireHotelRoute } from "../tirehotel/respond.server";
import { loginQuery } from "../tirehotel/schemas";

/**
 * POST /api/tirehotel/authorization/login?encryptedPhoneNumber=: sends the one-time code.
 * Rate-limited per client with /validate (server/edge/rate-limit.ts).
 */
export function action({ request, context }: ActionFunctionArgs) {
  return tireHotelRoute(async () => {
    const query = parseQuery(request, loginQuery);
    if ("response" in query) return query.response;
    return json(await tireHotelClient(context).login(query.data.encryptedPhoneNumber));
  });
}
