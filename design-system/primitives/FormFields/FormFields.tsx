import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { TextArea } from "../TextArea";
import { TextField } from "../TextField";

/** The controls a field spec can ask for; the kind brings its input type and keyboard. */
export type FieldKind = "text" | "email" | "tel" | "textarea";

/** One field of a form: what FormFields renders for it (label, hint, required, control). */
export interface FieldSpec<Name extends string = string> {
  /** The form value it edits (react-hook-form's field name). */
  name: Name;
  label: ReactNode;
  /** "text" when omitted. */
  kind?: FieldKind;
  hint?: ReactNode;
  /** The asterisk after the label and `required` on the control. */
  required?: boolean;
  /** The browser's autofill token; "email" and "tel" kinds bring their own. */
  autoComplete?: string;
  /** A text area's character limit (with its counter). */
  maxLength?: number;
  /** A text area's height in lines. */
  rows?: number;
  /** Cleans the value as it is typed (a phone number's letters dropped). */
  clean?: (value: string) => string;
}

export interface FormFieldsProps<Values extends FieldValues> {
  /** The fields in the order they show. */
  fields: readonly FieldSpec<Path<Values>>[];
  /** The form's `register`: each control's ref, name and events. */
  register: UseFormRegister<Values>;
  /** The form's `formState.errors`: a field's message shows under it, linked to its control. */
  errors: FieldErrors<Values>;
}

const kindProps = {
  text: {},
  email: { type: "email", autoComplete: "email" },
  tel: { type: "tel", inputMode: "tel", autoComplete: "tel" },
} as const;

/** The message of a field's error, when it has one (a nested value's error has none). */
function errorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: Path<Values>,
): string | undefined {
  const message: unknown = (errors as Record<string, { message?: unknown } | undefined>)[name]
    ?.message;
  return typeof message === "string" && message !== "" ? message : undefined;
}

/**
 * A form's fields from a list of specs, each through FormField (via TextField or TextArea):
 * label, control, hint, the error message linked with `aria-describedby` and `aria-invalid`,
 * and the required mark. The controls are registered with react-hook-form, so its
 * `shouldFocusError` moves focus to the first invalid one after a failed submit. Renders the
 * fields side by side in the caller's layout (no wrapper element).
 */
export function FormFields<Values extends FieldValues>({
  fields,
  register,
  errors,
}: FormFieldsProps<Values>) {
  return fields.map((field) => {
    const registered = register(field.name);
    const common = {
      label: field.label,
      hint: field.hint,
      required: field.required,
      error: errorMessage(errors, field.name),
      ...registered,
    };
    if (field.kind === "textarea") {
      return (
        <TextArea
          key={field.name}
          maxLength={field.maxLength}
          rows={field.rows}
          autoComplete={field.autoComplete}
          {...common}
        />
      );
    }
    const { clean } = field;
    return (
      <TextField
        key={field.name}
        {...kindProps[field.kind ?? "text"]}
        {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
        {...common}
        onChange={
          clean
            ? (event) => {
                const cleaned = clean(event.target.value);
                if (cleaned !== event.target.value) event.target.value = cleaned;
                return registered.onChange(event);
              }
            : registered.onChange
        }
      />
    );
  });
}
