// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { NumberInput } from "./NumberInput";

describe("NumberInput", () => {
  it("keeps digits only while typing", async () => {
    render(<NumberInput label="Miltal" />);
    const input = screen.getByRole("textbox", { name: "Miltal" });
    expect(input).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(input, "1 2a3-");
    expect(input).toHaveValue("123");
  });

  it("strips leading zeros and clamps on blur, then reports the number", async () => {
    const onValueChange = vi.fn();
    render(<NumberInput label="Antal" min={1} max={10} onValueChange={onValueChange} />);
    const input = screen.getByRole("textbox", { name: "Antal" });
    await userEvent.type(input, "007");
    await userEvent.tab();
    expect(input).toHaveValue("7");
    expect(onValueChange).toHaveBeenLastCalledWith(7);
    await userEvent.clear(input);
    await userEvent.type(input, "50{Enter}");
    expect(input).toHaveValue("10");
    expect(onValueChange).toHaveBeenLastCalledWith(10);
    await userEvent.clear(input);
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it("steps with − and + buttons named by props, stopping at the bounds", async () => {
    const onValueChange = vi.fn();
    render(
      <NumberInput
        label="Antal däck"
        defaultValue={3}
        min={1}
        max={4}
        stepButtons={{ decrementLabel: "Minska antal", incrementLabel: "Öka antal" }}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole("textbox", { name: "Antal däck" });
    const plus = screen.getByRole("button", { name: "Öka antal" });
    await userEvent.click(plus);
    expect(input).toHaveValue("4");
    expect(plus).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(plus);
    expect(input).toHaveValue("4");
    await userEvent.click(screen.getByRole("button", { name: "Minska antal" }));
    expect(input).toHaveValue("3");
    expect(onValueChange.mock.calls).toEqual([[4], [3]]);
    expect(document.querySelector("[aria-live='polite']")).toHaveTextContent("3");
  });

  it("steps with the arrow keys", async () => {
    render(<NumberInput label="Mil" defaultValue={10} step={5} max={20} />);
    const input = screen.getByRole("textbox", { name: "Mil" });
    input.focus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(input).toHaveValue("20");
    await userEvent.keyboard("{ArrowDown}");
    expect(input).toHaveValue("15");
  });

  it("describes the input with its unit", () => {
    render(<NumberInput label="Handpenning" unit="kr" hint="Minst 20 %" />);
    expect(screen.getByRole("textbox", { name: "Handpenning" })).toHaveAccessibleDescription(
      "Minst 20 % kr",
    );
  });

  it("shows the parent's value after a commit (controlled)", async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(100);
      // The parent rounds to whole thousands.
      return (
        <NumberInput
          label="Pris"
          value={value}
          onValueChange={(next) => setValue(next === null ? null : Math.round(next / 1000) * 1000)}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Pris" });
    expect(input).toHaveValue("100");
    await userEvent.clear(input);
    await userEvent.type(input, "0149600");
    await userEvent.tab();
    expect(input).toHaveValue("150000");
  });

  it("accepts a minus only when min is negative, forwards the ref, shows errors", async () => {
    const ref = createRef<HTMLInputElement>();
    render(<NumberInput label="Temperatur" min={-30} max={30} ref={ref} error="För kallt" />);
    const input = screen.getByRole("textbox", { name: "Temperatur" });
    expect(ref.current).toBe(input);
    expect(input).toBeInvalid();
    await userEvent.type(input, "-045");
    await userEvent.tab();
    expect(input).toHaveValue("-30");
  });
});
