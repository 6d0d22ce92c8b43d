import { describe, expect, it } from "vitest";
import {
  HIDE_ALERT_COOKIE,
  HIDE_ALERT_DAYS,
  alertTone,
  isAlertDismissible,
  isAlertHiddenByCookie,
  shouldShowAlert,
} from "./alert-rules";

const alert = { show: true, type: "Information", title: "Stängt", text: "På fredag" };

describe("shouldShowAlert (specs: validation rules)", () => {
  it("shows with the flag set, a type and a title or a text", () => {
    expect(shouldShowAlert(alert)).toBe(true);
    expect(shouldShowAlert({ ...alert, title: "" })).toBe(true);
    expect(shouldShowAlert({ ...alert, text: "  " })).toBe(true);
  });

  it("hides without the flag, without a type, or with neither title nor text", () => {
    expect(shouldShowAlert({ ...alert, show: false })).toBe(false);
    expect(shouldShowAlert({ ...alert, type: " " })).toBe(false);
    expect(shouldShowAlert({ ...alert, title: " ", text: "" })).toBe(false);
  });
});

describe("dismissal", () => {
  it("is remembered by the cookie hideAlert for 1 day (specs)", () => {
    expect(HIDE_ALERT_COOKIE).toBe("hideAlert");
    expect(HIDE_ALERT_DAYS).toBe(1);
  });

  it("is impossible for Warning alerts, which no cookie hides", () => {
    expect(isAlertDismissible("Warning")).toBe(false);
    expect(isAlertDismissible(" warning ")).toBe(false);
    expect(isAlertDismissible("Information")).toBe(true);
    expect(isAlertHiddenByCookie("Warning", "true")).toBe(false);
    expect(isAlertHiddenByCookie("Information", "true")).toBe(true);
    expect(isAlertHiddenByCookie("Information", undefined)).toBe(false);
    expect(isAlertHiddenByCookie("Information", "false")).toBe(false);
  });
});

describe("alertTone", () => {
  it("maps message types to notice tones; unknown types are information", () => {
    expect(alertTone("Warning")).toBe("warning");
    expect(alertTone("Error")).toBe("error");
    expect(alertTone("danger")).toBe("error");
    expect(alertTone("Success")).toBe("success");
    expect(alertTone("Information")).toBe("info");
    expect(alertTone("Campaign")).toBe("info");
  });
});
