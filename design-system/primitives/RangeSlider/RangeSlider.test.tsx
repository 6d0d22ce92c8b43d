// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RangeSlider } from "./RangeSlider";

const kr = (value: number) => `${value.toLocaleString("sv-SE")} kr`;

function renderPrice(onChange = vi.fn(), defaultValue?: [number, number]) {
  render(
    <RangeSlider
      label="Pris"
      min={50000}
      max={850000}
      defaultValue={defaultValue}
      minLabel="Lägsta pris"
      maxLabel="Högsta pris"
      formatValue={kr}
      unit="kr"
      onChange={onChange}
    />,
  );
  return onChange;
}

describe("RangeSlider", () => {
  it("has two named thumbs and two typed inputs in a group", () => {
    renderPrice();
    expect(screen.getByRole("group", { name: "Pris" })).toBeInTheDocument();
    const low = screen.getByRole("slider", { name: "Lägsta pris" });
    const high = screen.getByRole("slider", { name: "Högsta pris" });
    expect(low).toHaveValue("50000");
    expect(high).toHaveValue("850000");
    expect(low).toHaveAttribute("step", "8000");
    expect(high).toHaveAttribute("aria-valuetext", kr(850000));
    expect(screen.getByRole("textbox", { name: "Lägsta pris" })).toHaveValue("50000");
    expect(screen.getByRole("textbox", { name: "Högsta pris" })).toHaveValue("850000");
  });

  it("reports [min, max] when a thumb moves, and stops a thumb at the other", () => {
    const onChange = renderPrice(vi.fn(), [100000, 300000]);
    fireEvent.change(screen.getByRole("slider", { name: "Lägsta pris" }), {
      target: { value: "202000" },
    });
    expect(onChange).toHaveBeenLastCalledWith([202000, 300000]);
    fireEvent.change(screen.getByRole("slider", { name: "Lägsta pris" }), {
      target: { value: "402000" },
    });
    expect(onChange).toHaveBeenLastCalledWith([300000, 300000]);
  });

  it("parses typed values, swaps min and max when min > max, clamps to the bounds", async () => {
    const onChange = renderPrice(vi.fn(), [100000, 300000]);
    const low = screen.getByRole("textbox", { name: "Lägsta pris" });
    const high = screen.getByRole("textbox", { name: "Högsta pris" });
    await userEvent.clear(low);
    await userEvent.type(low, "500 000");
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith([300000, 500000]);
    expect(low).toHaveValue("300000");
    expect(high).toHaveValue("500000");
    await userEvent.clear(high);
    await userEvent.type(high, "9999999{Enter}");
    expect(onChange).toHaveBeenLastCalledWith([300000, 850000]);
    await userEvent.clear(low);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith([50000, 850000]);
  });

  it("uses the given step and hides the typed inputs on request", () => {
    render(
      <RangeSlider
        label="Miltal"
        min={0}
        max={30000}
        step={500}
        minLabel="Lägsta miltal"
        maxLabel="Högsta miltal"
        showInputs={false}
      />,
    );
    expect(screen.getByRole("slider", { name: "Lägsta miltal" })).toHaveAttribute("step", "500");
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
