import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  type FocusEventHandler,
  type ReactNode,
} from "react";
import styled, { css } from "styled-components";
import { space, vars } from "../../theme";
import { choiceInput, FormField } from "../FormField";
import { useControllableState } from "../../hooks/useControllableState";

export interface RadioOption {
  value: string;
  /** The option's label beside its radio button. */
  label: ReactNode;
  /** Help text under the option's label. */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, shown as the fieldset's legend ("Vill du sälja eller byta in bilen?"). */
  label: ReactNode;
  /** The choices, in display (and arrow-key) order. */
  options: readonly RadioOption[];
  /** The selected value (controlled); `null` for none. */
  value?: string | null;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** Called when a radio loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The form field name; generated when omitted. */
  name?: string;
  /** Vertical (default) stacks options; horizontal lines them up and wraps. */
  orientation?: "vertical" | "horizontal";
  /** Help text under the legend. */
  hint?: ReactNode;
  /** Error message under the options; it describes the group (read on entering it). */
  error?: ReactNode;
  /** One option must be chosen: an asterisk after the legend and `required` on the radios. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
  /** Hides the legend visually; it stays the group's name. */
  hideLabel?: boolean;
  /** Base id for the options; generated when omitted. */
  id?: string;
  className?: string;
}

/** What a ref to RadioGroup offers: focus (the checked or first enabled radio), for form errors. */
export interface RadioGroupHandle {
  focus: () => void;
}

/**
 * A single choice among a few options: native radio buttons in a fieldset with a legend, so the
 * keyboard is the platform's (Tab into the group, arrow keys move and select). Controlled
 * (`value`) or uncontrolled (`defaultValue`). With react-hook-form use `Controller` and pass
 * `field.value`, `field.onChange`, `field.onBlur` and `field.ref` (it focuses the group).
 */
export const RadioGroup = forwardRef<RadioGroupHandle, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    value,
    defaultValue = null,
    onChange,
    onBlur,
    name,
    orientation = "vertical",
    hint,
    error,
    required = false,
    disabled = false,
    hideLabel,
    id,
    className,
  },
  ref,
) {
  const generatedName = useId();
  const groupName = name ?? generatedName;
  const [selected, select] = useControllableState<string | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const optionsRef = useRef<HTMLDivElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        const radios = [
          ...(optionsRef.current?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? []),
        ];
        (radios.find((radio) => radio.checked) ?? radios.find((radio) => !radio.disabled))?.focus();
      },
    }),
    [],
  );

  return (
    <FormField
      variant="group"
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(group, { invalid }) => (
        <Options ref={optionsRef} $orientation={orientation}>
          {options.map((option, index) => (
            <FormField
              key={option.value}
              id={`${group.id}-${index}`}
              label={option.label}
              hint={option.hint}
              labelPlacement="after"
            >
              {(control) => (
                <Radio
                  {...control}
                  type="radio"
                  name={groupName}
                  value={option.value}
                  checked={selected === option.value}
                  onChange={() => select(option.value)}
                  onBlur={onBlur}
                  disabled={disabled || option.disabled}
                  required={group.required}
                  data-invalid={invalid || undefined}
                />
              )}
            </FormField>
          ))}
        </Options>
      )}
    </FormField>
  );
});

const Options = styled.div<{ $orientation: "vertical" | "horizontal" }>`
  display: flex;
  ${({ $orientation }) =>
    $orientation === "vertical"
      ? css`
          flex-direction: column;
          gap: ${space.sm};
        `
      : css`
          flex-flow: row wrap;
          gap: ${space.sm} ${space.lg};
        `}
`;

const Radio = styled.input`
  ${choiceInput}
  border-radius: 50%;
  &:checked {
    box-shadow: inset 0 0 0 0.3125rem ${vars.color.surface};
  }
`;
