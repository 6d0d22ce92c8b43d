import { useId, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { fontSize, lineHeight, space, vars } from "../../theme";
import { Icon } from "../Icon";
import { VisuallyHidden } from "../VisuallyHidden";
import { supportText } from "./styles";

/** What FormField hands its control: spread these on the `<input>`/`<select>`/`<textarea>`. */
export interface FormControlProps {
  id: string;
  /** Error, hint and extra descriptions (fields only: a group carries them on its fieldset). */
  "aria-describedby"?: string;
  /** Set on a field's control; a group's radios cannot carry it (ARIA), they use `invalid`. */
  "aria-invalid"?: true;
  required?: boolean;
}

/** The field's state, for styling (a group's radios cannot carry `aria-invalid`: `data-invalid`). */
export interface FormFieldState {
  invalid: boolean;
}

export interface FormFieldProps {
  /** The visible label: a `<label>` for a field, the `<legend>` of a group. */
  label: ReactNode;
  /** Help text under the label, read after the label by screen readers. */
  hint?: ReactNode;
  /** Error message: shown under the control (with an icon), marks the control invalid. */
  error?: ReactNode;
  /** Marks the field required: an asterisk after the label and `required` on the control. */
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** "group" renders a fieldset with a legend, for a set of controls (radios, two thumbs). */
  variant?: "field" | "group";
  /** "after" puts the label to the right of the control (checkboxes). */
  labelPlacement?: "above" | "after";
  /** Hides the label visually; it stays the accessible name. */
  hideLabel?: boolean;
  /** More ids that describe the control (a unit, a counter), read after error and hint. */
  describedBy?: string;
  /** Content between the control and the error (a character counter). */
  footer?: ReactNode;
  className?: string;
  /** Renders the control; spread the props it receives on the native element. */
  children: (control: FormControlProps, state: FormFieldState) => ReactNode;
}

/** Joins ids for `aria-describedby`, or undefined when there are none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined === "" ? undefined : joined;
}

/**
 * The frame every form control shares: label (or legend), optional hint, the control, and an error
 * message wired to the control with `aria-describedby` and `aria-invalid`. Controls render inside
 * it through `children`, a function receiving the props to spread on the native element.
 * The error is not a live region: after a failed submit, move focus to the first invalid
 * control (react-hook-form's `shouldFocusError`), and its error is read with it.
 */
export function FormField({
  label,
  hint,
  error,
  required = false,
  id,
  variant = "field",
  labelPlacement = "above",
  hideLabel = false,
  describedBy,
  footer,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== "";
  const description = joinIds(hasError && errorId, hasHint && hintId, describedBy);
  const after = labelPlacement === "after";

  const labelContent = (
    <>
      {label}
      {required ? <RequiredMark aria-hidden="true">{"\u00a0*"}</RequiredMark> : null}
    </>
  );

  const hintNode = hasHint ? (
    <Hint id={hintId} $after={after}>
      {hint}
    </Hint>
  ) : null;
  const errorNode = hasError ? (
    <ErrorText id={errorId} $after={after}>
      <Icon name="WarningAlert" size="inherit" />
      <span>{error}</span>
    </ErrorText>
  ) : null;

  if (variant === "group") {
    return (
      <Fieldset className={className} aria-describedby={description}>
        {hideLabel ? (
          <VisuallyHidden as="legend">{labelContent}</VisuallyHidden>
        ) : (
          <Legend>{labelContent}</Legend>
        )}
        {hintNode}
        {children({ id: controlId, required }, { invalid: hasError })}
        {footer}
        {errorNode}
      </Fieldset>
    );
  }

  const control = children(
    {
      id: controlId,
      "aria-describedby": description,
      "aria-invalid": hasError || undefined,
      required,
    },
    { invalid: hasError },
  );
  const labelNode = hideLabel ? (
    <VisuallyHidden as="label" htmlFor={controlId}>
      {labelContent}
    </VisuallyHidden>
  ) : (
    <Label htmlFor={controlId} $after={after}>
      {labelContent}
    </Label>
  );

  return (
    <Field className={className} $after={after}>
      {after ? control : null}
      {labelNode}
      {hintNode}
      {after ? null : control}
      {footer}
      {errorNode}
    </Field>
  );
}

const labelText = css`
  font-size: ${fontSize.md};
  line-height: ${lineHeight.body};
  color: ${vars.color.text};
`;

const Field = styled.div<{ $after: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xxs};
  align-content: start;
  min-width: 0;
  &:has(:disabled) > label {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
  ${({ $after }) =>
    $after &&
    css`
      grid-template-columns: auto minmax(0, 1fr);
      column-gap: ${space.xs};
      align-items: start;
    `}
`;

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xs};
  align-content: start;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Label = styled.label<{ $after: boolean }>`
  ${labelText}
  font-weight: ${({ $after }) => ($after ? vars.fontWeight.body : vars.fontWeight.action)};
  ${({ $after }) =>
    $after &&
    css`
      cursor: pointer;
    `}
`;

const Legend = styled.legend`
  ${labelText}
  padding: 0;
  margin-bottom: ${space.xxs};
  font-weight: ${vars.fontWeight.action};
`;

const RequiredMark = styled.span`
  color: ${vars.color.feedbackError};
`;

const Hint = styled.div<{ $after: boolean }>`
  ${supportText}
  ${({ $after }) => $after && "grid-column: 2;"}
`;

const ErrorText = styled.div<{ $after: boolean }>`
  display: flex;
  gap: ${space.xxs};
  align-items: flex-start;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.body};
  color: ${vars.color.feedbackError};
  ${({ $after }) => $after && "grid-column: 2;"}
  svg {
    margin-top: 0.25em;
  }
`;
