import { describe, expect, it } from "vitest";
import { COUNTDOWN_TICK_MS, countdownParts, pad, parseCountdownDate } from "./countdown";

const target = Date.UTC(2027, 2, 1, 8, 0, 0);

describe("countdownParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 400;
    expect(countdownParts(target, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it("stops at zero (specs)", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts(target, target)).toEqual(zero);
    expect(countdownParts(target, target + 86_400_000)).toEqual(zero);
    expect(countdownParts(target, target - 999).done).toBe(true);
    expect(countdownParts(target, target - 1000).done).toBe(false);
  });

  it("ticks once a second and pads two digits", () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(pad(7)).toBe("07");
    expect(pad(42)).toBe("42");
  });
});

describe("parseCountdownDate", () => {
  it("reads ISO dates and Sitecore's compact UTC form", () => {
    expect(parseCountdownDate("20270301T080000Z")).toBe(target);
    expect(parseCountdownDate("2027-03-01T08:00:00Z")).toBe(target);
    expect(parseCountdownDate(target)).toBe(target);
    expect(parseCountdownDate(new Date(target))).toBe(target);
  });

  it("refuses what is not a date, and Sitecore's empty date", () => {
    expect(parseCountdownDate("")).toBeNull();
    expect(parseCountdownDate("imorgon")).toBeNull();
    expect(parseCountdownDate("00010101T000000Z")).toBeNull();
    expect(parseCountdownDate(null)).toBeNull();
    expect(parseCountdownDate(Number.NaN)).toBeNull();
  });
});
