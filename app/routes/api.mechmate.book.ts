import type { ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { bookingRequestSchema } from "../../api-adapters/booking";
import { bookingContactSchema } from "../../design-system/flows/ServiceBooking/schema";
import { refuseJsonPost } from "../lib/json-post.server";
import {
  json,
  mechmateSite,
  notFound,
  plateInput,
  upstreamFailure,
} from "../service-booking/route.server";

const contact = bookingContactSchema();

/**
 * The booking as the browser may send it (specs §7): the contact fields on the rules the form
 * uses (design-system/flows/ServiceBooking/schema.ts), the rest on the service's own shape;
 * any other field is refused.
 */
const bookBody = z.strictObject({
  ...bookingRequestSchema.shape,
  customer: z.strictObject({
    firstName: contact.shape.firstName,
    lastName: contact.shape.lastName,
    phone: contact.shape.phone,
    email: contact.shape.email,
  }),
  freeText: contact.shape.freeText,
  registrationNumber: plateInput,
  serviceOfferingRequests: bookingRequestSchema.shape.serviceOfferingRequests.max(40),
});

/** The fields that failed, by path (`customer.email`), for developers and the form. */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return fields;
}

/**
 * POST /api/mechmate/book (specs §7): books the time; 200 `{ id }`. Same-site JSON only (a
 * cross-site post needs a CORS preflight we never grant); an invalid body is a 400 with the
 * fields; the service's refusal keeps its status and text (shown under the form, specs §8).
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<Response> {
  const resolved = mechmateSite(context);
  if (!resolved) return notFound();
  const { t } = resolved;
  const refused = refuseJsonPost(request, t);
  if (refused) return refused;
  const parsed = bookBody.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    return json(
      { message: t("ServiceBooking.ApiInvalidBooking"), fields: fieldsOf(parsed.error) },
      400,
    );
  }
  try {
    return json(await context.upstream.booking.book(parsed.data));
  } catch (error) {
    return upstreamFailure(error, t);
  }
}
