import { clamp, normaliseNumberInput } from "../NumberInput/normalise";

/** A chosen interval: [lowest, highest]. */
export type NumberRange = readonly [number, number];

/** The outer limits a range lives in (a facet's min and max). */
export interface RangeBounds {
  min: number;
  max: number;
}

/** The thumbs' step: about 1/100 of the range, at least 1 (specs: histogram slider). */
export function sliderStep(min: number, max: number): number {
  return Math.max(1, Math.round((max - min) / 100));
}

/**
 * The `max` of each native range input: the bound rounded up to a whole step from `min`, so the
 * top thumb reaches the bound even when the range is not a multiple of the step (values are
 * clamped back to the bound).
 */
export function thumbMax(min: number, max: number, step: number): number {
  return min + Math.ceil((max - min) / step) * step;
}

/** An ordered range inside the bounds: min and max swap when min > max, then both clamp. */
export function normaliseRange([a, b]: NumberRange, { min, max }: RangeBounds): [number, number] {
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return [clamp(low, min, max), clamp(high, min, max)];
}

/**
 * A value typed for one end of the range: spaces stripped and parsed as an integer ("150 000"
 * is 150000), empty meaning that end's bound; then swapped and clamped (`normaliseRange`).
 */
export function applyTypedValue(
  range: NumberRange,
  end: "min" | "max",
  typed: string | number | null,
  bounds: RangeBounds,
): [number, number] {
  const parsed = typeof typed === "string" ? normaliseNumberInput(typed) : typed;
  const value = parsed ?? (end === "min" ? bounds.min : bounds.max);
  return normaliseRange(end === "min" ? [value, range[1]] : [range[0], value], bounds);
}

/** A thumb dragged to `value`: clamped to the bounds and stopped at the other thumb (no swap). */
export function moveThumb(
  [low, high]: NumberRange,
  end: "min" | "max",
  value: number,
  { min, max }: RangeBounds,
): [number, number] {
  return end === "min" ? [clamp(value, min, high), high] : [low, clamp(value, low, max)];
}

/** Where a value sits on the track, from 0 to 1. */
export function trackPosition(value: number, { min, max }: RangeBounds): number {
  return max === min ? 0 : clamp((value - min) / (max - min), 0, 1);
}
