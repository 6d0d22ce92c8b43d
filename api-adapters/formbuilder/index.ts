export {
  createFormBuilderClient,
  FORMBUILDER_API_KEY_HEADER,
  formDefinitionPath,
  type FormBuilderClient,
  type FormBuilderClientOptions,
} from "./client";
export {
  formAnswersSchema,
  formDefinitionResponseSchema,
  formIdSchema,
  formQuestionSchema,
  type FormAnswers,
  type FormDefinitionResponse,
  type FormQuestion,
} from "./schemas";
