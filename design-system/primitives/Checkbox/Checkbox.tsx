import { forwardRef, useEffect, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import styled from "styled-components";
import { vars } from "../../theme";
import { choiceInput, FormField, useMergedRefs } from "../FormField";
import { Icon } from "../Icon";

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "children" | "size"
> {
  /** The label to the right of the box; may contain a link ("Jag godkänner <a>villkoren</a>"). */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message under the label; the checkbox gets `aria-invalid`. */
  error?: ReactNode;
  /** Shows the mixed state ("some selected"); the next click checks it. */
  indeterminate?: boolean;
  /** Class for the field wrapper. */
  className?: string;
}

/**
 * A native checkbox drawn in the brand's style, its label beside it (a link inside the label
 * stays a link). Controlled (`checked`) or uncontrolled (`defaultChecked`); the ref reaches the
 * `<input>` (react-hook-form's `register` works).
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    indeterminate = false,
    className,
    id,
    required,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, inputRef);

  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      describedBy={describedBy}
      labelPlacement="after"
      className={className}
    >
      {(control) => (
        <Box>
          <Input ref={mergedRef} type="checkbox" {...rest} {...control} />
          <Mark data-mark="check">
            <Icon name="Check" size="inherit" />
          </Mark>
          <Mark data-mark="mixed">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 12h12" />
            </svg>
          </Mark>
        </Box>
      )}
    </FormField>
  );
});

/** 24 px box: the target-size minimum; the label beside it is clickable too. */
const Box = styled.span`
  display: inline-grid;
  width: 1.5rem;
  height: 1.5rem;
`;

const Input = styled.input`
  ${choiceInput}
  grid-area: 1 / 1;
  /* A square even in brands whose controls are pills: a round box would read as a radio. */
  border-radius: min(${vars.radius.control}, 0.25rem);
  &:indeterminate {
    background: ${vars.color.action};
    border-color: ${vars.color.action};
  }
  &:disabled:indeterminate {
    background: ${vars.color.textMuted};
    border-color: ${vars.color.textMuted};
  }
`;

const Mark = styled.span`
  grid-area: 1 / 1;
  display: grid;
  place-items: center;
  pointer-events: none;
  visibility: hidden;
  color: ${vars.color.actionText};
  svg {
    width: 1.25rem;
    height: 1.25rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  input:checked:not(:indeterminate) ~ &[data-mark="check"],
  input:indeterminate ~ &[data-mark="mixed"] {
    visibility: visible;
  }
  @media (forced-colors: active) {
    display: none;
  }
`;
