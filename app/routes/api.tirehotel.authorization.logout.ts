import { tireHotelPost } from "../tirehotel/actions.server";
import { json } from "../tirehotel/respond.server";
import { clearedCookies } from "../tirehotel/session.server";

/** POST /api/tirehotel/authorization/logout: ends the session and forgets any code sent. */
export const action = tireHotelPost("none", async ({ request, context }) => {
  const response = json({ ok: true });
  const cleared = await clearedCookies(request, context.config);
  response.headers.append("Set-Cookie", cleared.pending);
  response.headers.append("Set-Cookie", cleared.session);
  return response;
});
