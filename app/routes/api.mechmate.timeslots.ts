import { z } from "zod";
import {
  idInput,
  isoDateInput,
  json,
  mechmateLoader,
  offeringCodesInput,
  plateInput,
} from "../service-booking/route.server";

const startOfDay = "T00:00:00";

/**
 * GET /api/mechmate/timeslots/from/{registrationNumber}/{departmentId}/{date T00:00:00}/
 * ?serviceOfferings=codes (specs §7): the week of days from the date.
 */
export const loader = mechmateLoader(
  z.object({
    registrationNumber: plateInput,
    departmentId: idInput,
    from: z
      .string()
      .refine((value) => value.endsWith(startOfDay), `must end with ${startOfDay}`)
      .transform((value) => value.slice(0, -startOfDay.length))
      .pipe(isoDateInput),
    serviceOfferings: offeringCodesInput,
  }),
  async ({ registrationNumber, departmentId, from, serviceOfferings }, { context }) =>
    json(
      await context.upstream.booking.timeslots(
        registrationNumber,
        departmentId,
        from,
        serviceOfferings,
      ),
    ),
);
