import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { UpstreamError } from "../../api-adapters/shared/errors";
import { logger } from "../../api-adapters/shared/logger";
import { TireHotelError } from "../../api-adapters/tirehotel";
import { cacheHeaders } from "../lib/cache-control";
import { tireHotelMessages, type TireHotelMessages } from "./messages";

type RouteContext = Pick<AppLoadContext, "site">;
/** What a route handler receives, as far as parsing needs it. */
type RouteArgs = { request: Request; context: RouteContext };

/** Every answer of the tire hotel routes is personal: never stored (specs, ARCHITECTURE). */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: cacheHeaders("noStore") });
}

/**
 * 400 in the site's language ("Ogiltig förfrågan (…)"); the reasons in brackets name fields and
 * zod's issues, for developers, in English.
 */
export function invalidRequest(context: RouteContext, reasons: string): Response {
  return json({ message: tireHotelMessages(context)("invalidRequest", { reasons }) }, 400);
}

function invalid(context: RouteContext, error: z.ZodError, where: string): Response {
  const reasons = error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || where}: ${issue.message}`)
    .join("; ");
  return invalidRequest(context, reasons);
}

/** The query parameters, validated; a 400 answer naming what is wrong otherwise. */
export function parseQuery<S extends z.ZodType>(
  { request, context }: RouteArgs,
  schema: S,
): { data: z.output<S> } | { response: Response } {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  return result.success
    ? { data: result.data }
    : { response: invalid(context, result.error, "query") };
}

/** The JSON body, validated; a 400 answer for bad JSON or values. */
export async function parseBody<S extends z.ZodType>(
  { request, context }: RouteArgs,
  schema: S,
): Promise<{ data: z.output<S> } | { response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { response: invalidRequest(context, "body: must be JSON") };
  }
  const result = schema.safeParse(body);
  return result.success
    ? { data: result.data }
    : { response: invalid(context, result.error, "body") };
}

/**
 * Maps an upstream failure to our answer: 404 stays 404; the service's own 4xx answers keep
 * their status and message (a wrong code, a refused booking); outages are 502/504 with the
 * generic text in the site's language, logged by the adapter.
 */
export function upstreamFailure(error: unknown, messages: TireHotelMessages): Response {
  if (error instanceof TireHotelError) {
    const status = error.status ?? 502;
    if (status === 404) return json({ message: error.serverMessage ?? "Not found" }, 404);
    if (status >= 400 && status < 500) {
      return json({ message: error.serverMessage ?? messages("genericError") }, status);
    }
    return json({ message: messages("genericError") }, 502);
  }
  if (error instanceof UpstreamError) {
    return json({ message: messages("genericError") }, error.failure === "timeout" ? 504 : 502);
  }
  logger.error("tirehotel.route-failed", { message: String(error) });
  return json({ message: messages("genericError") }, 500);
}

/** Runs a route's work; any upstream failure becomes its JSON answer. */
export async function tireHotelRoute(
  messages: TireHotelMessages,
  work: () => Promise<Response>,
): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    return upstreamFailure(error, messages);
  }
}
