export interface Vacation {
  vacationstart?: string | null;
  vacationend?: string | null;
  vacationtitle?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A "YYYY-MM-DD" (or ISO) date as the first instant of that day, UTC; null when unreadable. */
function dayStart(text: string | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text?.trim() ?? "");
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/**
 * The holiday running at `now`: the first vacation with now between its start and the end of its
 * last day (specs/marketplace.md 4). Both dates are required; none running: undefined.
 */
export function activeVacation<T extends Vacation>(
  vacations: readonly T[],
  now: Date,
): T | undefined {
  const time = now.getTime();
  return vacations.find((vacation) => {
    const start = dayStart(vacation.vacationstart);
    const end = dayStart(vacation.vacationend);
    return start !== null && end !== null && start <= time && time < end + DAY_MS;
  });
}

/** The holiday's dates for the locale: "8–19 juli", "24–26 Dec". */
export function vacationPeriod(vacation: Vacation, locale: string): string {
  const start = dayStart(vacation.vacationstart);
  const end = dayStart(vacation.vacationend);
  if (start === null || end === null) return "";
  const format = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return format.formatRange(new Date(start), new Date(end));
}
