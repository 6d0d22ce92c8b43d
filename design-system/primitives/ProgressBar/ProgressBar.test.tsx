// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "./ProgressBar";

describe("ProgressBar", () => {
  it("is a named progressbar with its value and range", () => {
    render(<ProgressBar value={24} max={120} label="Visar 24 av 120 bilar" />);
    const bar = screen.getByRole("progressbar", { name: "Visar 24 av 120 bilar" });
    expect(bar).toHaveAttribute("aria-valuenow", "24");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "120");
    expect(screen.getByText("Visar 24 av 120 bilar")).toBeVisible();
  });

  it("keeps the value inside the range and passes a value text on", () => {
    render(<ProgressBar value={130} max={120} label="Visar alla bilar" valueText="120 av 120" />);
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("aria-valuenow", "120");
    expect(bar).toHaveAttribute("aria-valuetext", "120 av 120");
  });

  it("can keep the label for screen readers only", () => {
    render(<ProgressBar value={1} max={4} label="Steg 1 av 4" hideLabel />);
    expect(screen.getByRole("progressbar", { name: "Steg 1 av 4" })).toBeInTheDocument();
  });
});
