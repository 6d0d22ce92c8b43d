import { http, HttpResponse, type RequestHandler } from "msw";
import {
  COMHUB_FORM_PATH,
  FORMS_API_KEY_HEADER,
  formSubmissionSchema,
  type FormSubmission,
} from "../../forms/client";
import { logger } from "../../shared/logger";

/**
 * Names that make the demo forms hub misbehave, so the demo and the tests can show every state
 * of every form (README, things worth trying): typed into any text field of a submission (the
 * name, usually). Matched case-insensitively, trimmed.
 */
export const formsHubDemoNames = {
  /** Every attempt answers 503: the form shows its error after 3 attempts. */
  unavailable: "Hub Down",
  /** The first attempt of a submission answers 503, the next one is filed: a retry that works. */
  flaky: "Hub Flaky",
  /** 422: the hub refuses the submission; not retried. */
  refused: "Hub Refuses",
} as const;

/** What the demo hub received: every attempt, and the submissions it filed. */
export interface FormsHubDemo {
  /** Filed submissions, oldest first. */
  readonly submissions: FormSubmission[];
  /** Every attempt, filed or not, by formSubmissionId. */
  attemptsFor(formSubmissionId: string): number;
  /** Counts one more attempt of a submission; its number (1 for the first). */
  recordAttempt(formSubmissionId: string): number;
  reset(): void;
}

export function createFormsHubDemo(): FormsHubDemo {
  const submissions: FormSubmission[] = [];
  const attempts = new Map<string, number>();
  return {
    submissions,
    attemptsFor: (id) => attempts.get(id) ?? 0,
    recordAttempt(id) {
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      return attempt;
    },
    reset() {
      submissions.length = 0;
      attempts.clear();
    },
  };
}

/** The demo hub of the server process (and of tests that do not make their own). */
export const formsHubDemo = createFormsHubDemo();

/** Whether any text value of the submission is the demo name. */
const names = (submission: FormSubmission, demoName: string) =>
  Object.values(submission.values).some(
    (value) => typeof value === "string" && value.trim().toLowerCase() === demoName.toLowerCase(),
  );

/** The forms hub at `base` (FORMS_API_URL): POST <base>/comhub with the API key. */
export function formsHubHandlers(
  base: string,
  demo: FormsHubDemo = formsHubDemo,
): RequestHandler[] {
  const root = base.replace(/\/+$/, "");
  return [
    http.post(`${root}${COMHUB_FORM_PATH}`, async ({ request }) => {
      if (!request.headers.get(FORMS_API_KEY_HEADER)) {
        return HttpResponse.json({ message: "API key required" }, { status: 401 });
      }
      const parsed = formSubmissionSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        return HttpResponse.json({ message: "Invalid submission" }, { status: 400 });
      }
      const submission = parsed.data;
      const attempt = demo.recordAttempt(submission.formSubmissionId);
      if (names(submission, formsHubDemoNames.refused)) {
        return HttpResponse.json({ message: "Submission refused" }, { status: 422 });
      }
      if (
        names(submission, formsHubDemoNames.unavailable) ||
        (names(submission, formsHubDemoNames.flaky) && attempt === 1)
      ) {
        return HttpResponse.json({ message: "Service unavailable" }, { status: 503 });
      }
      demo.submissions.push(submission);
      // What was sent, for the demo (README: the server log shows each filed submission).
      logger.info("forms-hub.demo.filed", { ...submission });
      return HttpResponse.json({ ok: true }, { status: 202 });
    }),
  ];
}
