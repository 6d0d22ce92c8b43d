// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tooltip } from "./Tooltip";

const text = "Effektiv ränta inklusive uppläggningsavgift 695 kr och aviavgift 49 kr/mån.";

function setup() {
  render(
    <>
      <Tooltip content={text}>
        <button type="button" aria-describedby="price-note">
          Om räntan
        </button>
      </Tooltip>
      <p id="price-note">Exempel</p>
      <button type="button">Nästa</button>
    </>,
  );
  const trigger = screen.getByRole("button", { name: "Om räntan" });
  const tooltip = screen.getByRole("tooltip", { hidden: true });
  return { trigger, tooltip };
}

describe("Tooltip", () => {
  it("describes its trigger, keeping the trigger's own description", () => {
    const { trigger, tooltip } = setup();
    expect(trigger.getAttribute("aria-describedby")).toBe(`price-note ${tooltip.id}`);
    expect(tooltip).toHaveTextContent(text);
    expect(tooltip).not.toHaveAttribute("data-visible");
  });

  it("shows on keyboard focus, hides on Esc without moving focus, and on blur", async () => {
    const user = userEvent.setup();
    const { trigger, tooltip } = setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(tooltip).toHaveAttribute("data-visible");
    await user.keyboard("{Escape}");
    expect(tooltip).not.toHaveAttribute("data-visible");
    expect(trigger).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(tooltip).toHaveAttribute("data-visible");
    await user.tab();
    expect(tooltip).not.toHaveAttribute("data-visible");
  });

  it("shows on hover, stays while the pointer is on the tooltip, hides on leave", async () => {
    const user = userEvent.setup();
    const { trigger, tooltip } = setup();
    await user.hover(trigger);
    expect(tooltip).toHaveAttribute("data-visible");
    await user.hover(tooltip);
    expect(tooltip).toHaveAttribute("data-visible");
    await user.unhover(tooltip);
    expect(tooltip).not.toHaveAttribute("data-visible");
  });

  it("lets Esc go on when hidden, and stops it while shown", () => {
    const onKeyDown = vi.fn();
    document.addEventListener("keydown", onKeyDown);
    const { trigger, tooltip } = setup();
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    fireEvent.focus(trigger);
    expect(tooltip).toHaveAttribute("data-visible");
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    document.removeEventListener("keydown", onKeyDown);
  });

  it("shows a cut text when longer than 288 characters", () => {
    render(
      <Tooltip content={"x".repeat(300)}>
        <button type="button">Info</button>
      </Tooltip>,
    );
    expect(screen.getByRole("tooltip", { hidden: true }).textContent).toBe(`${"x".repeat(288)}…`);
  });

  it("can be forced open", () => {
    render(
      <Tooltip content="Laddtid 10–80 %: 28 min" open>
        <button type="button">Laddning</button>
      </Tooltip>,
    );
    expect(screen.getByRole("tooltip")).toHaveAttribute("data-visible");
  });
});
