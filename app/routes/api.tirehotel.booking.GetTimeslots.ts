import type { ActionFunctionArgs } from "react-router";
import { tireHotelClient } from "../services.server";
import { json, parseBody, parseQuery, tireHotelRoute } from "../tirehotel/respond.server";
import { timeslotBody, workshopQuery } from "../tirehotel/schemas";

/** POST /api/tirehotel/booking/GetTimeslots?workshopIdentifier=: the times of the chosen day. */
export function action({ request, context }: ActionFunctionArgs) {
  return tireHotelRoute(async () => {
    const query = parseQuery(request, workshopQuery);
    if ("response" in query) return query.response;
    const body = await parseBody(request, timeslotBody);
    if ("response" in body) return body.response;
    return json(
      await tireHotelClient(context).getTimeslots(query.data.workshopIdentifier, body.data),
    );
  });
}
