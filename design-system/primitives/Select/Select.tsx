import { forwardRef, type ReactNode, type SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { space } from "../../theme";
import { controlSurface, controlText, FormField } from "../FormField";
import { Icon } from "../Icon";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "children" | "multiple" | "size"
> {
  /** The visible label, the select's accessible name. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** A first option with the empty value ("Välj anläggning"); with `required` it must be changed. */
  placeholder?: string;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message: shown under the select, which gets `aria-invalid`. */
  error?: ReactNode;
  /** Class for the field wrapper. */
  className?: string;
}

/**
 * A native `<select>` in the brand's control style: the platform's own picker and keyboard, with
 * label, hint, error and an optional placeholder option. Controlled or uncontrolled; the ref
 * reaches the `<select>` (react-hook-form's `register` works).
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    hint,
    error,
    className,
    id,
    required,
    value,
    defaultValue,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  // With a placeholder and no value, the placeholder is what shows first.
  const initial = value === undefined && defaultValue === undefined && placeholder ? "" : undefined;
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <Frame>
          <NativeSelect
            ref={ref}
            value={value}
            defaultValue={defaultValue ?? initial}
            {...rest}
            {...control}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Chevron>
            <Icon name="ChevronDown" size="sm" />
          </Chevron>
        </Frame>
      )}
    </FormField>
  );
});

const Frame = styled.div`
  position: relative;
  display: grid;
`;

const NativeSelect = styled.select`
  ${controlSurface}
  ${controlText}
  width: 100%;
  appearance: none;
  padding-inline-end: calc(${space.sm} + 1.5rem);
  cursor: pointer;
`;

const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${space.sm};
  top: 50%;
  display: flex;
  transform: translateY(-50%);
  pointer-events: none;
`;
