import { describe, expect, it } from "vitest";
import { deviationDayRows, openingHoursRows } from "./dealer-hours";

const week = [
  { day: "Monday", open: "09:00", close: "18:00" },
  { day: "Saturday", open: "10:00", close: null },
  { day: "Sunday", open: null, close: null },
];

describe("openingHoursRows", () => {
  it("keeps only days with both open and close, named in the locale", () => {
    expect(openingHoursRows(week, "sv-SE")).toEqual([{ day: "Måndag", hours: "09:00–18:00" }]);
  });

  it("writes days and times as each locale does", () => {
    expect(openingHoursRows(week, "fi-FI")).toEqual([{ day: "Maanantai", hours: "09.00–18.00" }]);
    expect(openingHoursRows(week, "en-GB")).toEqual([{ day: "Monday", hours: "09:00–18:00" }]);
    expect(openingHoursRows(week, "nb-NO")).toEqual([{ day: "Mandag", hours: "09:00–18:00" }]);
    expect(openingHoursRows(week, "sk-SK")).toEqual([{ day: "Pondelok", hours: "09:00–18:00" }]);
  });

  it("leaves out unreadable times", () => {
    expect(openingHoursRows([{ day: "Monday", open: "late", close: "18:00" }], "sv-SE")).toEqual(
      [],
    );
  });
});

describe("deviationDayRows", () => {
  it("formats the date and the hours, or the day's text when closed", () => {
    expect(
      deviationDayRows(
        [
          { date: "2026-12-24", open: null, close: null, displayText: "Stängt" },
          { date: "2026-12-31", open: "10:00", close: "14:00", displayText: "10–14" },
          { date: null, displayText: "Stängt" },
        ],
        "sv-SE",
      ),
    ).toEqual([
      { day: "24 dec.", hours: "Stängt" },
      { day: "31 dec.", hours: "10:00–14:00" },
    ]);
  });
});
