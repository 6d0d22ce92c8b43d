// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Select } from "./Select";

const workshops = [
  { value: "gbg", label: "Göteborg Hisingen" },
  { value: "sthlm", label: "Stockholm Kungens kurva" },
  { value: "malmo", label: "Malmö Svågertorp", disabled: true },
];

describe("Select", () => {
  it("is a labelled native select whose placeholder shows first", () => {
    render(<Select label="Verkstad" placeholder="Välj verkstad" options={workshops} />);
    const select = screen.getByRole("combobox", { name: "Verkstad" });
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: "Välj verkstad" })).toHaveProperty("selected", true);
    expect(screen.getByRole("option", { name: "Malmö Svågertorp" })).toBeDisabled();
  });

  it("selects with the platform control and reports the change", async () => {
    const onChange = vi.fn();
    render(<Select label="Verkstad" placeholder="Välj" options={workshops} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole("combobox"), "sthlm");
    expect(screen.getByRole("combobox")).toHaveValue("sthlm");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("shows an error, forwards the ref, can be disabled", () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select
        label="Verkstad"
        options={workshops}
        error="Välj en verkstad"
        ref={ref}
        disabled
        defaultValue="gbg"
      />,
    );
    const select = screen.getByRole("combobox", { name: "Verkstad" });
    expect(ref.current).toBe(select);
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription("Välj en verkstad");
    expect(select).toBeDisabled();
    expect(select).toHaveValue("gbg");
  });
});
