import { z } from "zod";
import {
  idInput,
  json,
  mechmateLoader,
  offeringCodesInput,
  plateInput,
} from "../service-booking/route.server";

/**
 * GET /api/mechmate/prices/{registrationNumber}/{milage}/{departmentId}?serviceOfferings=codes
 * (specs §7): `{ offers: [{ code, price }] }` at the workshop, for the mileage (mil).
 */
export const loader = mechmateLoader(
  z.object({
    registrationNumber: plateInput,
    mileage: z
      .string()
      .regex(/^\d{1,7}$/)
      .transform(Number),
    departmentId: idInput,
    serviceOfferings: offeringCodesInput,
  }),
  async ({ registrationNumber, mileage, departmentId, serviceOfferings }, { context }) =>
    json(
      await context.upstream.booking.prices(
        registrationNumber,
        mileage,
        departmentId,
        serviceOfferings,
      ),
    ),
);
