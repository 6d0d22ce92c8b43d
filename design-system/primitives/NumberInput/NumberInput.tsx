import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import styled from "styled-components";
import { motion, space, vars } from "../../theme";
import {
  bareInput,
  controlFrame,
  controlSurface,
  FormField,
  joinIds,
  supportText,
} from "../FormField";
import { useControllableState } from "../../hooks/useControllableState";
import { VisuallyHidden } from "../VisuallyHidden";
import { clamp, keepDigits, normaliseNumberInput } from "./normalise";

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step" | "size" | "children"
> {
  /** The visible label, the input's accessible name. */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message: shown under the input, which gets `aria-invalid`. */
  error?: ReactNode;
  /** Hides the label visually; it stays the accessible name. */
  hideLabel?: boolean;
  /** The committed value (controlled); `null` when empty. */
  value?: number | null;
  /** The initial value (uncontrolled). */
  defaultValue?: number | null;
  /** Called with the committed value: on blur, Enter, arrow keys and the step buttons. */
  onValueChange?: (value: number | null) => void;
  /** Lowest value; a minus sign is accepted only when this is negative. */
  min?: number;
  /** Highest value. */
  max?: number;
  /** Step of the − and + buttons and the arrow keys. */
  step?: number;
  /** Shows − and + buttons beside the input, named by these texts ("Färre däck", "Fler däck"). */
  stepButtons?: { decrementLabel: string; incrementLabel: string };
  /** A unit after the number, inside the box ("kr", "km", "mil"); it also describes the input. */
  unit?: ReactNode;
  /** Class for the field wrapper. */
  className?: string;
}

/**
 * A whole-number input: accepts digits only while typing, and on commit (blur, Enter) strips
 * leading zeros and clamps to `min`/`max` (`normaliseNumberInput`). Optional − and + buttons and
 * ArrowUp/ArrowDown step the value; an optional unit sits inside the box. The value is a number
 * (`null` when empty) reported through `onValueChange`; with react-hook-form use `Controller`
 * (`value`, `onValueChange`, `onBlur`, `ref`: the ref reaches the `<input>`).
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  {
    label,
    hint,
    error,
    hideLabel,
    value,
    defaultValue = null,
    onValueChange,
    min,
    max,
    step = 1,
    stepButtons,
    unit,
    className,
    id,
    required,
    disabled,
    onBlur,
    onKeyDown,
    "aria-describedby": describedBy,
    ...rest
  },
  ref,
) {
  const unitId = useId();
  const [committed, commit] = useControllableState<number | null>(
    value,
    defaultValue,
    onValueChange,
  );
  /** What is typed but not yet committed; `null` shows the committed value. */
  const [draft, setDraft] = useState<string | null>(null);
  /** Set after a step button, so screen readers hear the new value. */
  const [announcement, setAnnouncement] = useState("");
  const allowNegative = min !== undefined && min < 0;
  const shown = draft ?? (committed === null ? "" : String(committed));

  const commitDraft = () => {
    if (draft === null) return;
    const next = normaliseNumberInput(draft, { min, max });
    setDraft(null);
    if (next !== committed) commit(next);
  };

  const stepBy = (direction: 1 | -1): number => {
    const current = draft === null ? committed : normaliseNumberInput(draft, { min, max });
    const next =
      current === null ? clamp(0, min, max) : clamp(current + direction * step, min, max);
    setDraft(null);
    if (next !== committed) commit(next);
    return next;
  };

  const atMin = committed !== null && draft === null && min !== undefined && committed <= min;
  const atMax = committed !== null && draft === null && max !== undefined && committed >= max;

  const stepButton = (direction: 1 | -1) => {
    const inactive = Boolean(disabled) || (direction < 0 ? atMin : atMax);
    return (
      <StepButton
        type="button"
        aria-label={direction < 0 ? stepButtons?.decrementLabel : stepButtons?.incrementLabel}
        aria-disabled={inactive || undefined}
        disabled={disabled}
        onClick={() => {
          if (inactive) return;
          const next = stepBy(direction);
          setAnnouncement(String(next));
        }}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d={direction < 0 ? "M3 8h10" : "M3 8h10M8 3v10"} />
        </svg>
      </StepButton>
    );
  };

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      hideLabel={hideLabel}
      describedBy={joinIds(unit !== undefined && unit !== null && unitId, describedBy)}
      className={className}
    >
      {(control) => (
        <Row>
          {stepButtons ? stepButton(-1) : null}
          <Frame>
            <Input
              ref={ref}
              type="text"
              inputMode={allowNegative ? "text" : "numeric"}
              autoComplete="off"
              {...rest}
              {...control}
              disabled={disabled}
              value={shown}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                setDraft(keepDigits(event.target.value, allowNegative))
              }
              onBlur={(event: FocusEvent<HTMLInputElement>) => {
                commitDraft();
                onBlur?.(event);
              }}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key === "Enter") commitDraft();
                if (event.key === "ArrowUp" || event.key === "ArrowDown") {
                  event.preventDefault();
                  stepBy(event.key === "ArrowUp" ? 1 : -1);
                }
                onKeyDown?.(event);
              }}
            />
            {unit !== undefined && unit !== null ? <Unit id={unitId}>{unit}</Unit> : null}
          </Frame>
          {stepButtons ? stepButton(1) : null}
          {stepButtons ? <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden> : null}
        </Row>
      )}
    </FormField>
  );
});

const Row = styled.div`
  display: flex;
  gap: ${space.xs};
  align-items: stretch;
`;

const Frame = styled.div`
  ${controlFrame}
  flex: 1 1 auto;
  min-width: 0;
`;

const Input = styled.input`
  ${bareInput}
  font-variant-numeric: tabular-nums;
`;

const Unit = styled.span`
  ${supportText}
  display: flex;
  align-items: center;
  padding-inline-end: ${space.sm};
  color: ${vars.color.textMuted};
  white-space: nowrap;
`;

const StepButton = styled.button`
  ${controlSurface}
  flex: none;
  display: grid;
  place-items: center;
  width: 2.75rem;
  padding: 0;
  cursor: pointer;
  transition: background ${motion.fast};
  svg {
    width: 1rem;
    height: 1rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
  &:hover:not([aria-disabled="true"]):not(:disabled) {
    background: ${vars.color.surfaceRaised};
  }
  &[aria-disabled="true"] {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;
