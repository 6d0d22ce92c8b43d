// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installDialogPolyfill } from "../overlay-shared/jsdomDialog";
import { BottomSheet } from "./BottomSheet";

beforeAll(installDialogPolyfill);

describe("BottomSheet", () => {
  it("is a modal dialog with a decorative handle and a close button", async () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open onClose={onClose} title="Din bokning" closeLabel="Stäng sammanfattning">
        <p>Service 3, tisdag 08:30</p>
      </BottomSheet>,
    );
    const dialog = screen.getByRole("dialog", { name: "Din bokning" });
    // Nothing focusable in the content: the dialog itself has focus.
    expect(dialog).toHaveFocus();
    expect(dialog.querySelector("[aria-hidden='true']")).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Stäng sammanfattning" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
