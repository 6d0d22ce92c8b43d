// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCROLL_TO_TOP_THRESHOLD, ScrollToTop } from "./ScrollToTop";
import { stubReducedMotion } from "../../../tests/setup/browser-apis";

function scrollTo(y: number) {
  // Writable, as jsdom's own is: with isolate: false the next test file in this worker sets it by
  // assignment (a read-only one failed AlertBanner's and MessageBanner's clean-up after this file).
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

let windowScrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  windowScrollTo = vi.fn();
  vi.stubGlobal("scrollTo", windowScrollTo);
  scrollTo(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  // Focusing the top made the body focusable; the next file in this worker tabs from it.
  document.body.removeAttribute("tabindex");
});

describe("ScrollToTop", () => {
  it("uses the specs' threshold", () => {
    expect(SCROLL_TO_TOP_THRESHOLD).toBe(528);
  });

  it("appears only after 528 px of scrolling", () => {
    render(<ScrollToTop label="Till toppen" />);
    expect(screen.queryByRole("button")).toBeNull();
    act(() => scrollTo(528));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("button")).toBeNull();
    act(() => scrollTo(529));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("button", { name: "Till toppen" })).toBeInTheDocument();
    act(() => scrollTo(100));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows at once when the page is already scrolled", () => {
    scrollTo(2000);
    render(<ScrollToTop label="Till toppen" />);
    expect(screen.getByRole("button", { name: "Till toppen" })).toBeInTheDocument();
  });

  it("scrolls smoothly to the top and focuses the skip target", async () => {
    const main = document.createElement("main");
    main.id = "main-content";
    document.body.append(main);
    scrollTo(3000);
    render(<ScrollToTop label="Till toppen" />);
    await userEvent.click(screen.getByRole("button"));
    expect(windowScrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute("tabindex", "-1");
  });

  it("finishes at the top when the smooth scroll ends short (content grew meanwhile)", async () => {
    scrollTo(3000);
    render(<ScrollToTop label="Till toppen" />);
    await userEvent.click(screen.getByRole("button"));
    scrollTo(16);
    fireEvent(window, new Event("scrollend"));
    expect(windowScrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "auto" });
    expect(windowScrollTo).toHaveBeenCalledTimes(2);
    // Once only: a later scroll of the visitor's own ends where they left it.
    scrollTo(900);
    fireEvent(window, new Event("scrollend"));
    expect(windowScrollTo).toHaveBeenCalledTimes(2);
  });

  it("leaves visitors who scroll by themselves meanwhile where they scrolled to", async () => {
    scrollTo(3000);
    render(<ScrollToTop label="Till toppen" />);
    await userEvent.click(screen.getByRole("button"));
    fireEvent.wheel(window);
    scrollTo(1200);
    fireEvent(window, new Event("scrollend"));
    expect(windowScrollTo).toHaveBeenCalledTimes(1);
  });

  it("jumps without animation under reduced motion and falls back to the body", async () => {
    stubReducedMotion(true);
    scrollTo(3000);
    render(<ScrollToTop label="Till toppen" targetId="missing" />);
    await userEvent.click(screen.getByRole("button"));
    expect(windowScrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
    expect(document.body).toHaveFocus();
  });

  it("listens passively and stops listening when unmounted", () => {
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    const { unmount } = render(<ScrollToTop label="Till toppen" />);
    expect(add).toHaveBeenCalledWith("scroll", expect.any(Function), { passive: true });
    unmount();
    expect(remove).toHaveBeenCalledWith("scroll", expect.any(Function));
  });
});
