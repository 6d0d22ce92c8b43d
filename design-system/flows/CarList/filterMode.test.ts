// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_FILTER_MODE,
  FILTER_MODE_STORAGE_KEY,
  modeOf,
  readFilterMode,
  stateForMode,
  subscribeFilterMode,
  togglePinned,
  toggleVisibility,
  writeFilterMode,
} from "./filterMode";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("desktop filter states", () => {
  it("show/hide: hiding leaves sticky mode, showing opens in toggle mode", () => {
    expect(toggleVisibility("sticky")).toBe("closed");
    expect(toggleVisibility("open")).toBe("closed");
    expect(toggleVisibility("closed")).toBe("open");
  });

  it("pin: sticky on and off, the sidebar staying visible", () => {
    expect(togglePinned("open")).toBe("sticky");
    expect(togglePinned("sticky")).toBe("open");
  });

  it("only the mode is remembered; toggle mode starts closed", () => {
    expect(modeOf("sticky")).toBe("sticky");
    expect(modeOf("open")).toBe("toggle");
    expect(modeOf("closed")).toBe("toggle");
    expect(stateForMode("sticky")).toBe("sticky");
    expect(stateForMode("toggle")).toBe("closed");
  });
});

describe("filter mode storage", () => {
  it("is remembered in session storage under carListFilterMode", () => {
    expect(FILTER_MODE_STORAGE_KEY).toBe("carListFilterMode");
    expect(readFilterMode()).toBe(DEFAULT_FILTER_MODE);
    expect(DEFAULT_FILTER_MODE).toBe("sticky");
    writeFilterMode("toggle");
    expect(sessionStorage.getItem("carListFilterMode")).toBe("toggle");
    expect(readFilterMode()).toBe("toggle");
  });

  it("ignores unknown stored values", () => {
    sessionStorage.setItem(FILTER_MODE_STORAGE_KEY, "floating");
    expect(readFilterMode()).toBe("sticky");
  });

  it("survives blocked storage", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(readFilterMode()).toBe("sticky");
    expect(() => writeFilterMode("toggle")).not.toThrow();
    // Not remembered across pages, but the choice holds on this one.
    expect(readFilterMode()).toBe("toggle");
  });

  it("tells subscribers about every change", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeFilterMode(listener);
    writeFilterMode("toggle");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeFilterMode("sticky");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
