import {
  useId,
  useRef,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { focusRing } from "../../primitives/FormField";
import { NumberInput } from "../../primitives/NumberInput";
import {
  sliderBounds,
  sliderFill,
  sliderThumb,
  sliderThumbHalf,
  sliderThumbSize,
  sliderTrack,
} from "../../primitives/RangeSlider/track-styles";
import { indexAfterKey, nearestValue } from "./finance-math";

export interface FinanceSliderProps {
  /** The slider's visible name ("Kontantinsats"). */
  label: string;
  /** The values it takes, ascending (`steppedValues`, `periodValues`). */
  values: readonly number[];
  value: number;
  onChange: (value: number) => void;
  /** Writes a value for the eye and for screen readers ("51 980 kr", "36 mån"). */
  format: (value: number) => string;
  /** A typed input beside the slider, kept in step with it (money amounts). */
  input?: { label: string; unit?: ReactNode };
}

/**
 * One value on a track (WAI-ARIA slider): arrow keys move one step, Page Up/Down a tenth of the
 * range, Home/End to the ends, a drag or a click on the track to the nearest step; the value is
 * announced as written (`aria-valuetext`). Not a native range input: its steps are the given
 * values, whose ends need not be on the step (a down payment from 20 % of the price, then whole
 * thousands). The optional typed input clamps, strips leading zeros and snaps to a step.
 */
export function FinanceSlider({
  label,
  values,
  value,
  onChange,
  format,
  input,
}: FinanceSliderProps) {
  const labelId = useId();
  const track = useRef<HTMLDivElement>(null);
  const thumb = useRef<HTMLDivElement>(null);
  const min = values[0] ?? value;
  const max = values[values.length - 1] ?? value;
  const position = max === min ? 0 : (value - min) / (max - min);

  const change = (next: number) => {
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = values.indexOf(nearestValue(values, value));
    const next = indexAfterKey(event.key, index, values.length);
    if (next === null) return;
    event.preventDefault();
    change(values[next] as number);
  };

  const valueAt = (clientX: number) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0) return value;
    const fraction = Math.min(Math.max((clientX - box.left) / box.width, 0), 1);
    return nearestValue(values, min + fraction * (max - min));
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    thumb.current?.focus();
    change(valueAt(event.clientX));
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
    change(valueAt(event.clientX));
  };

  return (
    <Field>
      <LabelRow>
        <Label id={labelId}>{label}</Label>
        <Current aria-hidden="true">{format(value)}</Current>
      </LabelRow>
      <Track ref={track} onPointerDown={onPointerDown} onPointerMove={onPointerMove}>
        <Fill
          style={{ width: `calc(${sliderThumbHalf} + ${position} * (100% - ${sliderThumbSize}))` }}
        />
        <Thumb
          ref={thumb}
          role="slider"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-valuetext={format(value)}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          style={{ left: `calc(${position} * (100% - ${sliderThumbSize}))` }}
        />
      </Track>
      <Bounds aria-hidden="true">
        <span>{format(min)}</span>
        <span>{format(max)}</span>
      </Bounds>
      {input ? (
        <NumberInput
          label={input.label}
          hideLabel
          value={value}
          min={min}
          max={max}
          unit={input.unit}
          onValueChange={(typed) => {
            if (typed !== null) change(nearestValue(values, typed));
          }}
        />
      ) : null}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${space.xxs};
`;

const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.xs};
`;

const Label = styled.span`
  font-weight: ${vars.fontWeight.action};
`;

const Current = styled.span`
  font-size: ${fontSize.md};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  ${sliderTrack}
  touch-action: none;
  cursor: pointer;
`;

const Fill = styled.div`
  ${sliderFill}
  left: 0;
`;

const Thumb = styled.div`
  ${sliderThumb}
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  &:focus-visible {
    ${focusRing}
  }
`;

const Bounds = styled.div`
  ${sliderBounds}
`;
