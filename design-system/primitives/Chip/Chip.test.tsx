// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Chip, ChipGroup } from "./Chip";

describe("Chip", () => {
  it("toggles with aria-pressed (uncontrolled) and reports changes", async () => {
    const onSelectedChange = vi.fn();
    render(<Chip label="Diesel" onSelectedChange={onSelectedChange} />);
    const chip = screen.getByRole("button", { name: "Diesel" });
    expect(chip).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(chip);
    expect(chip).toHaveAttribute("aria-pressed", "true");
    chip.focus();
    await userEvent.keyboard(" ");
    expect(chip).toHaveAttribute("aria-pressed", "false");
    expect(onSelectedChange.mock.calls.map(([value]) => value)).toEqual([true, false]);
  });

  it("shows a controlled selected state", async () => {
    const onSelectedChange = vi.fn();
    render(<Chip label="El" selected onSelectedChange={onSelectedChange} />);
    const chip = screen.getByRole("button", { name: "El" });
    await userEvent.click(chip);
    expect(onSelectedChange).toHaveBeenCalledWith(false);
    expect(chip).toHaveAttribute("aria-pressed", "true");
  });

  it("does nothing when disabled, but stays focusable", async () => {
    const onSelectedChange = vi.fn();
    render(<Chip label="Vätgas" disabled onSelectedChange={onSelectedChange} />);
    const chip = screen.getByRole("button", { name: "Vätgas" });
    expect(chip).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    expect(chip).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(chip);
    expect(onSelectedChange).not.toHaveBeenCalled();
  });

  it("removable: a remove button named by removeLabel", async () => {
    const onRemove = vi.fn();
    render(<Chip label="Diesel" onRemove={onRemove} removeLabel="Ta bort filter: Diesel" />);
    expect(screen.getByText("Diesel")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ta bort filter: Diesel" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("removable and disabled: the remove button does nothing", async () => {
    const onRemove = vi.fn();
    render(<Chip label="Kombi" onRemove={onRemove} removeLabel="Ta bort filter: Kombi" disabled />);
    await userEvent.click(screen.getByRole("button", { name: "Ta bort filter: Kombi" }));
    expect(onRemove).not.toHaveBeenCalled();
  });

  it("static: a plain label, no button", () => {
    render(<Chip label="Nyinkommen" />);
    expect(screen.getByText("Nyinkommen")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ChipGroup", () => {
  it("is a named group when labelled, plain layout otherwise", () => {
    const { rerender } = render(
      <ChipGroup label="Drivmedel">
        <Chip label="El" defaultSelected />
      </ChipGroup>,
    );
    expect(screen.getByRole("group", { name: "Drivmedel" })).toContainElement(
      screen.getByRole("button", { name: "El" }),
    );
    rerender(
      <ChipGroup>
        <Chip label="El" />
      </ChipGroup>,
    );
    expect(screen.queryByRole("group")).toBeNull();
  });
});
