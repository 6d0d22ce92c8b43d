import { z } from "zod";
import { json, mechmateLoader } from "../service-booking/route.server";

/**
 * GET /api/mechmate/authorized-workshop/{brand, spaces as hyphens} (specs §7): `{ hasBrand }`,
 * the header's text. Not personal: a CDN may keep it like a page.
 */
export const loader = mechmateLoader(
  z.object({ brand: z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N}&.'-]{0,39}$/u) }),
  async ({ brand }, { context }) =>
    json(await context.upstream.booking.authorizedWorkshop(brand), 200, "publicPage"),
);
