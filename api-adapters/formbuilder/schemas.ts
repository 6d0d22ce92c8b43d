import { z } from "zod";

/*
 * The form builder's form definition as its API answers it (specs/marketplace.md §7, JotForm):
 * `content[0].answers`, one entry per question keyed by its id. Entries of types we do not
 * render (headings, the submit button) pass through and are left out by the block.
 */

/** A JotForm form id: digits only. */
export const formIdSchema = z.string().regex(/^\d{1,20}$/);

export const formQuestionSchema = z.object({
  /** The question's field name: the key its value is sent under. */
  name: z.string().regex(/^[A-Za-z][\w-]{0,63}$/),
  /** The question as the visitor reads it. */
  text: z.string().default(""),
  /** control_textbox, control_email, control_phone, control_dropdown, control_radio, ... */
  type: z.string(),
  order: z.coerce.number().default(0),
  required: z.enum(["Yes", "No"]).optional(),
  /** Choices of a dropdown, radio or checkbox question, separated by "|". */
  options: z.string().optional(),
  /** Help text under the question. */
  subLabel: z.string().optional(),
});
export type FormQuestion = z.infer<typeof formQuestionSchema>;

export const formAnswersSchema = z.record(z.string(), formQuestionSchema);
export type FormAnswers = z.infer<typeof formAnswersSchema>;

export const formDefinitionResponseSchema = z.object({
  responseCode: z.number().optional(),
  content: z.array(z.object({ answers: formAnswersSchema })).min(1),
});
export type FormDefinitionResponse = z.infer<typeof formDefinitionResponseSchema>;
