/** Where a character counter stands: used for the visible "n/max" and the polite announcement. */
export interface CounterState {
  length: number;
  max: number;
  remaining: number;
  /** Few characters left: the counter stands out and screen readers hear what is left. */
  near: boolean;
  atLimit: boolean;
}

/** Characters left at which a counter turns "near": 10 % of the limit, at least 5. */
export function nearLimitAt(max: number): number {
  return Math.max(5, Math.ceil(max * 0.1));
}

export function counterState(length: number, max: number, nearAt = nearLimitAt(max)): CounterState {
  const remaining = Math.max(0, max - length);
  return { length, max, remaining, near: remaining <= nearAt, atLimit: remaining === 0 };
}
