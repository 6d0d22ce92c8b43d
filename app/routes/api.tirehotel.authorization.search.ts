import type { LoaderFunctionArgs } from "react-router";
import { json, parseQuery, tireHotelRoute } from "../tirehotel/respond.server";
import { searchQuery } from "../tirehotel/schemas";

/** GET /api/tirehotel/authorization/search?regNo=: the agreement's customer, or 404 (specs §7). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return tireHotelRoute(async () => {
    const query = parseQuery(request, searchQuery);
    if ("response" in query) return query.response;
    return json(await context.upstream.tireHotel.search(query.data.regNo));
  });
}
