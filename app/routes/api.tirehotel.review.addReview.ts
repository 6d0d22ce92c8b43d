import { tireHotelSessionPost } from "../tirehotel/actions.server";
import { json, parseBody } from "../tirehotel/respond.server";
import { reviewBody } from "../tirehotel/schemas";

/** POST /api/tirehotel/review/addReview: a verified visitor's rating (1–5) and comment. */
export const action = tireHotelSessionPost("json", async ({ request, context }) => {
  const body = await parseBody(request, reviewBody);
  if ("response" in body) return body.response;
  await context.upstream.tireHotel.addReview(body.data);
  return json({ ok: true });
});
