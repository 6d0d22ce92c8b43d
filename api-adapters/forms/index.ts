export {
  COMHUB_FORM_PATH,
  createFormsHubClient,
  FORMS_API_KEY_HEADER,
  formSubmissionSchema,
  FormsHubError,
  isRefusal,
  type FormsHubClient,
  type FormsHubClientOptions,
  type FormSubmission,
} from "./client";
