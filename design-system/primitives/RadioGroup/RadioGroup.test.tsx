// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup, type RadioGroupHandle } from "./RadioGroup";

const choices = [
  { value: "sell", label: "Sälja bilen" },
  { value: "trade", label: "Byta in bilen", hint: "Mot en ny eller begagnad bil" },
  { value: "lease", label: "Avsluta leasing", disabled: true },
];

describe("RadioGroup", () => {
  it("is a fieldset named by its legend with one radio per option", () => {
    render(<RadioGroup label="Vad vill du göra?" options={choices} />);
    const group = screen.getByRole("group", { name: "Vad vill du göra?" });
    expect(group.tagName).toBe("FIELDSET");
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    expect(screen.getByRole("radio", { name: "Byta in bilen" })).toHaveAccessibleDescription(
      "Mot en ny eller begagnad bil",
    );
    expect(screen.getByRole("radio", { name: "Avsluta leasing" })).toBeDisabled();
  });

  it("selects on click and reports the value (uncontrolled)", async () => {
    const onChange = vi.fn();
    render(<RadioGroup label="Vad vill du göra?" options={choices} onChange={onChange} />);
    await userEvent.click(screen.getByText("Byta in bilen"));
    expect(screen.getByRole("radio", { name: "Byta in bilen" })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith("trade");
  });

  it("follows a controlled value", async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>("sell");
      return (
        <>
          <RadioGroup label="Val" options={choices} value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("radio", { name: "Sälja bilen" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Byta in bilen" }));
    expect(screen.getByRole("status")).toHaveTextContent("trade");
  });

  it("shares one name, so the platform's arrow keys move within the group", () => {
    render(<RadioGroup label="Val" options={choices} name="intent" />);
    for (const radio of screen.getAllByRole("radio"))
      expect(radio).toHaveAttribute("name", "intent");
  });

  it("shows an error on the group (its description) and marks the radios required", () => {
    render(<RadioGroup label="Val" options={choices} required error="Välj sälja eller byta in" />);
    expect(screen.getByRole("group", { name: /Val/ })).toHaveAccessibleDescription(
      "Välj sälja eller byta in",
    );
    for (const radio of screen.getAllByRole("radio")) {
      expect(radio).toBeRequired();
      expect(radio).toHaveAttribute("data-invalid", "true");
    }
  });

  it("focuses the checked, else the first enabled radio through its ref", () => {
    const ref = createRef<RadioGroupHandle>();
    const { rerender } = render(<RadioGroup label="Val" options={choices} ref={ref} />);
    act(() => ref.current?.focus());
    expect(screen.getByRole("radio", { name: "Sälja bilen" })).toHaveFocus();
    rerender(<RadioGroup label="Val" options={choices} ref={ref} value="trade" />);
    act(() => ref.current?.focus());
    expect(screen.getByRole("radio", { name: "Byta in bilen" })).toHaveFocus();
  });

  it("disables every option", () => {
    render(<RadioGroup label="Val" options={choices} disabled />);
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
  });
});
