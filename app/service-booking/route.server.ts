import { z } from "zod";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { BookingServiceError } from "../../api-adapters/booking";
import { UpstreamError } from "../../api-adapters/shared/errors";
import { logger } from "../../api-adapters/shared/logger";
import { PLATE_MAX_LENGTH } from "../../design-system/flows/ServiceBooking/schema";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { Translate } from "../../i18n/translate";
import type { Site } from "../../sites/registry";
import { cacheHeaders, type CachePolicy } from "../lib/cache-control";

/*
 * What every /api/mechmate route shares (specs/service-flows.md §7): answered only on a site
 * with the booking tool, its inputs validated with zod before anything goes upstream (the key
 * stays on the server), its failures as `{ message }` in the site's language. The edge answers
 * other methods (405), bodies where none belong or oversized ones (413) and too many posts (429).
 */

export function json(body: unknown, status = 200, policy: CachePolicy = "noStore"): Response {
  return Response.json(body, { status, headers: cacheHeaders(policy) });
}

export const notFound = () => json({ message: "Not found" }, 404);

export interface MechmateRequest {
  site: Site;
  t: Translate;
}

/** The request's site and its texts, when the site has the booking tool; null otherwise. */
export function mechmateSite(context: Pick<AppLoadContext, "site">): MechmateRequest | null {
  const resolution = context.site;
  if (resolution.kind !== "site" || !resolution.site.features.serviceBooking) return null;
  const { site } = resolution;
  return { site, t: serverTranslator(site.language, site.locale) };
}

/** 400 in the site's language; the reasons (for developers) name the fields and zod's issues. */
export function invalidRequest(t: Translate, error: z.ZodError): Response {
  const reasons = error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "request"}: ${issue.message}`)
    .join("; ");
  return json({ message: t("ServiceBooking.ApiInvalidRequest", { reasons }) }, 400);
}

/**
 * An upstream failure as our answer: the service's own 4xx keep their status and message (an
 * unknown car, a refused booking: specs §8 shows the server's text); outages are 502 (504 on a
 * timeout) with the generic text, already logged by the adapter.
 */
export function upstreamFailure(error: unknown, t: Translate): Response {
  const generic = t("ServiceBooking.ApiGenericError");
  if (error instanceof BookingServiceError) {
    const status = error.status ?? 502;
    if (status >= 400 && status < 500)
      return json({ message: error.serverMessage ?? generic }, status);
    return json({ message: generic }, 502);
  }
  if (error instanceof UpstreamError) {
    return json({ message: generic }, error.failure === "timeout" ? 504 : 502);
  }
  logger.error("mechmate.route-failed", { message: String(error) });
  return json({ message: generic }, 500);
}

/** The route's path parameters and query together, validated; a 400 answer otherwise. */
export function parseInput<S extends z.ZodType>(
  { request, params }: Pick<LoaderFunctionArgs, "request" | "params">,
  schema: S,
  t: Translate,
): { data: z.output<S> } | { response: Response } {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse({ ...query, ...params });
  return result.success ? { data: result.data } : { response: invalidRequest(t, result.error) };
}

/**
 * A GET route's work on a booking site: 404 elsewhere, the input validated, any upstream
 * failure turned into its answer.
 */
export function mechmateLoader<S extends z.ZodType>(
  schema: S,
  work: (
    input: z.output<S>,
    args: LoaderFunctionArgs,
    request: MechmateRequest,
  ) => Promise<Response>,
) {
  return async (args: LoaderFunctionArgs): Promise<Response> => {
    const resolved = mechmateSite(args.context);
    if (!resolved) return notFound();
    const input = parseInput(args, schema, resolved.t);
    if ("response" in input) return input.response;
    try {
      return await work(input.data, args, resolved);
    } catch (error) {
      return upstreamFailure(error, resolved.t);
    }
  };
}

/* The inputs' rules, shared by the routes. */

/** A plate as typed (spaces dropped, upper case), letters and digits, at most six. */
export const plateInput = z
  .string()
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{2,${PLATE_MAX_LENGTH}}$`)));

/** A department, site or offering id: word characters and hyphens. */
export const idInput = z.string().regex(/^[\w-]{1,64}$/);

/** Comma-joined offering codes (specs §7): at least one, at most 40. */
export const offeringCodesInput = z
  .string()
  .transform((value) => value.split(","))
  .pipe(z.array(idInput).min(1).max(40));

/** A coordinate from a query string: a decimal number within ±limit. */
export const coordinateInput = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/)
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));

/** YYYY-MM-DD that is a real day. */
export const isoDateInput = z.iso.date();
