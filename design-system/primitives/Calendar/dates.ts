/*
 * Calendar arithmetic on local dates only: every date is built with `new Date(y, m, d)` and read
 * with getFullYear/getMonth/getDate, never through UTC or toISOString, so days do not drift
 * across time zones or daylight-saving changes.
 */

/** A month: `month` is 0 (January) to 11, as in `Date`. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The cells of a month grid: always 6 weeks. */
export const CALENDAR_CELLS = 42;

/** Local midnight of a date. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** A day's key, "2025-03-09", from its local date. */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A number ordering days (yyyymmdd): compare days without times or time zones. */
function dayNumber(date: Date): number {
  return date.getFullYear() * 10000 + date.getMonth() * 100 + date.getDate();
}

/** Negative, zero or positive as day `a` is before, the same as, or after day `b`. */
export function compareDays(a: Date, b: Date): number {
  return dayNumber(a) - dayNumber(b);
}

export function isSameDay(a: Date, b: Date): boolean {
  return compareDays(a, b) === 0;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The same day `months` later, on the month's last day when it is shorter (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), lastDay));
}

/** Days since Monday: Monday 0 … Sunday 6. */
function weekdayFromMonday(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/** The Monday of a date's week. */
export function startOfWeek(date: Date): Date {
  return addDays(date, -weekdayFromMonday(date));
}

/** The Sunday of a date's week. */
export function endOfWeek(date: Date): Date {
  return addDays(date, 6 - weekdayFromMonday(date));
}

export function monthOf(date: Date): YearMonth {
  return { year: date.getFullYear(), month: date.getMonth() };
}

/** Negative, zero or positive as month `a` is before, the same as, or after month `b`. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * The 42 days of a month's grid (6 weeks, Monday first): the days of the previous month that
 * share the first week, the month, then the next month's days to fill the sixth week.
 */
export function calendarCells(year: number, month: number): Date[] {
  const first = new Date(year, month, 1);
  const lead = weekdayFromMonday(first);
  return Array.from(
    { length: CALENDAR_CELLS },
    (_, index) => new Date(year, month, 1 - lead + index),
  );
}

/**
 * The earliest month a calendar may show: the current month (`today`), or the month of `minDate`
 * when that is later. Specs: the previous-month button is disabled at the current month.
 */
export function earliestMonth(today: Date, minDate?: Date): YearMonth {
  const current = monthOf(today);
  if (!minDate) return current;
  const min = monthOf(minDate);
  return compareMonths(min, current) > 0 ? min : current;
}

/** Whether going back from the shown month is blocked (at the current month or `minDate`'s). */
export function isPrevMonthDisabled(shown: YearMonth, today: Date, minDate?: Date): boolean {
  return compareMonths(shown, earliestMonth(today, minDate)) <= 0;
}

/** Whether going forward from the shown month is blocked (at `maxDate`'s month). */
export function isNextMonthDisabled(shown: YearMonth, maxDate?: Date): boolean {
  return maxDate !== undefined && compareMonths(shown, monthOf(maxDate)) >= 0;
}

export interface DayRules {
  minDate?: Date;
  maxDate?: Date;
  isDateDisabled?: (date: Date) => boolean;
}

/** Whether a day cannot be chosen: before `minDate`, after `maxDate`, or `isDateDisabled`. */
export function isDayDisabled(date: Date, { minDate, maxDate, isDateDisabled }: DayRules): boolean {
  if (minDate && compareDays(date, minDate) < 0) return true;
  if (maxDate && compareDays(date, maxDate) > 0) return true;
  return isDateDisabled?.(date) ?? false;
}

/**
 * Where a key moves the focused day (WAI-ARIA date picker grid): arrows a day or a week,
 * PageUp/PageDown a month (with Shift a year), Home/End the week's Monday/Sunday.
 * `null` for other keys.
 */
export function keyTarget(focused: Date, key: string, shiftKey = false): Date | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(focused, -1);
    case "ArrowRight":
      return addDays(focused, 1);
    case "ArrowUp":
      return addDays(focused, -7);
    case "ArrowDown":
      return addDays(focused, 7);
    case "PageUp":
      return addMonths(focused, shiftKey ? -12 : -1);
    case "PageDown":
      return addMonths(focused, shiftKey ? 12 : 1);
    case "Home":
      return startOfWeek(focused);
    case "End":
      return endOfWeek(focused);
    default:
      return null;
  }
}

/** The seven weekday names, Monday first, in a locale ("måndag" or "mån" in sv-SE). */
export function weekdayNames(locale: string, width: "long" | "short" | "narrow"): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width });
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(2024, 0, 1 + index)));
}
