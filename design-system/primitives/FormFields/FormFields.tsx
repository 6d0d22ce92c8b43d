import type { ReactNode } from "react";
import styled from "styled-components";
import { space, vars } from "../../theme";
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from "react-hook-form";
import { Calendar } from "../Calendar";
import { dayKey } from "../Calendar/dates";
import { Checkbox } from "../Checkbox";
import { FormField } from "../FormField";
import { RadioGroup } from "../RadioGroup";
import { Select } from "../Select";
import { TextArea } from "../TextArea";
import { TextField } from "../TextField";

/** The controls a field spec can ask for; the kind brings its input type and keyboard. */
export type FieldKind =
  | "text"
  | "email"
  | "tel"
  /** A whole number typed as text (the numeric keyboard; no spinner that changes it on scroll). */
  | "number"
  | "textarea"
  /** One choice in a native select (`options`, `placeholder`). */
  | "select"
  /** One choice as radio buttons (`options`). */
  | "radio"
  /** One box: true or false. */
  | "checkbox"
  /** Several boxes under one legend (`options`): the ticked values as a list. */
  | "checkboxes"
  /** A day on the calendar (`calendar`): its key, YYYY-MM-DD. */
  | "date";

export interface FieldOption {
  value: string;
  label: string;
}

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
  /** The choices of a select, radio or checkboxes field. */
  options?: readonly FieldOption[];
  /** A select's empty first option ("Choose"). */
  placeholder?: string;
  /** A date field's calendar: the days it offers and its texts. */
  calendar?: DateFieldCalendar;
}

/** What a date field's calendar needs besides the value. */
export interface DateFieldCalendar {
  today?: Date;
  minDate?: Date;
  maxDate?: Date;
  locale?: string;
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** The text under the calendar once a day is chosen ("Chosen date: 12 May"). */
  chosenText?: (formatted: string) => string;
}

export interface FormFieldsProps<Values extends FieldValues> {
  /** The fields in the order they show. */
  fields: readonly FieldSpec<Path<Values>>[];
  /** The form's `register`: each control's ref, name and events. */
  register: UseFormRegister<Values>;
  /** The form's `control`: radio groups are controlled through it. */
  control: Control<Values, unknown, unknown>;
  /** The form's `formState.errors`: a field's message shows under it, linked to its control. */
  errors: FieldErrors<Values>;
}

const kindProps = {
  text: {},
  email: { type: "email", autoComplete: "email" },
  tel: { type: "tel", inputMode: "tel", autoComplete: "tel" },
  number: { inputMode: "numeric" },
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
 * A form's fields from a list of specs, each through FormField (via the primitives): label,
 * control, hint, the error message linked with `aria-describedby` and `aria-invalid`, and the
 * required mark. The controls are registered with react-hook-form, so its `shouldFocusError`
 * moves focus to the first invalid one after a failed submit. Renders the fields side by side
 * in the caller's layout (no wrapper element).
 */
export function FormFields<Values extends FieldValues>({
  fields,
  register,
  control,
  errors,
}: FormFieldsProps<Values>) {
  return fields.map((field) => {
    const error = errorMessage(errors, field.name);
    const options = field.options ?? [];
    switch (field.kind) {
      case "date":
        return (
          <Controller
            key={field.name}
            name={field.name}
            control={control}
            render={({ field: date }) => (
              <FormField
                variant="group"
                label={field.label}
                hint={field.hint}
                required={field.required}
                error={error}
              >
                {(_group, { invalid }) => (
                  <DateControl
                    invalid={invalid}
                    value={typeof date.value === "string" ? date.value : ""}
                    onChange={date.onChange}
                    focusRef={date.ref}
                    calendar={field.calendar}
                  />
                )}
              </FormField>
            )}
          />
        );
      case "radio":
        return (
          <Controller
            key={field.name}
            name={field.name}
            control={control}
            render={({ field: radio }) => (
              <RadioGroup
                ref={radio.ref}
                name={radio.name}
                value={typeof radio.value === "string" ? radio.value : null}
                onChange={radio.onChange}
                onBlur={radio.onBlur}
                label={field.label}
                hint={field.hint}
                required={field.required}
                error={error}
                options={options}
              />
            )}
          />
        );
      case "checkboxes":
        return (
          <FormField
            key={field.name}
            variant="group"
            label={field.label}
            hint={field.hint}
            required={field.required}
            error={error}
          >
            {(_group, { invalid }) =>
              options.map((option) => (
                <Checkbox
                  key={option.value}
                  label={option.label}
                  value={option.value}
                  data-invalid={invalid || undefined}
                  {...register(field.name)}
                />
              ))
            }
          </FormField>
        );
      case "checkbox":
        return (
          <Checkbox
            key={field.name}
            label={field.label}
            hint={field.hint}
            required={field.required}
            error={error}
            {...register(field.name)}
          />
        );
      case "select":
        return (
          <Select
            key={field.name}
            label={field.label}
            hint={field.hint}
            required={field.required}
            error={error}
            placeholder={field.placeholder}
            options={options}
            {...register(field.name)}
          />
        );
      case "textarea":
        return (
          <TextArea
            key={field.name}
            label={field.label}
            hint={field.hint}
            required={field.required}
            error={error}
            maxLength={field.maxLength}
            rows={field.rows}
            autoComplete={field.autoComplete}
            {...register(field.name)}
          />
        );
      default: {
        const registered = register(field.name);
        const { clean } = field;
        return (
          <TextField
            key={field.name}
            {...kindProps[field.kind ?? "text"]}
            {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
            label={field.label}
            hint={field.hint}
            required={field.required}
            error={error}
            {...registered}
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
      }
    }
  });
}

/** A day key (YYYY-MM-DD) as the calendar's date, or null. */
function dateOfKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

function DateControl({
  invalid,
  value,
  onChange,
  focusRef,
  calendar,
}: {
  invalid: boolean;
  value: string;
  onChange: (key: string) => void;
  /** react-hook-form's ref: focusing the field focuses the calendar's current day. */
  focusRef: (target: { focus: () => void } | null) => void;
  calendar?: DateFieldCalendar;
}) {
  const chosen = dateOfKey(value);
  const locale = calendar?.locale;
  return (
    <DateBox
      tabIndex={-1}
      data-invalid={invalid || undefined}
      ref={(box) =>
        focusRef(
          box
            ? { focus: () => (box.querySelector<HTMLElement>('[tabindex="0"]') ?? box).focus() }
            : null,
        )
      }
    >
      <Calendar
        value={chosen}
        onSelect={(date) => onChange(dayKey(date))}
        today={calendar?.today}
        minDate={calendar?.minDate}
        maxDate={calendar?.maxDate}
        locale={locale}
        previousMonthLabel={calendar?.previousMonthLabel ?? "‹"}
        nextMonthLabel={calendar?.nextMonthLabel ?? "›"}
      />
      {chosen && calendar?.chosenText ? (
        <Chosen>
          {calendar.chosenText(
            chosen.toLocaleDateString(locale, { weekday: "long", day: "numeric", month: "long" }),
          )}
        </Chosen>
      ) : null}
    </DateBox>
  );
}

const DateBox = styled.div`
  display: grid;
  gap: ${space.xs};
  max-width: 24rem;
  &:focus {
    outline: none;
  }
`;

const Chosen = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.action};
`;
