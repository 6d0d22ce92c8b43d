/** Bounds of a whole-number input; either may be left open. */
export interface NumberBounds {
  min?: number;
  max?: number;
}

/** `value` kept within `min` and `max` (open bounds when undefined). */
export function clamp(value: number, min = -Infinity, max = Infinity): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * What a whole-number input keeps of what was typed or pasted: digits only (spaces, unit and
 * separators go), and a leading minus when negative values are allowed.
 */
export function keepDigits(raw: string, allowNegative = false): string {
  const digits = raw.replace(/\D/g, "");
  return allowNegative && raw.trimStart().startsWith("-") ? `-${digits}` : digits;
}

/**
 * The committed value of a whole-number input (on blur, Enter): digits only, leading zeros
 * stripped ("007" is 7), clamped to the bounds; `null` when nothing was entered. A minus is kept
 * only when `min` is negative.
 */
export function normaliseNumberInput(raw: string, { min, max }: NumberBounds = {}): number | null {
  const kept = keepDigits(raw, min !== undefined && min < 0);
  if (kept.replace("-", "") === "") return null;
  const value = clamp(Number(kept), min, max);
  return value === 0 ? 0 : value; // no -0
}
