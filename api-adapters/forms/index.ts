export {
  COMHUB_FORM_PATH,
  createFormsHubClient,
  FORMS_API_KEY_HEADER,
  formSubmissionSchema,
  formValueSchema,
  FormsHubError,
  isRefusal,
  type FormsHubClient,
  type FormsHubClientOptions,
  type FormSubmission,
  type FormValue,
} from "./client";
