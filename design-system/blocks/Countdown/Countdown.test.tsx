// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ServerStyleSheet, StyleSheetManager } from "styled-components";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { Countdown } from "./Countdown";
import { countdownLabels } from "./labels";

const target = Date.UTC(2027, 2, 1, 8, 0, 0);
const labels = countdownLabels(storyTranslate);

const digits = (container: HTMLElement) =>
  Array.from(container.querySelectorAll("dd")).map((dd) => dd.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Countdown", () => {
  it("ticks every second after mount and stops at zero", () => {
    vi.setSystemTime(target - 3_000);
    const { container } = render(
      <Countdown
        target={target}
        initialNow={target - 3_000}
        labels={labels}
        doneText="Nu kör vi!"
      />,
    );
    expect(digits(container)).toEqual(["0", "00", "00", "03"]);
    expect(screen.getByRole("timer")).toBeInTheDocument();
    expect(screen.getByText("Sekunder")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(digits(container)).toEqual(["0", "00", "00", "02"]);
    act(() => vi.advanceTimersByTime(2_000));
    expect(digits(container)).toEqual(["0", "00", "00", "00"]);
    expect(screen.getByText("Nu kör vi!")).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(digits(container)).toEqual(["0", "00", "00", "00"]);
  });

  it("shows placeholder digits until mounted when the server's time is unknown", () => {
    vi.setSystemTime(target - 90_061_000);
    const html = renderToString(<Countdown target={target} labels={labels} />);
    expect(html).toContain("--");
    const { container } = render(<Countdown target={target} labels={labels} />);
    expect(digits(container)).toEqual(["1", "01", "01", "01"]);
  });

  it("hydrates the server render without a mismatch, then catches up", async () => {
    const serverNow = target - 10_000;
    vi.setSystemTime(serverNow);
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(<Countdown target={target} initialNow={serverNow} labels={labels} />),
    );
    sheet.seal();
    expect(html).toContain(">10<");

    // The page reaches the browser two seconds later.
    vi.setSystemTime(serverNow + 2_000);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <StyleSheetManager>
          <Countdown target={target} initialNow={serverNow} labels={labels} />
        </StyleSheetManager>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(digits(container)).toEqual(["0", "00", "00", "08"]);
    container.remove();
  });
});
