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
import { refuseJsonPost } from "../lib/json-post.server";
import type { FormSubmission } from "../../api-adapters/forms";
import type { Site } from "../../sites/registry";
import { fieldMessages, leadForms } from "../forms/lead-forms.server";
import type { Route } from "./+types/api.forms.comhub";

/*
 * POST /api/forms/comhub (specs/marketplace.md §7, Contact form; service-flows.md §7, Forms):
 * every form's submission, by `formName`. The car detail contact form's lead: the values are
 * validated with the form's own schema; the car is looked up in the request's site and the
 * recipient (toName, toEmail, source) decided here from its sellers, never taken from the
 * browser. The sell-car form, the Norwegian service request and the form builder's forms
 * (app/forms/lead-forms.server.ts) answer 202 once the hub has them. Each submission goes to the
 * forms hub once per formSubmissionId (shared between instances: context.limits), up to 3
 * attempts 1 s apart (docs/decisions: the retries live on the server). The edge answers other
 * methods (405), oversized bodies (413) and too many posts (429) before this runs.
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

/** The site of the request and its translator, or null for a host that is no site. */
function siteOf(context: AppLoadContext): { site: Site; t: Translate } | null {
  const resolution = context.site;
  if (resolution.kind !== "site") return null;
  const { site } = resolution;
  return { site, t: serverTranslator(site.language, site.locale) };
}

/** A submission's envelope for the forms besides the car lead: their values are each form's. */
const envelopeSchema = z.strictObject({
  formName: z.string(),
  formSubmissionId: z.uuid(),
  values: z.record(z.string(), z.unknown()),
});

/** The form's name, when the body has one. */
function formNameOf(body: unknown): string | undefined {
  const name = (body as { formName?: unknown } | null | undefined)?.formName;
  return typeof name === "string" ? name : undefined;
}

/**
 * Sends a submission to the hub once per formSubmissionId: a repeat of one already sent is
 * answered as sent (`duplicate`), a failed send gives the id back so the visitor can try again.
 */
async function sendOnce(
  context: AppLoadContext,
  site: Site,
  submission: FormSubmission,
  event: string,
): Promise<"sent" | "duplicate" | "failed"> {
  const key = `${site.id}:${submission.formSubmissionId}`;
  const claim = await context.limits.formSubmissions.consume(key);
  if (!claim.allowed && !claim.unavailable) return "duplicate";
  try {
    await sendLead(context.upstream.forms, submission, { event });
    return "sent";
  } catch {
    // Logged by sendLead with the attempts made.
    await context.limits.formSubmissions.reset(key);
    return "failed";
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const resolved = siteOf(context);
  if (!resolved) return json({ message: "Not found" }, 404);
  const { site, t } = resolved;
  const refused = refuseJsonPost(request, t);
  if (refused) return refused;

  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return json({ message: t("Forms.InvalidInput"), fields: {} }, 400);
  const formName = formNameOf(body);
  if (formName === CAR_CONTACT_FORM_NAME) {
    if (!site.features.carSearch) return json({ message: "Not found" }, 404);
    return carContactLead(body, site, t, context);
  }
  const form = formName === undefined ? undefined : leadForms[formName];
  if (!form?.offeredOn(site)) {
    const message = t("Forms.UnknownForm");
    return json({ message, fields: { formName: message } }, 400);
  }
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    return json({ message: t("Forms.InvalidInput"), fields: fieldMessages(envelope.error) }, 400);
  }
  const { formSubmissionId, values } = envelope.data;
  const prepared = await form.prepare(values, {
    site,
    t,
    search: context.upstream.search,
    formBuilder: context.upstream.formBuilder,
  });
  if (prepared.kind === "invalid") {
    return json({ message: t("Forms.InvalidInput"), fields: prepared.fields }, 400);
  }
  if (prepared.kind === "not-found") return json({ message: t("Forms.UnknownForm") }, 404);
  if (prepared.kind === "unavailable") return json({ message: t(form.errorKey) }, 502);

  const submission = {
    formName: envelope.data.formName,
    formSubmissionId,
    values: prepared.values,
  };
  const outcome = await sendOnce(context, site, submission, `forms.${submission.formName}`);
  if (outcome === "failed") return json({ message: t(form.errorKey) }, 502);
  return json(
    {
      ok: true,
      message: t(form.successKey),
      ...(outcome === "duplicate" ? { duplicate: true } : {}),
    },
    202,
  );
}

/** The car detail contact form's lead (specs/marketplace.md §7): 200 once the hub has it. */
async function carContactLead(body: unknown, site: Site, t: Translate, context: AppLoadContext) {
  const messages = carContactMessages(t);
  const parsed = requestSchema(messages).safeParse(body);
  if (!parsed.success) return invalid(t, parsed.error);

  const { search } = context.upstream;
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

  const submission = leadSubmission(
    formName,
    formSubmissionId,
    car.car_id,
    values,
    outcome.recipient,
  );
  if ((await sendOnce(context, site, submission, "car-contact")) === "failed") {
    return json({ message: t("CarContact.Error") }, 502);
  }
  return json({ ok: true, message: t("CarContact.Success") });
}
