import type { Translate } from "../../../i18n/translate";
import type { FieldKind } from "../../primitives/FormFields";

/*
 * A form builder (JotForm) form as our form renders it: its questions (`content[0].answers` of
 * POST /api/jotform) mapped to field kinds, in their order. No zod here: the block's chunk
 * builds the schema from these fields (./schema.ts), and our route builds the same one.
 */

/** The name the hub files form builder answers under (`formName`). */
export const FORM_BUILDER_FORM_NAME = "form-builder";

/** One question as the form builder describes it (the fields we read). */
export interface BuilderQuestion {
  name: string;
  text?: string;
  type: string;
  order?: number | string;
  required?: string;
  options?: string;
  subLabel?: string;
}

/** A question we render: its field kind, label and choices. */
export interface BuilderField {
  name: string;
  label: string;
  kind: Extract<
    FieldKind,
    "text" | "email" | "tel" | "select" | "radio" | "checkboxes" | "date" | "textarea"
  >;
  required: boolean;
  options: string[];
  hint?: string;
}

/** The form builder's question types we render, and as what. Others (headings, buttons) are left out. */
export const builderKinds: Readonly<Record<string, BuilderField["kind"]>> = {
  control_textbox: "text",
  control_fullname: "text",
  control_email: "email",
  control_phone: "tel",
  control_dropdown: "select",
  control_radio: "radio",
  control_checkbox: "checkboxes",
  control_datetime: "date",
  control_textarea: "textarea",
};

/** The questions we render, in the form builder's order. */
export function builderFields(answers: Readonly<Record<string, BuilderQuestion>>): BuilderField[] {
  return Object.values(answers)
    .flatMap((question) => {
      const kind = builderKinds[question.type];
      if (!kind) return [];
      const options = (question.options ?? "")
        .split("|")
        .map((option) => option.trim())
        .filter(Boolean);
      if ((kind === "select" || kind === "radio" || kind === "checkboxes") && options.length === 0)
        return [];
      const field: BuilderField = {
        name: question.name,
        label: question.text?.trim() || question.name,
        kind,
        required: question.required === "Yes",
        options,
        ...(question.subLabel ? { hint: question.subLabel } : {}),
      };
      return [{ field, order: Number(question.order ?? 0) || 0 }];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ field }) => field);
}

/** The messages under the fields (Forms.*, in the site language). */
export interface BuilderMessages {
  required: string;
  email: string;
  phone: string;
  choice: string;
  date: string;
  tooLong: string;
}

export function builderMessages(t: Translate): BuilderMessages {
  return {
    required: t("Forms.RequiredError"),
    email: t("Forms.EmailError"),
    phone: t("Forms.PhoneError"),
    choice: t("Forms.ChoiceError"),
    date: t("Forms.DateError"),
    tooLong: t("Forms.MessageError"),
  };
}

/** The form's title: the text of its first heading question, if it has one. */
export function builderTitle(
  answers: Readonly<Record<string, BuilderQuestion>>,
): string | undefined {
  const heading = Object.values(answers)
    .filter((question) => question.type === "control_head" && question.text?.trim())
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))[0];
  return heading?.text?.trim();
}
