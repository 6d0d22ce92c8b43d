import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { tireHotelEndpoints } from "../tirehotel/endpoints.server";
import { tireHotelMethods, tireHotelPathOf } from "../tirehotel/paths";
import { json } from "../tirehotel/respond.server";

/**
 * What the path below the splat answers, as a route module's exports: the edge reads each
 * call's methods and body limit from them (server/edge/request-limits.ts), so a GET on a
 * POST-only call is a 405 before anything runs. A path that is no call answers GET (a 404).
 */
export function splatRoute(splat: string | undefined): { loader: true } | { action: true } {
  const path = tireHotelPathOf(splat);
  return path && tireHotelMethods[path] === "POST" ? { action: true } : { loader: true };
}

const notFound = () => json({ message: "Not found" }, 404);
const methodNotAllowed = () => json({ message: "Method not allowed." }, 405);

/** The tire hotel's GET calls, dispatched by path (app/tirehotel/endpoints.server.ts). */
export function loader(args: LoaderFunctionArgs) {
  const path = tireHotelPathOf(args.params["*"]);
  if (!path) return notFound();
  const endpoint = tireHotelEndpoints[path];
  return "loader" in endpoint ? endpoint.loader(args) : methodNotAllowed();
}

/** The tire hotel's POST calls, dispatched by path (app/tirehotel/endpoints.server.ts). */
export function action(args: ActionFunctionArgs) {
  const path = tireHotelPathOf(args.params["*"]);
  if (!path) return notFound();
  const endpoint = tireHotelEndpoints[path];
  return "action" in endpoint ? endpoint.action(args) : methodNotAllowed();
}
