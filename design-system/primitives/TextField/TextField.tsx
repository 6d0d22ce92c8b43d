import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import styled from "styled-components";
import { controlSurface, controlText, FormField } from "../FormField";

export type TextFieldType = "text" | "email" | "tel" | "search";

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "size" | "children"
> {
  /** The visible label, the input's accessible name. */
  label: ReactNode;
  /** Help text under the label (format, what the value is used for). */
  hint?: ReactNode;
  /** Error message: shown under the input, which gets `aria-invalid`. */
  error?: ReactNode;
  /** The input type; picks the mobile keyboard (email, tel) and clear button (search). */
  type?: TextFieldType;
  /** Hides the label visually (a search box next to a visible heading); still the name. */
  hideLabel?: boolean;
  /** Class for the field wrapper (layout from the caller). */
  className?: string;
}

/**
 * A single-line text input with its label, hint and error message. Controlled (`value` and
 * `onChange`) or uncontrolled (`defaultValue`); the ref reaches the `<input>`, so react-hook-form's
 * `register("email")` can be spread on it directly.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    type = "text",
    hideLabel,
    className,
    id,
    required,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      hideLabel={hideLabel}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <Input ref={ref} type={type} {...rest} {...control} />}
    </FormField>
  );
});

const Input = styled.input`
  ${controlSurface}
  ${controlText}
  width: 100%;
`;
