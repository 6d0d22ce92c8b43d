import type { ChangeEvent, ReactNode } from "react";
import styled, { css } from "styled-components";
import { space } from "../../theme";
import { FormField, focusRing } from "../FormField";
import { useControllableState } from "../../hooks/useControllableState";
import { NumberInput } from "../NumberInput";
import {
  applyTypedValue,
  moveThumb,
  sliderStep,
  thumbMax,
  trackPosition,
  type NumberRange,
  type RangeBounds,
} from "./range";
import {
  nativeThumbOffset,
  sliderBounds,
  sliderFill,
  sliderThumb,
  sliderThumbHalf,
  sliderThumbSize,
  sliderTrack,
} from "./track-styles";

export interface RangeSliderProps {
  /** The filter's name, the group's legend ("Pris", "Miltal"). */
  label: ReactNode;
  /** Lowest possible value (the facet's min). */
  min: number;
  /** Highest possible value (the facet's max). */
  max: number;
  /** The chosen [min, max] (controlled). */
  value?: NumberRange;
  /** The initial [min, max] (uncontrolled); the full bounds by default. */
  defaultValue?: NumberRange;
  /**
   * Called with the new [min, max] on every thumb move and typed commit. The caller debounces
   * (the car list waits 1500 ms after the last change before it searches).
   */
  onChange?: (value: [number, number]) => void;
  /** The thumbs' step; `sliderStep(min, max)` (about 1/100 of the range, at least 1) by default. */
  step?: number;
  /** Accessible name of the low thumb and label of its typed input ("Lägsta pris"). */
  minLabel: string;
  /** Accessible name of the high thumb and label of its typed input ("Högsta pris"). */
  maxLabel: string;
  /** Formats a value for screen readers and the bound labels ("150 000 kr"). */
  formatValue?: (value: number) => string;
  /** A unit inside the typed inputs ("kr", "mil", "hk"). */
  unit?: ReactNode;
  /** Shows the two typed inputs under the track (default true). */
  showInputs?: boolean;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** Error message under the slider. */
  error?: ReactNode;
  disabled?: boolean;
  /** Hides the legend visually; it stays the group's name. */
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

/**
 * A range filter: two thumbs (native range inputs, so arrow keys, PageUp/PageDown and Home/End
 * work) on one track, and two typed inputs. Typed values strip spaces and parse as integers; the
 * ends swap when min > max and clamp within the bounds. A dragged thumb stops at the other one.
 */
export function RangeSlider({
  label,
  min,
  max,
  value,
  defaultValue,
  onChange,
  step,
  minLabel,
  maxLabel,
  formatValue,
  unit,
  showInputs = true,
  hint,
  error,
  disabled = false,
  hideLabel,
  id,
  className,
}: RangeSliderProps) {
  const bounds: RangeBounds = { min, max };
  const [range, setRange] = useControllableState<NumberRange>(
    value,
    defaultValue ?? [min, max],
    (next) => onChange?.([next[0], next[1]]),
  );
  const [low, high] = range;
  const thumbStep = step ?? sliderStep(min, max);
  const inputMax = thumbMax(min, max, thumbStep);
  const format = formatValue ?? String;

  const update = (next: [number, number]) => {
    if (next[0] !== low || next[1] !== high) setRange(next);
  };
  const onThumb = (end: "min" | "max") => (event: ChangeEvent<HTMLInputElement>) =>
    update(moveThumb(range, end, event.target.valueAsNumber, bounds));

  // When both thumbs meet, the one that can still move away from the edge must be on top.
  const lowOnTop = low === high && trackPosition(low, bounds) > 0.5;
  const start = trackPosition(low, bounds);
  const end = trackPosition(high, bounds);

  return (
    <FormField
      variant="group"
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(group) => (
        <>
          <Track $disabled={disabled}>
            <Fill
              style={{
                left: `calc(${sliderThumbHalf} + ${start} * (100% - ${sliderThumbSize}))`,
                right: `calc(${sliderThumbHalf} + ${1 - end} * (100% - ${sliderThumbSize}))`,
              }}
            />
            <Thumb
              type="range"
              id={`${group.id}-low`}
              aria-label={minLabel}
              aria-valuetext={formatValue?.(low)}
              min={min}
              max={inputMax}
              step={thumbStep}
              value={low}
              disabled={disabled}
              onChange={onThumb("min")}
              $onTop={lowOnTop}
            />
            <Thumb
              type="range"
              id={`${group.id}-high`}
              aria-label={maxLabel}
              aria-valuetext={formatValue?.(high)}
              min={min}
              max={inputMax}
              step={thumbStep}
              value={high}
              disabled={disabled}
              onChange={onThumb("max")}
              $onTop={!lowOnTop}
            />
          </Track>
          <BoundLabels aria-hidden="true">
            <span>{format(min)}</span>
            <span>{format(max)}</span>
          </BoundLabels>
          {showInputs ? (
            <Inputs>
              <NumberInput
                label={minLabel}
                value={low}
                min={min}
                max={max}
                unit={unit}
                disabled={disabled}
                onValueChange={(typed) => update(applyTypedValue(range, "min", typed, bounds))}
              />
              <NumberInput
                label={maxLabel}
                value={high}
                min={min}
                max={max}
                unit={unit}
                disabled={disabled}
                onValueChange={(typed) => update(applyTypedValue(range, "max", typed, bounds))}
              />
            </Inputs>
          ) : null}
        </>
      )}
    </FormField>
  );
}

const Track = styled.div<{ $disabled: boolean }>`
  ${sliderTrack}
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

const Fill = styled.div`
  ${sliderFill}
`;

const thumb = css`
  ${sliderThumb}
  pointer-events: auto;
`;

const Thumb = styled.input<{ $onTop: boolean }>`
  position: absolute;
  inset: 0;
  z-index: ${({ $onTop }) => ($onTop ? 2 : 1)};
  width: 100%;
  height: 100%;
  margin: 0;
  appearance: none;
  background: transparent;
  pointer-events: none;
  &::-webkit-slider-runnable-track {
    height: 100%;
    background: transparent;
  }
  &::-webkit-slider-thumb {
    ${thumb}
    appearance: none;
    margin-top: ${nativeThumbOffset};
  }
  &::-moz-range-track {
    background: transparent;
  }
  &::-moz-range-thumb {
    ${thumb}
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::-webkit-slider-thumb {
    ${focusRing}
  }
  &:focus-visible::-moz-range-thumb {
    ${focusRing}
  }
  &:disabled::-webkit-slider-thumb {
    cursor: not-allowed;
  }
  &:disabled::-moz-range-thumb {
    cursor: not-allowed;
  }
`;

const BoundLabels = styled.div`
  ${sliderBounds}
`;

const Inputs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${space.sm};
`;
