import { z } from "zod";
import { UpstreamError } from "../shared/errors";
import { createKeyedJsonSender } from "../shared/keyed-json";

const upstream = "forms";

/** The header the forms hub reads its API key from. */
export const FORMS_API_KEY_HEADER = "X-API-KEY";

/** The path every form is filed under at the hub (specs §7, Contact form; the forms name theirs). */
export const COMHUB_FORM_PATH = "/comhub";

/** A value of a submitted field: text, a number, a box ticked or not, several choices. */
export const formValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type FormValue = z.infer<typeof formValueSchema>;

/**
 * One submission as the hub takes it (specs/marketplace.md §7, service-flows.md §7): the form's
 * name, the id that makes a repeat recognisable, and its values by field name (a car lead's
 * recipient set by our server, never by the browser).
 */
export const formSubmissionSchema = z.object({
  formName: z.string(),
  formSubmissionId: z.string(),
  values: z.record(z.string(), formValueSchema),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** The hub answered with an error status. */
export class FormsHubError extends UpstreamError {
  static override readonly kind = "FormsHubError";
  constructor(status: number) {
    super(upstream, "http", `answered HTTP ${status}`, status);
  }
}

/** A refusal of this submission (4xx): sending it again cannot help. */
export function isRefusal(error: unknown): boolean {
  const status = error instanceof UpstreamError ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

export interface FormsHubClientOptions {
  /** The hub's base URL (`FORMS_API_URL`); the comhub form is posted to <base>/comhub. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
}

/** The forms hub: it files a submission and mails it on. The answer's body is not read (specs). */
export interface FormsHubClient {
  /** One attempt; an UpstreamError (FormsHubError for an error status) when it fails. */
  submit(submission: FormSubmission): Promise<void>;
}

export function createFormsHubClient(options: FormsHubClientOptions): FormsHubClient {
  // Not logged here: the form routes log a failed attempt with the form's context.
  const send = createKeyedJsonSender({
    ...options,
    upstream,
    apiKeyHeader: FORMS_API_KEY_HEADER,
    httpError: (status) => new FormsHubError(status),
  });
  return {
    async submit(submission) {
      // The hub's answer beyond its status is not shown (specs §7).
      await send({ operation: "submit", method: "POST", path: COMHUB_FORM_PATH, body: submission });
    },
  };
}
