// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AlertBanner } from "./AlertBanner";

describe("AlertBanner", () => {
  it("is a named region with the notice inside, dismissible when given onDismiss", () => {
    const onDismiss = vi.fn();
    render(
      <AlertBanner
        label="Viktigt meddelande"
        title="Ändrade öppettider"
        text="Stängt på långfredag."
        onDismiss={onDismiss}
        dismissLabel="Stäng"
      />,
    );
    const region = screen.getByRole("region", { name: "Viktigt meddelande" });
    expect(region).toHaveTextContent("Ändrade öppettider");
    expect(region).toHaveTextContent("Stängt på långfredag.");
    expect(region).toHaveAttribute("data-placement", "inline");
    fireEvent.click(screen.getByRole("button", { name: "Stäng" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("has no dismiss button without onDismiss", () => {
    render(<AlertBanner tone="warning" title="Återkallelse" />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("reserves its space at the bottom while floating, and gives it back", () => {
    const { unmount } = render(<AlertBanner placement="floating" text="Hej" />);
    expect(screen.getByRole("region")).toHaveAttribute("data-placement", "floating");
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/);
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  });
});
