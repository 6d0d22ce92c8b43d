import { describe, expect, it } from "vitest";
import {
  addMonths,
  calendarCells,
  compareDays,
  dayKey,
  earliestMonth,
  endOfWeek,
  isDayDisabled,
  isNextMonthDisabled,
  isPrevMonthDisabled,
  keyTarget,
  startOfWeek,
  weekdayNames,
} from "./dates";

const d = (year: number, month: number, day: number) => new Date(year, month - 1, day);

/** A cell that must exist (the grid always has 42). */
function at(cells: Date[], index: number): Date {
  const cell = cells.at(index);
  if (!cell) throw new Error(`no cell ${index}`);
  return cell;
}

describe("calendarCells", () => {
  const months = Array.from({ length: 12 * 6 }, (_, index) => ({
    year: 2023 + Math.floor(index / 12),
    month: index % 12,
  }));

  it.each(months)("has 42 days from a Monday for $year-$month", ({ year, month }) => {
    const cells = calendarCells(year, month);
    expect(cells).toHaveLength(42);
    expect(at(cells, 0).getDay()).toBe(1);
    expect(at(cells, 41).getDay()).toBe(0);
    // Consecutive local days, whatever the time zone's DST changes.
    for (let index = 1; index < cells.length; index++) {
      expect(compareDays(at(cells, index), at(cells, index - 1))).toBeGreaterThan(0);
      expect(at(cells, index).getDate()).not.toBe(at(cells, index - 1).getDate());
    }
    // The month's days, all of them, in order.
    const inMonth = cells.filter((cell) => cell.getMonth() === month);
    expect(at(inMonth, 0).getDate()).toBe(1);
    expect(at(inMonth, -1).getDate()).toBe(new Date(year, month + 1, 0).getDate());
    expect(inMonth.map((cell) => cell.getDate())).toEqual(
      Array.from({ length: inMonth.length }, (_, index) => index + 1),
    );
  });

  it("includes the previous month's days in the first week", () => {
    // May 2024 starts on a Wednesday: Monday 29 and Tuesday 30 April lead.
    const cells = calendarCells(2024, 4);
    expect(cells.slice(0, 3).map(dayKey)).toEqual(["2024-04-29", "2024-04-30", "2024-05-01"]);
  });

  it("fills the sixth week with the next month's days", () => {
    const cells = calendarCells(2024, 4);
    expect(dayKey(at(cells, 41))).toBe("2024-06-09");
    expect(cells.filter((cell) => cell.getMonth() === 5)).toHaveLength(9);
  });

  it("starts on the 1st when the month starts on a Monday", () => {
    // April 2024 and September 2025 start on a Monday.
    expect(dayKey(at(calendarCells(2024, 3), 0))).toBe("2024-04-01");
    expect(dayKey(at(calendarCells(2025, 8), 0))).toBe("2025-09-01");
  });

  it("fits a February of 28 days that starts on a Monday (2027) in 42 cells", () => {
    const cells = calendarCells(2027, 1);
    expect(dayKey(at(cells, 0))).toBe("2027-02-01");
    expect(dayKey(at(cells, 41))).toBe("2027-03-14");
  });
});

describe("dayKey", () => {
  it("is the local date, not the UTC one", () => {
    expect(dayKey(new Date(2025, 2, 30, 0, 30))).toBe("2025-03-30");
    expect(dayKey(new Date(2025, 11, 31, 23, 59))).toBe("2025-12-31");
  });
});

describe("isPrevMonthDisabled", () => {
  const today = d(2025, 5, 14);

  it("is disabled at the current month", () => {
    expect(isPrevMonthDisabled({ year: 2025, month: 4 }, today)).toBe(true);
  });

  it("is enabled after the current month", () => {
    expect(isPrevMonthDisabled({ year: 2025, month: 5 }, today)).toBe(false);
    expect(isPrevMonthDisabled({ year: 2026, month: 0 }, today)).toBe(false);
  });

  it("is disabled at minDate's month when that is later", () => {
    expect(isPrevMonthDisabled({ year: 2025, month: 6 }, today, d(2025, 7, 3))).toBe(true);
    expect(isPrevMonthDisabled({ year: 2025, month: 7 }, today, d(2025, 7, 3))).toBe(false);
    expect(earliestMonth(today, d(2020, 1, 1))).toEqual({ year: 2025, month: 4 });
  });

  it("works across a year boundary", () => {
    expect(isPrevMonthDisabled({ year: 2026, month: 0 }, d(2025, 12, 31))).toBe(false);
    expect(isPrevMonthDisabled({ year: 2025, month: 11 }, d(2025, 12, 31))).toBe(true);
  });
});

describe("isNextMonthDisabled", () => {
  it("is disabled at maxDate's month, never without one", () => {
    expect(isNextMonthDisabled({ year: 2025, month: 7 }, d(2025, 8, 31))).toBe(true);
    expect(isNextMonthDisabled({ year: 2025, month: 6 }, d(2025, 8, 31))).toBe(false);
    expect(isNextMonthDisabled({ year: 2099, month: 6 })).toBe(false);
  });
});

describe("isDayDisabled", () => {
  const rules = {
    minDate: d(2025, 5, 14),
    maxDate: d(2025, 6, 30),
    isDateDisabled: (date: Date) => date.getDay() === 0,
  };

  it("disables days before minDate and after maxDate, by day, ignoring times", () => {
    expect(isDayDisabled(d(2025, 5, 13), rules)).toBe(true);
    expect(isDayDisabled(d(2025, 5, 14), { minDate: new Date(2025, 4, 14, 15, 30) })).toBe(false);
    expect(isDayDisabled(d(2025, 6, 30), rules)).toBe(false);
    expect(isDayDisabled(d(2025, 7, 1), rules)).toBe(true);
  });

  it("asks isDateDisabled (Sundays closed)", () => {
    expect(isDayDisabled(d(2025, 5, 18), rules)).toBe(true);
    expect(isDayDisabled(d(2025, 5, 19), rules)).toBe(false);
  });
});

describe("keyTarget", () => {
  const moved = (from: Date, key: string, shiftKey?: boolean) => {
    const target = keyTarget(from, key, shiftKey);
    return target && dayKey(target);
  };
  const wednesday = d(2025, 1, 29);

  it("moves a day with left/right and a week with up/down", () => {
    expect(moved(wednesday, "ArrowLeft")).toBe("2025-01-28");
    expect(moved(wednesday, "ArrowRight")).toBe("2025-01-30");
    expect(moved(wednesday, "ArrowUp")).toBe("2025-01-22");
    expect(moved(wednesday, "ArrowDown")).toBe("2025-02-05");
  });

  it("moves a month with PageUp/PageDown (a year with Shift), keeping the day when it can", () => {
    expect(moved(wednesday, "PageDown")).toBe("2025-02-28");
    expect(moved(d(2024, 1, 31), "PageDown")).toBe("2024-02-29");
    expect(moved(wednesday, "PageUp")).toBe("2024-12-29");
    expect(moved(wednesday, "PageDown", true)).toBe("2026-01-29");
    expect(moved(wednesday, "PageUp", true)).toBe("2024-01-29");
  });

  it("goes to the week's Monday with Home and Sunday with End", () => {
    expect(moved(wednesday, "Home")).toBe("2025-01-27");
    expect(moved(wednesday, "End")).toBe("2025-02-02");
    expect(dayKey(startOfWeek(d(2025, 2, 2)))).toBe("2025-01-27");
    expect(dayKey(endOfWeek(d(2025, 1, 27)))).toBe("2025-02-02");
  });

  it("ignores other keys", () => {
    expect(keyTarget(wednesday, "Tab")).toBeNull();
  });

  it("crosses daylight-saving changes by whole days", () => {
    // Europe: clocks change on the last Sundays of March and October.
    expect(moved(d(2025, 3, 30), "ArrowRight")).toBe("2025-03-31");
    expect(moved(d(2025, 3, 31), "ArrowLeft")).toBe("2025-03-30");
    expect(moved(d(2025, 10, 26), "ArrowUp")).toBe("2025-10-19");
    expect(dayKey(addMonths(d(2025, 3, 30), 7))).toBe("2025-10-30");
  });
});

describe("weekdayNames", () => {
  it("starts on Monday, localised", () => {
    expect(weekdayNames("sv-SE", "long")).toEqual([
      "måndag",
      "tisdag",
      "onsdag",
      "torsdag",
      "fredag",
      "lördag",
      "söndag",
    ]);
    expect(weekdayNames("en-GB", "long")[0]).toBe("Monday");
    expect(weekdayNames("en-GB", "long")[6]).toBe("Sunday");
  });
});
