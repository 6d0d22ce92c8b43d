import { clockTime } from "./car-structured-data";

/** A formatted row (the design system's OpeningHoursRow): { day: "Måndag", hours: "09:00–18:00" }. */
export interface OpeningHoursRow {
  day: string;
  hours: string;
}

export interface OpeningHoursEntry {
  day: string;
  open?: string | null;
  close?: string | null;
}

export interface DeviationDayEntry {
  date?: string | null;
  open?: string | null;
  close?: string | null;
  displayText?: string | null;
}

const weekdayIndex: Readonly<Record<string, number>> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};

const capitalized = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A weekday's name in the locale ("Måndag", "Maanantai"); 2024-01-01 was a Monday. */
function weekdayName(index: number, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return capitalized(format.format(new Date(Date.UTC(2024, 0, 1 + index))), locale);
}

/** "09:00" as the locale writes a time of day ("09.00" in Finnish). */
function localTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** "09:00–18:00" in the locale, or undefined unless both times are readable. */
function hoursText(
  open: string | null | undefined,
  close: string | null | undefined,
  locale: string,
) {
  const opens = clockTime(open);
  const closes = clockTime(close);
  return opens && closes ? `${localTime(opens, locale)}–${localTime(closes, locale)}` : undefined;
}

/**
 * A department's opening hours for the page: only days with both an opening and a closing time
 * (specs/marketplace.md 2), the day named in the locale (an unknown day as written).
 */
export function openingHoursRows(
  entries: readonly OpeningHoursEntry[],
  locale: string,
): OpeningHoursRow[] {
  return entries.flatMap((entry) => {
    const hours = hoursText(entry.open, entry.close, locale);
    if (!hours) return [];
    const index = weekdayIndex[entry.day.trim().toLowerCase()];
    return [{ day: index === undefined ? entry.day : weekdayName(index, locale), hours }];
  });
}

/**
 * Deviating days: the date in the locale ("24 dec.") and the hours, or the day's own text
 * (closed) when it has no complete hours; days without a readable date are left out.
 */
export function deviationDayRows(
  entries: readonly DeviationDayEntry[],
  locale: string,
): OpeningHoursRow[] {
  const format = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return entries.flatMap((entry) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(entry.date?.trim() ?? "");
    if (!match) return [];
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    const hours = hoursText(entry.open, entry.close, locale) ?? entry.displayText?.trim();
    return hours ? [{ day: format.format(date), hours }] : [];
  });
}
