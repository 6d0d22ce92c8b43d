import { describe, expect, it } from "vitest";
import { noticeIcons, noticeRole, noticeTones } from "./tone";

describe("noticeRole", () => {
  it("is status for info and success, alert for warning and error, when live", () => {
    expect(noticeRole("info", true)).toBe("status");
    expect(noticeRole("success", true)).toBe("status");
    expect(noticeRole("warning", true)).toBe("alert");
    expect(noticeRole("error", true)).toBe("alert");
  });

  it.each(noticeTones)("has no role for a static %s notice", (tone) => {
    expect(noticeRole(tone, false)).toBeUndefined();
  });

  it("gives every tone an icon", () => {
    for (const tone of noticeTones) expect(noticeIcons[tone]).toBeTruthy();
  });
});
