// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installDialogPolyfill } from "../overlay-shared/jsdomDialog";
import { Modal } from "./Modal";

beforeAll(installDialogPolyfill);

function Demo({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Boka provkörning
      </button>
      <Modal
        closeLabel="Stäng"
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Boka provkörning"
        description="Volvo XC60"
        size="sm"
      >
        <label>
          Namn <input />
        </label>
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("renders a closed, empty dialog on the server", () => {
    const html = renderToString(
      <Modal closeLabel="Stäng" open onClose={() => {}} title="Boka provkörning">
        <p>Innehåll</p>
      </Modal>,
    );
    expect(html).toContain("<dialog");
    expect(html).not.toMatch(/<dialog[^>]*\sopen/);
    expect(html).toContain('data-size="md"');
  });

  it("opens as a modal named by its title, focuses the first field, returns focus", async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const onClose = vi.fn();
    render(<Demo onClose={onClose} />);
    const trigger = screen.getByRole("button", { name: "Boka provkörning" });
    await user.click(trigger);
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole("dialog", { name: "Boka provkörning" });
    expect(dialog).toHaveAccessibleDescription("Volvo XC60");
    expect(dialog).toHaveAttribute("data-size", "sm");
    expect(screen.getByRole("textbox", { name: "Namn" })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("hidden");

    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute("open");
    expect(trigger).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("");
    showModal.mockRestore();
  });

  it("closes with the labelled close button", async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Bilder" closeLabel="Close">
        <p>Galleri</p>
      </Modal>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks once per close request, even when cancel and close both fire", () => {
    const onClose = vi.fn();
    render(
      <Modal closeLabel="Stäng" open onClose={onClose} title="Bilder">
        <p>Galleri</p>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog");
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    fireEvent(dialog, new Event("close"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("does not report a close the parent made itself", () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal closeLabel="Stäng" open onClose={onClose} title="Bilder">
        <p>Galleri</p>
      </Modal>,
    );
    rerender(
      <Modal closeLabel="Stäng" open={false} onClose={onClose} title="Bilder">
        <p>Galleri</p>
      </Modal>,
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("ignores Esc that a control inside already handled", () => {
    const onClose = vi.fn();
    render(
      <Modal closeLabel="Stäng" open onClose={onClose} title="Sök">
        <input
          aria-label="Sök bil"
          onKeyDown={(event) => {
            if (event.key === "Escape") event.preventDefault();
          }}
        />
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Sök bil" }), { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
  });

  it("focuses initialFocusRef when given", () => {
    function WithRef() {
      const [ref] = useState(() => ({ current: null as HTMLButtonElement | null }));
      return (
        <Modal
          closeLabel="Stäng"
          open
          onClose={() => {}}
          title="Ta bort?"
          initialFocusRef={ref}
          footer={
            <button
              type="button"
              ref={(element) => {
                ref.current = element;
              }}
            >
              Avbryt
            </button>
          }
        >
          <input aria-label="Anledning" />
        </Modal>
      );
    }
    render(<WithRef />);
    expect(screen.getByRole("button", { name: "Avbryt" })).toHaveFocus();
  });
});
