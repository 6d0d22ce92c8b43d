// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installDialogPolyfill } from "../overlay-shared/jsdomDialog";
import { Drawer } from "./Drawer";

beforeAll(installDialogPolyfill);

describe("Drawer", () => {
  it("is a modal dialog on the chosen side, closed by Esc", async () => {
    const onClose = vi.fn();
    render(
      <Drawer closeLabel="Stäng" open onClose={onClose} title="Filtrera" side="left">
        <label>
          <input type="checkbox" /> Diesel
        </label>
      </Drawer>,
    );
    const dialog = screen.getByRole("dialog", { name: "Filtrera" });
    expect(dialog).toHaveAttribute("data-side", "left");
    expect(screen.getByRole("checkbox", { name: "Diesel" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("opens from the right by default", () => {
    render(
      <Drawer closeLabel="Stäng" open onClose={() => {}} title="Meny">
        <p>Länkar</p>
      </Drawer>,
    );
    expect(screen.getByRole("dialog", { name: "Meny" })).toHaveAttribute("data-side", "right");
  });
});
