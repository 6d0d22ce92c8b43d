// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { ALERT_FOLD_SCROLL_DISTANCE, AlertBanner } from "./AlertBanner";
import { alertBannerLabels } from "./labels";
import { stubReportingResizeObserver } from "../../../tests/setup/browser-apis";

/** matchMedia answering `matches` for every query (the phone query included). */
function stubPhone(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });

afterEach(() => {
  vi.unstubAllGlobals();
  window.scrollY = 0;
});

const labels = alertBannerLabels(storyTranslate);

describe("AlertBanner", () => {
  it("is a named region with the notice inside, dismissible when given onDismiss", () => {
    const onDismiss = vi.fn();
    render(
      <AlertBanner
        labels={labels}
        title="Ändrade öppettider"
        text="Stängt på långfredag."
        onDismiss={onDismiss}
      />,
    );
    const region = screen.getByRole("region", { name: "Viktigt meddelande" });
    expect(region).toHaveTextContent("Ändrade öppettider");
    expect(region).toHaveTextContent("Stängt på långfredag.");
    expect(region).toHaveAttribute("data-placement", "inline");
    fireEvent.click(screen.getByRole("button", { name: "Stäng meddelandet" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("has no dismiss button without onDismiss", () => {
    render(<AlertBanner labels={labels} tone="warning" title="Återkallelse" />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("reserves its space at the bottom while floating, and gives it back", () => {
    stubReportingResizeObserver();
    const { unmount } = render(<AlertBanner labels={labels} placement="floating" text="Hej" />);
    expect(screen.getByRole("region")).toHaveAttribute("data-placement", "floating");
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/);
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  });

  it("floats in the floating layer, outside what starts under a transparent header", () => {
    render(<AlertBanner labels={labels} placement="floating" text="Hej" />);
    expect(screen.getByRole("region")).toHaveAttribute("data-floating");
  });

  it("is one line on phones when floating: the title expands to the text, and folds on scroll", () => {
    stubPhone(true);
    render(
      <AlertBanner
        labels={labels}
        placement="floating"
        title="Ändrade öppettider"
        text="Stängt på långfredag."
      />,
    );
    const summary = screen.getByRole("button", { name: "Ändrade öppettider" });
    expect(screen.getByRole("region")).toHaveAttribute("data-compact");
    expect(summary).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Stängt på långfredag.")).not.toBeVisible();

    fireEvent.click(summary);
    expect(summary).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Stängt på långfredag.")).toBeVisible();
    scrollTo(ALERT_FOLD_SCROLL_DISTANCE / 2);
    expect(summary).toHaveAttribute("aria-expanded", "true");
    scrollTo(ALERT_FOLD_SCROLL_DISTANCE * 2);
    expect(summary).toHaveAttribute("aria-expanded", "false");
  });

  it("summarises with the text when there is no title", () => {
    stubPhone(true);
    render(<AlertBanner labels={labels} placement="floating" text="Stängt på långfredag." />);
    expect(screen.getByRole("button", { name: "Stängt på långfredag." })).not.toHaveAttribute(
      "aria-controls",
    );
  });

  it("shows the whole message on larger screens and inline, unless compact is asked for", () => {
    stubPhone(false);
    const { rerender } = render(
      <AlertBanner labels={labels} placement="floating" title="Titel" text="Text" />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Text")).toBeVisible();
    stubPhone(true);
    rerender(<AlertBanner labels={labels} placement="inline" title="Titel" text="Text" />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<AlertBanner labels={labels} placement="inline" title="Titel" text="Text" compact />);
    expect(screen.getByRole("button", { name: "Titel" })).toHaveAttribute("aria-expanded", "false");
  });
});
