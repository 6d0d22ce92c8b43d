import { describe, expect, it } from "vitest";
import { activeVacation, vacationPeriod } from "./dealer-holiday";

const summer = {
  vacationstart: "2026-07-08",
  vacationend: "2026-07-19",
  vacationtitle: "Semester",
};

describe("activeVacation (the holiday window)", () => {
  it("is the vacation running now, its first and last day included", () => {
    expect(activeVacation([summer], new Date("2026-07-08T00:00:00Z"))).toBe(summer);
    expect(activeVacation([summer], new Date("2026-07-19T23:59:00Z"))).toBe(summer);
  });

  it("is nothing before the start or after the end", () => {
    expect(activeVacation([summer], new Date("2026-07-07T23:59:00Z"))).toBeUndefined();
    expect(activeVacation([summer], new Date("2026-07-20T00:00:00Z"))).toBeUndefined();
  });

  it("ignores a vacation without both dates", () => {
    expect(
      activeVacation([{ vacationstart: "2026-07-08" }], new Date("2026-07-09T12:00:00Z")),
    ).toBeUndefined();
  });
});

describe("vacationPeriod", () => {
  it("formats the dates for the locale", () => {
    expect(vacationPeriod(summer, "sv-SE")).toBe("8–19 juli");
    expect(vacationPeriod(summer, "en-GB")).toMatch(/^8\s–\s19 July$/);
  });
});
