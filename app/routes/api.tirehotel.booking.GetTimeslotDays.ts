import { tireHotelSessionPost } from "../tirehotel/actions.server";
import { notYourVehicle } from "../tirehotel/request-checks.server";
import { json, parseBody, parseQuery } from "../tirehotel/respond.server";
import { timeslotBody, workshopQuery } from "../tirehotel/schemas";
import { sessionAllows } from "../tirehotel/session.server";

/** POST /api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=: the workshop's free days. */
export const action = tireHotelSessionPost("json", async ({ request, context }, session) => {
  const query = parseQuery(request, workshopQuery);
  if ("response" in query) return query.response;
  const { workshopIdentifier } = query.data;
  if (!sessionAllows(session, { workshop: workshopIdentifier })) return notYourVehicle();
  const body = await parseBody(request, timeslotBody);
  if ("response" in body) return body.response;
  return json(await context.upstream.tireHotel.getTimeslotDays(workshopIdentifier, body.data));
});
