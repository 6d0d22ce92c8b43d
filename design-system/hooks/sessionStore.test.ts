// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "./sessionStore";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("sessionStore", () => {
  it("is the browser's session storage", () => {
    expect(sessionStore()).toBe(window.sessionStorage);
  });

  it("is null where the browser blocks storage (access throws)", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(sessionStore()).toBeNull();
  });

  it("is null on the server (no window)", () => {
    vi.stubGlobal("window", undefined);
    expect(sessionStore()).toBeNull();
  });
});
