/** The share of the way from `min` to `max` that `value` has reached, as 0-100 (clamped). */
export function progressPercent(value: number, min: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(min) || !Number.isFinite(max) || max <= min) {
    return 0;
  }
  const ratio = (value - min) / (max - min);
  return Math.min(100, Math.max(0, ratio * 100));
}

/** `value` kept inside [min, max], for aria-valuenow (it must not leave the range). */
export function clampProgressValue(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(value, min), Math.max(min, max));
}
