import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import type { WorkshopSite } from "../../api-adapters/booking";
import { BookingServiceError } from "../../api-adapters/booking";
import { logger } from "../../api-adapters/shared/logger";
import type { Translate } from "../../i18n/translate";
import { departmentsEvent, type DepartmentsMessage } from "../service-booking/departments-stream";
import {
  coordinateInput,
  idInput,
  mechmateSite,
  notFound,
  offeringCodesInput,
  parseInput,
  plateInput,
} from "../service-booking/route.server";

const closestQuery = z.object({
  regNo: plateInput,
  serviceOfferings: offeringCodesInput,
  latitude: coordinateInput(90),
  longitude: coordinateInput(180),
  cursor: idInput.optional(),
});

/** Never stored, never compressed (compression would hold the events back), never buffered. */
const streamHeaders = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

/** The stream's messages for one batch (specs §4.1, §7; decision 0034). */
function batchMessages(sites: WorkshopSite[], continued: boolean): DepartmentsMessage[] {
  if (sites.length === 0) return continued ? [] : [{ nosites: true }];
  return sites;
}

/** The `{error}` text: the service's own for its 4xx, the generic one for outages. */
function errorText(error: unknown, t: Translate): string {
  const generic = t("ServiceBooking.ApiGenericError");
  if (error instanceof BookingServiceError && (error.status ?? 500) < 500) {
    return error.serverMessage ?? generic;
  }
  return generic;
}

/**
 * GET /api/mechmate/departments/closestAvailable?regNo&serviceOfferings&latitude&longitude
 * &cursor (specs §7) as server-sent events: one message per workshop of the batch (at most
 * five, nearest first), `{nosites}` when the first batch is empty, `{error}` when the service
 * fails; then the stream closes ('Hämta fler' asks again with `cursor`, the last departmentId).
 * The visitor leaving ends the upstream call (the request's signal). A bad query is a 400 JSON
 * answer before any stream opens.
 */
export async function loader(args: LoaderFunctionArgs): Promise<Response> {
  const resolved = mechmateSite(args.context);
  if (!resolved) return notFound();
  const input = parseInput(args, closestQuery, resolved.t);
  if ("response" in input) return input.response;
  const query = input.data;
  const signal = args.request.signal;
  const booking = args.context.upstream.booking;

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const encoder = new TextEncoder();
      let messages: DepartmentsMessage[];
      try {
        const sites = await booking.closestDepartments(query, signal);
        messages = batchMessages(sites, query.cursor !== undefined);
      } catch (error) {
        if (signal.aborted) return controller.close();
        // Outages are logged by the adapter; the service's refusals are logged here.
        if (error instanceof BookingServiceError && (error.status ?? 500) < 500) {
          logger.warn("mechmate.departments-refused", { status: error.status });
        }
        messages = [{ error: errorText(error, resolved.t) }];
      }
      if (signal.aborted) return controller.close();
      for (const message of messages) controller.enqueue(encoder.encode(departmentsEvent(message)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: streamHeaders });
}
