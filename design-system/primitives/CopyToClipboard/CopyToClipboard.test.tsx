// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPIED_FEEDBACK_MS, CopyToClipboard } from "./CopyToClipboard";

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: { writeText },
  });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "clipboard");
});

/** Clicks and lets the clipboard promise settle. */
async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

const feedback = { copied: "Kopierat", failed: "Kunde inte kopiera" };

describe("CopyToClipboard", () => {
  it("shows 1000 ms", () => {
    expect(COPIED_FEEDBACK_MS).toBe(1000);
  });

  it("copies the text and shows 'Kopierat' for exactly 1000 ms, in a live region", async () => {
    writeText.mockResolvedValue(undefined);
    const onCopy = vi.fn();
    render(
      <CopyToClipboard feedback={feedback} text="Hisingsgatan 12, 417 03 Göteborg" onCopy={onCopy}>
        Kopiera adress
      </CopyToClipboard>,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");
    await click(screen.getByRole("button", { name: "Kopiera adress" }));
    expect(writeText).toHaveBeenCalledWith("Hisingsgatan 12, 417 03 Göteborg");
    expect(onCopy).toHaveBeenCalledWith("Hisingsgatan 12, 417 03 Göteborg");
    expect(status).toHaveTextContent("Kopierat");
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 1));
    expect(status).toHaveTextContent("Kopierat");
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent("");
  });

  it("restarts the second when copied again", async () => {
    writeText.mockResolvedValue(undefined);
    render(
      <CopyToClipboard feedback={feedback} text="031-123 45 67">
        Kopiera telefonnummer
      </CopyToClipboard>,
    );
    const button = screen.getByRole("button", { name: "Kopiera telefonnummer" });
    await click(button);
    act(() => vi.advanceTimersByTime(600));
    await click(button);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole("status")).toHaveTextContent("Kopierat");
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("takes its texts from props", async () => {
    writeText.mockResolvedValue(undefined);
    render(
      <CopyToClipboard text="ABC123" feedback={{ ...feedback, copied: "Copied" }} hideLabel>
        Copy registration number
      </CopyToClipboard>,
    );
    await click(screen.getByRole("button", { name: "Copy registration number" }));
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
  });

  it("handles a rejected write: no uncaught error, a failure message for 1000 ms", async () => {
    const error = new DOMException("Write permission denied.", "NotAllowedError");
    writeText.mockRejectedValue(error);
    const onCopy = vi.fn();
    const onCopyError = vi.fn();
    render(
      <CopyToClipboard feedback={feedback} text="ABC123" onCopy={onCopy} onCopyError={onCopyError}>
        Kopiera
      </CopyToClipboard>,
    );
    await click(screen.getByRole("button", { name: "Kopiera" }));
    expect(onCopy).not.toHaveBeenCalled();
    expect(onCopyError).toHaveBeenCalledWith(error);
    expect(screen.getByRole("status")).toHaveTextContent("Kunde inte kopiera");
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("handles a browser without the clipboard API", async () => {
    Reflect.deleteProperty(navigator, "clipboard");
    render(
      <CopyToClipboard feedback={feedback} text="ABC123">
        Kopiera
      </CopyToClipboard>,
    );
    await click(screen.getByRole("button", { name: "Kopiera" }));
    expect(screen.getByRole("status")).toHaveTextContent("Kunde inte kopiera");
  });

  it("leaves no timer behind when unmounted", async () => {
    writeText.mockResolvedValue(undefined);
    const { unmount } = render(
      <CopyToClipboard feedback={feedback} text="ABC123">
        Kopiera
      </CopyToClipboard>,
    );
    await click(screen.getByRole("button", { name: "Kopiera" }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
