import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { space, vars } from "../../theme";
import { addDays, startOfDay } from "../../primitives/Calendar/dates";
import { FormFields, type FieldSpec } from "../../primitives/FormFields";
import type { HeadingLevel } from "../../primitives/Heading";
import { LeadFormShell, useLeadSubmit, type LeadOutcome } from "../LeadForms/LeadFormShell";
import { FORM_BUILDER_FORM_NAME, type BuilderField, type BuilderMessages } from "./definition";
import { formBuilderSchema, type FormBuilderAnswers } from "./schema";

export interface FormBuilderLabels {
  submit: string;
  sending: string;
  invalidInput: string;
  error: string;
  success: string;
  /** A select's empty first option. */
  chooseOption: string;
  previousMonth: string;
  nextMonth: string;
  chosenDate: (date: string) => string;
  messages: BuilderMessages;
}

export interface FormBuilderFormProps {
  fields: readonly BuilderField[];
  /** The form's title (its heading question), else the accessible name from `label`. */
  title?: string;
  label: string;
  labels: FormBuilderLabels;
  onSubmit: (answers: FormBuilderAnswers) => Promise<LeadOutcome>;
  /** Page-editing mode: the form shows under an overlay saying where it is edited. */
  editOverlay?: string;
  locale?: string;
  today?: Date;
  headingLevel?: HeadingLevel;
}

/** A date question offers a year from today. */
const DATE_RANGE_DAYS = 365;

/**
 * A form builder (JotForm) form rendered natively from its definition: text, e-mail, phone,
 * dropdown, radio, checkbox, date and text area questions, validated with the schema built from
 * the same definition our route checks with, sent through the forms hub.
 */
export function FormBuilderForm({
  fields,
  title,
  label,
  labels,
  onSubmit,
  editOverlay,
  locale,
  today: todayProp,
  headingLevel,
}: FormBuilderFormProps) {
  const today = useMemo(() => startOfDay(todayProp ?? new Date()), [todayProp]);
  const schema = useMemo(
    () => formBuilderSchema(fields, labels.messages),
    [fields, labels.messages],
  );
  const defaultValues = useMemo(
    () =>
      Object.fromEntries(
        fields.map((field) => [field.name, field.kind === "checkboxes" ? [] : ""]),
      ) as FormBuilderAnswers,
    [fields],
  );
  const form = useForm<FormBuilderAnswers, unknown, FormBuilderAnswers>({
    resolver: zodResolver(schema) as never,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const { status, submit, invalidCount } = useLeadSubmit(form, onSubmit);
  const specs = useMemo(
    () =>
      fields.map((field): FieldSpec => ({
        name: field.name,
        label: field.label,
        kind: field.kind,
        hint: field.hint,
        required: field.required,
        options: field.options.map((option) => ({ value: option, label: option })),
        placeholder: labels.chooseOption,
        ...(field.kind === "textarea" ? { rows: 4 } : {}),
        ...(field.kind === "date"
          ? {
              calendar: {
                today,
                minDate: today,
                maxDate: addDays(today, DATE_RANGE_DAYS),
                locale,
                previousMonthLabel: labels.previousMonth,
                nextMonthLabel: labels.nextMonth,
                chosenText: labels.chosenDate,
              },
            }
          : {}),
      })),
    [fields, labels, locale, today],
  );

  const shell = (
    <LeadFormShell
      texts={{
        heading: title,
        label,
        submit: labels.submit,
        sending: labels.sending,
        invalidInput: labels.invalidInput,
        error: labels.error,
        successTitle: labels.success,
      }}
      status={status}
      invalidCount={invalidCount}
      onSubmit={submit}
      formName={FORM_BUILDER_FORM_NAME}
      headingLevel={headingLevel}
    >
      <FormFields
        fields={specs}
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
      />
    </LeadFormShell>
  );
  if (!editOverlay) return shell;
  return (
    <Editing>
      <div inert>{shell}</div>
      <Overlay data-edit-overlay>{editOverlay}</Overlay>
    </Editing>
  );
}

const Editing = styled.div`
  position: relative;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  padding: ${space.lg};
  text-align: center;
  font-weight: ${vars.fontWeight.action};
  color: ${vars.color.text};
  background: color-mix(in srgb, ${vars.color.surfaceRaised} 85%, transparent);
  border: 2px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.card};
`;
