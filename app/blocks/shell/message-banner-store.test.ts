// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MESSAGE_BANNER_STORAGE_KEY,
  dismissedTitles,
  isTitleDismissed,
  rememberDismissed,
  subscribeToDismissals,
} from "./message-banner-store";

afterEach(() => sessionStorage.clear());

describe("message banner dismissals (session storage, per title)", () => {
  it("remembers titles once each, in session storage", () => {
    expect(isTitleDismissed("Black Week")).toBe(false);
    rememberDismissed("Black Week ");
    rememberDismissed("Black Week");
    rememberDismissed("Julöppettider");
    expect(isTitleDismissed("Black Week")).toBe(true);
    expect(isTitleDismissed("Black Friday")).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(MESSAGE_BANNER_STORAGE_KEY) ?? "")).toEqual([
      "Black Week",
      "Julöppettider",
    ]);
    expect(localStorage.getItem(MESSAGE_BANNER_STORAGE_KEY)).toBeNull();
  });

  it("tolerates corrupt or missing storage", () => {
    sessionStorage.setItem(MESSAGE_BANNER_STORAGE_KEY, "{not json");
    expect(dismissedTitles()).toEqual([]);
    sessionStorage.setItem(MESSAGE_BANNER_STORAGE_KEY, JSON.stringify(["a", 3, null]));
    expect(dismissedTitles()).toEqual(["a"]);
    expect(dismissedTitles(null)).toEqual([]);
    expect(() => rememberDismissed("x", null)).not.toThrow();
  });

  it("notifies subscribers in the same tab", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToDismissals(onChange);
    rememberDismissed("Black Week");
    expect(onChange).toHaveBeenCalledOnce();
    unsubscribe();
    rememberDismissed("Other");
    expect(onChange).toHaveBeenCalledOnce();
  });
});
