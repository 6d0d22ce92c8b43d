import { useEffect, useMemo, useState } from "react";
import { logger } from "../../../api-adapters/shared/logger";
import { Container, Text } from "../../../design-system";
import {
  builderFields,
  builderMessages,
  builderTitle,
  FORM_BUILDER_FORM_NAME,
  FormBuilderForm,
  type BuilderQuestion,
  type FormBuilderAnswers,
} from "../../../design-system/flows/FormBuilder";
import { defineBlock, type BlockContext } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import { useFormSubmission } from "../../forms/submit-form";
import type { formBuilderLoader } from "./form-builder.server";

/** Our route that reads a form's definition from the form builder (app/routes/api.jotform.ts). */
export const FORM_DEFINITION_ROUTE = "/api/jotform";

type Definition = Readonly<Record<string, BuilderQuestion>>;

/** The form's questions (`content[0].answers`), or null when they could not be read (logged). */
export async function loadFormDefinition(
  formId: string,
  fetchDefinition: typeof fetch = fetch,
): Promise<Definition | null> {
  try {
    const response = await fetchDefinition(FORM_DEFINITION_ROUTE, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ formId }),
    });
    if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
    const body = (await response.json()) as { content?: { answers?: Definition }[] };
    const answers = body.content?.[0]?.answers;
    if (!answers || typeof answers !== "object") throw new Error("no content[0].answers");
    return answers;
  } catch (error) {
    logger.error("form-builder.definition-failed", {
      formId,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

function EmbeddedForm({
  formId,
  title,
  context,
}: {
  formId: string;
  title?: string;
  context: BlockContext;
}) {
  const { t } = context;
  const [definition, setDefinition] = useState<Definition | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadFormDefinition(formId).then((answers) => {
      if (current) setDefinition(answers);
    });
    return () => {
      current = false;
    };
  }, [formId]);
  const send = useFormSubmission<FormBuilderAnswers>(FORM_BUILDER_FORM_NAME);
  const sendAnswers = useMemo(
    () => (answers: FormBuilderAnswers) => send({ ...answers, formId }),
    [send, formId],
  );
  const fields = useMemo(() => (definition ? builderFields(definition) : []), [definition]);
  const labels = useMemo(
    () => ({
      submit: t("Forms.Submit"),
      sending: t("Forms.Sending"),
      invalidInput: t("Forms.InvalidInput"),
      error: t("Forms.FormBuilderError"),
      success: t("Forms.FormBuilderSuccess"),
      chooseOption: t("Forms.ChooseOption"),
      previousMonth: t("Forms.PreviousMonth"),
      nextMonth: t("Forms.NextMonth"),
      chosenDate: (date: string) => t("Forms.ChosenDate", { date }),
      messages: builderMessages(t),
    }),
    [t],
  );
  // Loading, or failed (logged): nothing shows (specs/marketplace.md §8, JotForm failure).
  if (!definition || fields.length === 0) return null;
  return (
    <FormBuilderForm
      fields={fields}
      title={title ?? builderTitle(definition)}
      label={title ?? builderTitle(definition) ?? formId}
      labels={labels}
      onSubmit={sendAnswers}
      locale={context.locale}
      editOverlay={context.pageEditing ? t("Forms.EditOverlay", { formId }) : undefined}
    />
  );
}

/**
 * FormBuilder: a configured form builder (JotForm) form, rendered natively from its definition
 * (read through POST /api/jotform once the page runs) and sent through the forms hub. Without a
 * form id: 'Missing FormId'. In page-editing mode an overlay covers it.
 */
export const formBuilderBlock = defineBlock<typeof formBuilderLoader>(({ fields }, context) => {
  const formId = nonEmpty(fields.FormId);
  return (
    <Container>
      {formId ? (
        <EmbeddedForm formId={formId} title={nonEmpty(fields.Title)} context={context} />
      ) : (
        <Text>{context.t("Forms.MissingFormId")}</Text>
      )}
    </Container>
  );
});
