import { useCallback, useMemo } from "react";
import {
  CAR_CONTACT_FORM_NAME,
  CarContactForm,
  carContactFields,
  carContactLabels,
  type CarContactField,
  type CarContactOutcome,
  type CarContactValues,
  type SellerSiteOption,
} from "../../design-system/flows/CarContactForm";
import { submissionId } from "../forms/submission-id";
import { useTranslate } from "../i18n/translate";

/** Our route that sends the lead on to the forms hub (app/routes/api.forms.comhub.ts). */
export const CAR_CONTACT_ROUTE = "/api/forms/comhub";

const fieldNames: readonly string[] = carContactFields;

export { submissionId };

/**
 * Posts a lead once (the route retries the hub: decision 0021): sent, refused with a message per
 * field (400), or failed (any other answer, or no answer).
 */
export async function sendCarLead(
  carId: string,
  values: CarContactValues,
  fetchLead: typeof fetch = fetch,
): Promise<CarContactOutcome> {
  let response: Response;
  try {
    response = await fetchLead(CAR_CONTACT_ROUTE, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        formName: CAR_CONTACT_FORM_NAME,
        formSubmissionId: submissionId(),
        values: { car: carId, ...values },
      }),
    });
  } catch {
    return { ok: false };
  }
  if (response.ok) return { ok: true };
  if (response.status !== 400) return { ok: false };
  const body = (await response.json().catch(() => null)) as { fields?: unknown } | null;
  const fields: Partial<Record<CarContactField, string>> = {};
  if (body?.fields && typeof body.fields === "object") {
    for (const [field, message] of Object.entries(body.fields)) {
      if (fieldNames.includes(field) && typeof message === "string") {
        fields[field as CarContactField] = message;
      }
    }
  }
  return { ok: false, fields };
}

export interface CarContactProps {
  carId: string;
  /** The car's title, naming the form's section for screen readers. */
  title: string;
  /** The car's disable_test_drive. */
  disableTestDrive?: boolean;
  /** A sample car's seller sites (the sites of its brand): the visitor must choose one. */
  sellerSites?: readonly SellerSiteOption[];
}

/**
 * The car detail page's contact form, in the site's language (CarContact.*, with the authors'
 * carDetailFormSuccess/carDetailFormError), sending leads to our route. The form is marked
 * `data-lead-form`, so a submit counts as a `lead` (lead_name form_submit) for analytics
 * (app/analytics/leads.ts).
 */
export function CarContact({ carId, title, disableTestDrive, sellerSites }: CarContactProps) {
  const t = useTranslate();
  const labels = useMemo(
    () => ({ ...carContactLabels(t), heading: `${t("CarContact.Heading")}: ${title}` }),
    [t, title],
  );
  const send = useCallback((values: CarContactValues) => sendCarLead(carId, values), [carId]);
  return (
    <CarContactForm
      labels={labels}
      onSubmit={send}
      disableTestDrive={disableTestDrive}
      sellerSites={sellerSites}
    />
  );
}
