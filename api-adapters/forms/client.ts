import { z } from "zod";
import { toUpstreamError, UpstreamError } from "../shared/errors";

const upstream = "forms";

/** The header the forms hub reads its API key from. */
export const FORMS_API_KEY_HEADER = "X-API-KEY";

/** The form our car detail contact form is filed under at the hub (specs §7, Contact form). */
export const COMHUB_FORM_PATH = "/comhub";

/** One submission as the hub takes it (specs/marketplace.md §7): the recipient set by our server. */
export const formSubmissionSchema = z.object({
  formName: z.string(),
  formSubmissionId: z.string(),
  values: z.object({
    car: z.string(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    message: z.string(),
    quote: z.boolean(),
    testDrive: z.boolean(),
    toName: z.string(),
    toEmail: z.string(),
    source: z.string(),
  }),
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
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, "")}${COMHUB_FORM_PATH}`;
  return {
    async submit(submission) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            [FORMS_API_KEY_HEADER]: options.apiKey,
          },
          body: JSON.stringify(submission),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw toUpstreamError(upstream, error);
      }
      // Drained, not used: the hub's answer beyond its status is not shown (specs §7).
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new FormsHubError(response.status);
    },
  };
}
