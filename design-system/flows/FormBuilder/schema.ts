import { z } from "zod";
import { MESSAGE_MAX_LENGTH, PHONE_PATTERN, EMAIL_MAX_LENGTH } from "../CarContactForm/schema";
import type { BuilderField, BuilderMessages } from "./definition";

/** A short answer's limit (a text box); a text area has MESSAGE_MAX_LENGTH. */
export const SHORT_ANSWER_MAX_LENGTH = 500;

function fieldRule(field: BuilderField, messages: Partial<BuilderMessages>): z.ZodType {
  const required = messages.required;
  const text = z.string({ error: required }).trim();
  /** Empty is fine when the question is optional; otherwise the required message. */
  const orEmpty = (rule: z.ZodType<string, string>) =>
    field.required ? text.min(1, required).pipe(rule) : text.pipe(z.union([z.literal(""), rule]));
  switch (field.kind) {
    case "email":
      return orEmpty(z.email(messages.email).max(EMAIL_MAX_LENGTH, messages.email));
    case "tel":
      return orEmpty(z.string().regex(PHONE_PATTERN, messages.phone));
    case "date":
      return orEmpty(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.date));
    case "select":
    case "radio": {
      const choice = z.string().refine((value) => field.options.includes(value), {
        message: messages.choice,
      });
      return field.required
        ? z.string({ error: messages.choice }).min(1, messages.choice).pipe(choice)
        : z
            .union([z.literal(""), choice])
            .nullish()
            .transform((value) => value ?? "");
    }
    case "checkboxes": {
      const ticked = z
        .union([z.array(z.string()), z.literal(false)], { error: messages.choice })
        .transform((value) => (value === false ? [] : value))
        .pipe(
          z
            .array(z.string().refine((value) => field.options.includes(value), messages.choice))
            .max(field.options.length, messages.choice),
        );
      return field.required
        ? ticked.refine((list) => list.length > 0, required)
        : ticked.default([]);
    }
    case "textarea":
      return orEmpty(z.string().max(MESSAGE_MAX_LENGTH, messages.tooLong));
    default:
      return orEmpty(z.string().max(SHORT_ANSWER_MAX_LENGTH, messages.tooLong));
  }
}

/**
 * The answers of a form builder form: one rule per rendered question, nothing else accepted.
 * The block validates with it, and our route with the same definition fetched on the server.
 */
export function formBuilderSchema(
  fields: readonly BuilderField[],
  messages: Partial<BuilderMessages> = {},
) {
  return z.strictObject(
    Object.fromEntries(fields.map((field) => [field.name, fieldRule(field, messages)])),
  );
}

export type FormBuilderAnswers = Record<string, string | string[]>;
