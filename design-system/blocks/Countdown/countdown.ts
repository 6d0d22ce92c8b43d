/** The countdown updates once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has been reached: every part is zero and the countdown stops (specs). */
  done: boolean;
}

/** Days, hours, minutes and seconds from `now` to `target` (ms), never below zero. */
export function countdownParts(target: number, now: number): CountdownParts {
  const remaining = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(remaining / 86_400),
    hours: Math.floor((remaining % 86_400) / 3_600),
    minutes: Math.floor((remaining % 3_600) / 60),
    seconds: remaining % 60,
    done: remaining === 0,
  };
}

/** Two digits for hours, minutes and seconds ("07"); days as they are. */
export function pad(value: number): string {
  return value.toString().padStart(2, "0");
}

/**
 * A date from the CMS in ms: ISO 8601 ("2026-12-24T18:00:00Z") or Sitecore's compact form
 * ("20261224T180000Z", UTC). `null` when it is not a date.
 */
export function parseCountdownDate(
  value: string | number | Date | null | undefined,
): number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(text);
  if (compact) {
    const [, y, mo, d, h, mi, s] = compact.map(Number) as number[];
    const ms = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
    // Sitecore's "no date" value is the year 1.
    return (y ?? 0) <= 1 ? null : ms;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
