import { tireHotelSessionPost } from "../tirehotel/actions.server";
import { notYourVehicle } from "../tirehotel/request-checks.server";
import { json, parseBody, parseQuery } from "../tirehotel/respond.server";
import { bookingBody, departmentQuery } from "../tirehotel/schemas";
import { sessionAllows } from "../tirehotel/session.server";

/**
 * POST /api/tirehotel/booking/create?departmentIdentifier=: books the wheel change for a plate
 * and workshop of the verified session; the confirmation, or the service's message (e.g. a
 * refused booking) with its status.
 */
export const action = tireHotelSessionPost("json", async ({ request, context }, session) => {
  const query = parseQuery(request, departmentQuery);
  if ("response" in query) return query.response;
  const { departmentIdentifier } = query.data;
  if (!sessionAllows(session, { workshop: departmentIdentifier })) return notYourVehicle();
  const body = await parseBody(request, bookingBody);
  if ("response" in body) return body.response;
  if (!sessionAllows(session, { plate: body.data.regNo })) return notYourVehicle();
  return json(await context.upstream.tireHotel.createBooking(departmentIdentifier, body.data));
});
