import type { ActionFunctionArgs } from "react-router";
import { tireHotelMessages } from "./messages";
import { refuseUnsafePost, sessionRequired, type BodyKind } from "./request-checks.server";
import { tireHotelRoute } from "./respond.server";
import { readSession, type VerifiedSession } from "./session.server";

type Action = (args: ActionFunctionArgs) => Promise<Response>;

/**
 * A tire hotel POST route: the request checks (method, same origin, JSON body) before the
 * route's work; upstream failures become their JSON answer.
 */
export function tireHotelPost(body: BodyKind, work: Action): Action {
  return (args) => {
    const messages = tireHotelMessages(args.context);
    return tireHotelRoute(
      messages,
      async () => refuseUnsafePost(args.request, body, messages) ?? work(args),
    );
  };
}

/**
 * A post-login tire hotel POST route: the request checks, then the verified session (401
 * without a genuine, unexpired one), handed to the route to check the plate and workshop.
 */
export function tireHotelSessionPost(
  body: BodyKind,
  work: (args: ActionFunctionArgs, session: VerifiedSession) => Promise<Response>,
): Action {
  return tireHotelPost(body, async (args) => {
    const session = await readSession(args.request, args.context.config);
    return session ? work(args, session) : sessionRequired(tireHotelMessages(args.context));
  });
}
