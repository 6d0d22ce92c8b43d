import type { ActionFunctionArgs } from "react-router";
import { tireHotelClient } from "../services.server";
import { json, parseBody, parseQuery, tireHotelRoute } from "../tirehotel/respond.server";
import { bookingBody, departmentQuery } from "../tirehotel/schemas";

/**
 * POST /api/tirehotel/booking/create?departmentIdentifier=: books the wheel change; the
 * confirmation, or the service's message (e.g. a refused booking) with its status.
 */
export function action({ request, context }: ActionFunctionArgs) {
  return tireHotelRoute(async () => {
    const query = parseQuery(request, departmentQuery);
    if ("response" in query) return query.response;
    const body = await parseBody(request, bookingBody);
    if ("response" in body) return body.response;
    return json(
      await tireHotelClient(context).createBooking(query.data.departmentIdentifier, body.data),
    );
  });
}
