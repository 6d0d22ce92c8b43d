import type { ActionFunctionArgs } from "react-router";
import { tireHotelClient } from "../services.server";
import { json, parseBody, tireHotelRoute } from "../tirehotel/respond.server";
import { reviewBody } from "../tirehotel/schemas";

/** POST /api/tirehotel/review/addReview: the visitor's rating (1–5) and comment. */
export function action({ request, context }: ActionFunctionArgs) {
  return tireHotelRoute(async () => {
    const body = await parseBody(request, reviewBody);
    if ("response" in body) return body.response;
    await tireHotelClient(context).addReview(body.data);
    return json({ ok: true });
  });
}
