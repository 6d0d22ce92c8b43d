// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutVariable } from "../theme/layout";
import { usePublishedHeight } from "./usePublishedHeight";

let resize: (() => void) | undefined;
let height = 40;

class FakeResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {}
  disconnect() {
    resize = undefined;
  }
}

function Bar({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  usePublishedHeight(ref, layoutVariable.bottomInset, active);
  return <div ref={ref} />;
}

const published = () => document.documentElement.style.getPropertyValue(layoutVariable.bottomInset);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("usePublishedHeight", () => {
  it("publishes the height on :root while active, follows resizes and removes it after", () => {
    vi.stubGlobal("ResizeObserver", FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(
      () => ({ height }) as DOMRect,
    );
    const { rerender, unmount } = render(<Bar active={false} />);
    expect(published()).toBe("");

    rerender(<Bar active />);
    // Nothing is measured during the commit: the observer reports the first size after layout.
    expect(published()).toBe("");
    act(() => resize?.());
    expect(published()).toBe("40px");
    height = 64;
    act(() => resize?.());
    expect(published()).toBe("64px");

    rerender(<Bar active={false} />);
    expect(published()).toBe("");
    rerender(<Bar active />);
    unmount();
    expect(published()).toBe("");
    expect(resize).toBeUndefined();
  });

  it("measures at once where there is no ResizeObserver", () => {
    vi.stubGlobal("ResizeObserver", undefined);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(
      () => ({ height: 52 }) as DOMRect,
    );
    const { unmount } = render(<Bar active />);
    expect(published()).toBe("52px");
    unmount();
    expect(published()).toBe("");
  });
});
