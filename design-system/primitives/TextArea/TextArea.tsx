import {
  forwardRef,
  useCallback,
  useId,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import styled from "styled-components";
import { space, vars } from "../../theme";
import {
  controlSurface,
  controlText,
  FormField,
  joinIds,
  supportText,
  useMergedRefs,
} from "../FormField";
import { VisuallyHidden } from "../VisuallyHidden";
import { counterState } from "./counter";

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "children"
> {
  /** The visible label, the text area's accessible name. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message: shown under the text area, which gets `aria-invalid`. */
  error?: ReactNode;
  /** The character limit; shows a live "n/max" counter under the text area. */
  maxLength?: number;
  /** The visible counter text; "n/max" by default. */
  counterText?: (length: number, max: number) => string;
  /**
   * What screen readers hear (politely) once few characters are left, e.g.
   * `(n) => \`${n} tecken kvar\``. Nothing is announced before that.
   */
  remainingText?: (remaining: number) => string;
  /** Class for the field wrapper. */
  className?: string;
}

const defaultCounterText = (length: number, max: number) => `${length}/${max}`;
const defaultRemainingText = (remaining: number) =>
  remaining === 1 ? "1 character left" : `${remaining} characters left`;

/**
 * A multi-line text input with label, hint, error and an optional character counter. The counter
 * shows "n/max" and describes the field; screen readers are told what is left only near the
 * limit (a polite live region), not on every keystroke. Controlled or uncontrolled; the ref
 * reaches the `<textarea>` (react-hook-form's `register` works). A value set through the DOM
 * (`reset()`) updates the counter on the next edit.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    maxLength,
    counterText = defaultCounterText,
    remainingText = defaultRemainingText,
    className,
    id,
    required,
    rows = 4,
    value,
    defaultValue,
    onChange,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  const counterId = useId();
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? "").length);
  const measure = useCallback((node: HTMLTextAreaElement | null) => {
    if (node) setTypedLength(node.value.length);
  }, []);
  const mergedRef = useMergedRefs(ref, measure);
  const length = value !== undefined ? String(value).length : typedLength;
  const counter = maxLength !== undefined ? counterState(length, maxLength) : null;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      describedBy={joinIds(counter && counterId, describedBy)}
      className={className}
      footer={
        counter ? (
          <Counter>
            <CounterText id={counterId} $near={counter.near} $atLimit={counter.atLimit}>
              {counterText(counter.length, counter.max)}
            </CounterText>
            <VisuallyHidden aria-live="polite">
              {counter.near ? remainingText(counter.remaining) : ""}
            </VisuallyHidden>
          </Counter>
        ) : null
      }
    >
      {(control) => (
        <Area
          ref={mergedRef}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...rest}
          {...control}
        />
      )}
    </FormField>
  );
});

const Area = styled.textarea`
  ${controlSurface}
  ${controlText}
  width: 100%;
  min-height: 6rem;
  resize: vertical;
`;

const Counter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(${space.xxs} * -0.5);
`;

const CounterText = styled.span<{ $near: boolean; $atLimit: boolean }>`
  ${supportText}
  font-variant-numeric: tabular-nums;
  ${({ $near }) => $near && `color: ${vars.color.text}; font-weight: ${vars.fontWeight.action};`}
  ${({ $atLimit }) => $atLimit && `color: ${vars.color.feedbackError};`}
`;
