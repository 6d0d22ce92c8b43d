import { parseUpstream, toUpstreamError, UpstreamError } from "../shared/errors";
import { formDefinitionResponseSchema, type FormAnswers } from "./schemas";

const upstream = "formBuilder";

/** The header the form builder reads its API key from. */
export const FORMBUILDER_API_KEY_HEADER = "APIKEY";

/** The path of a form's definition: the answers of its questions. */
export const formDefinitionPath = (formId: string) =>
  `/form/${encodeURIComponent(formId)}/submissions?limit=1`;

export interface FormBuilderClientOptions {
  /** FORMBUILDER_API_URL */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The form builder (JotForm): the questions of a configured form. The key stays on the server. */
export interface FormBuilderClient {
  /** The form's questions by id; null when the form builder has no such form (404). */
  formAnswers(formId: string): Promise<FormAnswers | null>;
}

export function createFormBuilderClient(options: FormBuilderClientOptions): FormBuilderClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    async formAnswers(formId) {
      let response: Response;
      try {
        response = await doFetch(`${base}${formDefinitionPath(formId)}`, {
          headers: { Accept: "application/json", [FORMBUILDER_API_KEY_HEADER]: options.apiKey },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw toUpstreamError(upstream, error);
      }
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new UpstreamError(
          upstream,
          "http",
          `answered HTTP ${response.status}`,
          response.status,
        );
      }
      const body: unknown = await response.json().catch(() => null);
      const parsed = parseUpstream(upstream, "formAnswers", formDefinitionResponseSchema, body);
      return parsed.content[0]?.answers ?? null;
    },
  };
}
