import { z } from "zod";
import { json, mechmateLoader, plateInput } from "../service-booking/route.server";

/**
 * GET /api/mechmate/car/{registrationNumber} (specs/service-flows.md §7): the car, whether the
 * tool books it, its brand; the service's message when it cannot look it up (shown under the
 * form, specs §8).
 */
export const loader = mechmateLoader(
  z.object({ registrationNumber: plateInput }),
  async ({ registrationNumber }, { context }) =>
    json(await context.upstream.booking.lookupCar(registrationNumber)),
);
