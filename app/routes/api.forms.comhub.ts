import { z } from "zod";
import type { AppLoadContext } from "react-router";
import {
  CAR_CONTACT_FORM_NAME,
  carContactFields,
  carContactMessages,
  carContactSchema,
  type CarContactMessages,
} from "../../design-system/flows/CarContactForm/schema";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { Translate } from "../../i18n/translate";
import { cacheHeaders } from "../lib/cache-control";
import { leadRecipient, leadSubmission, sendLead } from "../marketplace/contact-lead.server";
import { isJsonContentType, requestSource } from "../tirehotel/request-checks.server";
import type { Route } from "./+types/api.forms.comhub";

/*
 * POST /api/forms/comhub (specs/marketplace.md §7, Contact form): the car detail contact form's
 * lead. The values are validated with the form's own schema; the car is looked up in the
 * request's site and the recipient (toName, toEmail, source) decided here from its sellers,
 * never taken from the browser; then the lead goes to the forms hub, up to 3 attempts 1 s
 * apart (docs/decisions: the retries live on the server). The edge answers other methods (405),
 * oversized bodies (413) and too many posts (429) before this runs.
 */

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: cacheHeaders("noStore") });

const carIdSchema = z.string().regex(/^[\w-]{1,64}$/);

/** The request body: nothing but what the visitor gives (a recipient field is refused). */
function requestSchema(messages: Partial<CarContactMessages>, requireSellerSite = false) {
  return z.strictObject({
    formName: z.literal(CAR_CONTACT_FORM_NAME),
    formSubmissionId: z.uuid(),
    values: z.strictObject({
      ...carContactSchema(messages, { requireSellerSite }).shape,
      car: carIdSchema,
    }),
  });
}

/** 400: the invalid-input message, and a reason per field (the form shows the field's message). */
function invalid(t: Translate, error: z.ZodError): Response {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      // A field the browser may not send (a recipient, say): named, never used.
      const where = issue.path.map(String).join(".");
      for (const key of issue.keys) fields[where ? `${where}.${key}` : key] ??= issue.message;
      continue;
    }
    const [first, second] = issue.path.map(String);
    const field =
      first === "values" && (carContactFields as readonly string[]).includes(second ?? "")
        ? (second as string)
        : issue.path.map(String).join(".") || "body";
    fields[field] ??= issue.message;
  }
  return json({ message: t("CarContact.InvalidInput"), fields }, 400);
}

/** The site's translator, or null for a host that sells no cars (no such route there). */
function siteTranslator(context: AppLoadContext): Translate | null {
  const resolution = context.site;
  if (resolution.kind !== "site" || !resolution.site.features.carSearch) return null;
  return serverTranslator(resolution.site.language, resolution.site.locale);
}

/** 403 from another site, 415 for a body that is not JSON; null to go on. */
function refuseRequest(request: Request, t: Translate): Response | null {
  if (request.method !== "POST") {
    const response = json({ message: "Method not allowed." }, 405);
    response.headers.set("Allow", "POST, OPTIONS");
    return response;
  }
  if (requestSource(request) === "other") return json({ message: t("CarContact.CrossSite") }, 403);
  if (!isJsonContentType(request.headers.get("Content-Type"))) {
    return json({ message: t("CarContact.JsonRequired") }, 415);
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = siteTranslator(context);
  if (!t || context.site.kind !== "site") return json({ message: "Not found" }, 404);
  const refused = refuseRequest(request, t);
  if (refused) return refused;

  const body: unknown = await request.json().catch(() => undefined);
  const messages = carContactMessages(t);
  const parsed = requestSchema(messages).safeParse(body);
  if (!parsed.success) return invalid(t, parsed.error);

  const site = context.site.site;
  const { search, forms } = context.upstream;
  const lookup = await search.carById(site.contentSiteName, parsed.data.values.car);
  if (!lookup.ok) return json({ message: t("CarContact.Error") }, 502);
  const car = lookup.car;
  if (!car) return json({ message: t("CarContact.CarNotFound") }, 404);

  // A sample car needs the seller site: checked again now that the car says what it is.
  const checked = car.car_is_sample ? requestSchema(messages, true).safeParse(body) : parsed;
  if (!checked.success) return invalid(t, checked.error);
  const { formName, formSubmissionId, values } = checked.data;

  const outcome = await leadRecipient(search, site.contentSiteName, car, values.sellerSite);
  if (outcome.kind === "unknown-seller-site") {
    return json(
      { message: t("CarContact.InvalidInput"), fields: { sellerSite: messages.sellerSite } },
      400,
    );
  }
  if (outcome.kind !== "found") return json({ message: t("CarContact.Error") }, 502);

  try {
    await sendLead(
      forms,
      leadSubmission(formName, formSubmissionId, car.car_id, values, outcome.recipient),
    );
  } catch {
    // Logged by sendLead with the attempts made.
    return json({ message: t("CarContact.Error") }, 502);
  }
  return json({ ok: true, message: t("CarContact.Success") });
}
