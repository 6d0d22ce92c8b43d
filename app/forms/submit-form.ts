import { useCallback, useRef } from "react";
import { submissionId } from "./submission-id";

/** Our route that sends every form on to the forms hub (app/routes/api.forms.comhub.ts). */
export const FORMS_ROUTE = "/api/forms/comhub";

/** What sending a form came to (the design system's LeadOutcome has the same shape). */
export type FormOutcome = { ok: true } | { ok: false; fields?: Record<string, string> };

/**
 * Posts one submission: 202 (or any 2xx) is success, 400 brings a message per field, anything
 * else (or no answer) is a failure.
 */
export async function postForm(
  formName: string,
  formSubmissionId: string,
  values: unknown,
  fetchForm: typeof fetch = fetch,
): Promise<FormOutcome> {
  let response: Response;
  try {
    response = await fetchForm(FORMS_ROUTE, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ formName, formSubmissionId, values }),
    });
  } catch {
    return { ok: false };
  }
  if (response.ok) return { ok: true };
  if (response.status !== 400) return { ok: false };
  const body = (await response.json().catch(() => null)) as { fields?: unknown } | null;
  const fields: Record<string, string> = {};
  if (body?.fields && typeof body.fields === "object") {
    for (const [field, message] of Object.entries(body.fields)) {
      if (typeof message === "string") fields[field] = message;
    }
  }
  return { ok: false, fields };
}

/**
 * The send function of one form on the page. Its formSubmissionId stays the same while the
 * visitor tries again after a failure (so a submission the hub filed before the answer was lost
 * is not filed twice: the route answers 202 again) and is new after a success.
 */
export function useFormSubmission<Values>(
  formName: string,
  fetchForm?: typeof fetch,
): (values: Values) => Promise<FormOutcome> {
  const id = useRef<string | null>(null);
  return useCallback(
    async (values: Values) => {
      id.current ??= submissionId();
      const outcome = await postForm(formName, id.current, values, fetchForm);
      if (outcome.ok) id.current = null;
      return outcome;
    },
    [formName, fetchForm],
  );
}
