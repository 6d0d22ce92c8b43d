// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { steppedValues } from "./finance-math";
import { FinanceSlider } from "./FinanceSlider";

const values = steppedValues({ min: 51_980, max: 130_000, step: 1000 });

function Harness() {
  const [value, setValue] = useState(51_980);
  return (
    <FinanceSlider
      label="Kontantinsats"
      values={values}
      value={value}
      onChange={setValue}
      format={(amount) => `${amount} kr`}
      input={{ label: "Ange kontantinsats", unit: "kr" }}
    />
  );
}

describe("FinanceSlider", () => {
  it("is a slider named by its label, announcing the value as written", () => {
    render(<Harness />);
    const slider = screen.getByRole("slider", { name: "Kontantinsats" });
    expect(slider).toHaveAttribute("aria-valuemin", "51980");
    expect(slider).toHaveAttribute("aria-valuemax", "130000");
    expect(slider).toHaveAttribute("aria-valuetext", "51980 kr");
    fireEvent.keyDown(slider, { key: "End" });
    expect(slider).toHaveAttribute("aria-valuetext", "130000 kr");
    fireEvent.keyDown(slider, { key: "PageDown" });
    expect(slider).toHaveAttribute("aria-valuenow", "122000");
    fireEvent.keyDown(slider, { key: "Tab" });
    expect(slider).toHaveAttribute("aria-valuenow", "122000");
  });

  it("jumps to the nearest stop where the track is pressed", () => {
    const { container } = render(<Harness />);
    const slider = screen.getByRole("slider");
    const track = slider.parentElement as HTMLElement;
    track.getBoundingClientRect = () =>
      ({ left: 100, width: 200, top: 0, height: 44, right: 300, bottom: 44 }) as DOMRect;
    // Halfway: 51 980 + 0.5 · 78 020 = 90 990, the nearest stop 91 000.
    fireEvent.pointerDown(track, { button: 0, clientX: 200, pointerId: 1 });
    expect(slider).toHaveAttribute("aria-valuenow", "91000");
    expect(container.ownerDocument.activeElement).toBe(slider);
  });

  it("keeps the typed value in step: zeros stripped, clamped, snapped to 1000", () => {
    render(<Harness />);
    const input = screen.getByRole("textbox", { name: "Ange kontantinsats" });
    fireEvent.change(input, { target: { value: "0072 600" } });
    fireEvent.blur(input);
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuenow", "73000");
    fireEvent.change(input, { target: { value: "10" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuenow", "51980");
  });
});
