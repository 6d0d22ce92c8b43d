// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs, type TabItem } from "./Tabs";

const items: TabItem[] = [
  { value: "list", label: "Lista", panel: <p>12 återförsäljare</p> },
  { value: "map", label: "Karta", panel: <p>Kartan</p> },
  { value: "charging", label: "Laddning", panel: <p>Laddstationer</p>, disabled: true },
  { value: "service", label: "Verkstäder", panel: <p>Verkstäder nära dig</p> },
];

describe("Tabs", () => {
  it("wires tabs and panels and selects the first enabled tab", () => {
    render(<Tabs items={items} label="Visa" />);
    expect(screen.getByRole("tablist", { name: "Visa" })).toBeInTheDocument();
    const list = screen.getByRole("tab", { name: "Lista" });
    expect(list).toHaveAttribute("aria-selected", "true");
    expect(list).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Karta" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "Lista" });
    expect(list).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent("12 återförsäljare");
    // Hidden panels stay mounted.
    expect(screen.getByText("Kartan")).not.toBeVisible();
  });

  it("moves and selects with arrows, Home and End, skipping disabled tabs", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Visa" onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Lista" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Karta" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Karta" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Kartan")).toBeVisible();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Verkstäder" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Lista" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Verkstäder" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Karta" })).toHaveFocus();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      "map",
      "service",
      "list",
      "service",
      "map",
    ]);
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Karta" })).toHaveFocus();
  });

  it("ignores clicks on a disabled tab", async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Visa" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("tab", { name: "Laddning" }));
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole("tab", { name: "Lista" })).toHaveAttribute("aria-selected", "true");
  });

  it("follows a controlled value", async () => {
    function Controlled() {
      const [value, setValue] = useState("map");
      return (
        <>
          <Tabs items={items} label="Visa" value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("tab", { name: "Karta" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Verkstäder" }));
    expect(screen.getByRole("status")).toHaveTextContent("service");
    expect(screen.getByRole("tab", { name: "Verkstäder" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("shows what a controlled parent says, even when it refuses a change", async () => {
    render(<Tabs items={items} label="Visa" value="map" onValueChange={() => {}} />);
    await userEvent.click(screen.getByRole("tab", { name: "Lista" }));
    expect(screen.getByRole("tab", { name: "Karta" })).toHaveAttribute("aria-selected", "true");
  });

  it("starts on defaultValue, and on the first enabled tab for an unknown value", () => {
    const { unmount } = render(<Tabs items={items} label="Visa" defaultValue="service" />);
    expect(screen.getByRole("tab", { name: "Verkstäder" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    unmount();
    render(<Tabs items={items} label="Visa" value="charging" />);
    expect(screen.getByRole("tab", { name: "Lista" })).toHaveAttribute("aria-selected", "true");
  });
});
