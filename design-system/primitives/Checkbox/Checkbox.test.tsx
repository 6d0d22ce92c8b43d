// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  it("toggles by click on the box or the label, and by Space", async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Jag vill provköra bilen" onChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "Jag vill provköra bilen" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText("Jag vill provköra bilen"));
    expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(" ");
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("keeps a link in the label working as a link", async () => {
    render(
      <Checkbox
        label={
          <>
            Jag godkänner <a href="#villkor">villkoren</a>
          </>
        }
      />,
    );
    const box = screen.getByRole("checkbox", { name: "Jag godkänner villkoren" });
    expect(screen.getByRole("link", { name: "villkoren" })).toHaveAttribute("href", "#villkor");
    expect(box).not.toBeChecked();
  });

  it("shows an error and the required state", () => {
    render(
      <Checkbox
        label="Jag samtycker till behandling av personuppgifter"
        required
        error="Du behöver godkänna för att skicka"
      />,
    );
    const box = screen.getByRole("checkbox");
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription("Du behöver godkänna för att skicka");
  });

  it("sets the indeterminate state and forwards the ref", () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<Checkbox label="Alla tillval" indeterminate ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("checkbox"));
    expect(ref.current?.indeterminate).toBe(true);
    expect(screen.getByRole("checkbox")).toBePartiallyChecked();
    rerender(<Checkbox label="Alla tillval" indeterminate={false} ref={ref} />);
    expect(ref.current?.indeterminate).toBe(false);
  });

  it("can be disabled", async () => {
    render(<Checkbox label="Offert" disabled />);
    const box = screen.getByRole("checkbox", { name: "Offert" });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });
});
