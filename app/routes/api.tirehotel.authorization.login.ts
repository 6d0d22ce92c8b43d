import { tireHotelPost } from "../tirehotel/actions.server";
import { json, parseQuery } from "../tirehotel/respond.server";
import { loginQuery } from "../tirehotel/schemas";
import { clearedCookies, pendingCodeCookie } from "../tirehotel/session.server";

/**
 * POST /api/tirehotel/authorization/login?encryptedPhoneNumber=&regNo=: sends the one-time code.
 * The number must be the plate's agreement's (so the per-plate lockout counts the real plate);
 * the upstream's authorization token goes into a signed HttpOnly cookie, never to JavaScript,
 * and any earlier session ends. Rate-limited per client with /validate (server/edge).
 */
export const action = tireHotelPost("none", async ({ request, context }) => {
  const query = parseQuery(request, loginQuery);
  if ("response" in query) return query.response;
  const { encryptedPhoneNumber, regNo } = query.data;
  const client = context.upstream.tireHotel;
  const customer = await client.search(regNo);
  if (customer.encryptedPhoneNumber !== encryptedPhoneNumber) {
    return json({ message: "Ogiltig förfrågan (encryptedPhoneNumber: not the plate's)" }, 400);
  }
  const credentials = await client.login(encryptedPhoneNumber);
  const response = json({ message: credentials.message ?? null });
  response.headers.append("Set-Cookie", (await clearedCookies(request, context.config)).session);
  response.headers.append(
    "Set-Cookie",
    await pendingCodeCookie(
      { token: credentials.authorizationToken, plate: regNo },
      request,
      context.config,
    ),
  );
  return response;
});
