// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from "./usePrefersReducedMotion";

function Probe() {
  return <span data-testid="probe">{usePrefersReducedMotion() ? "reduced" : "full"}</span>;
}

/** A controllable matchMedia for the reduced-motion query. */
function mockMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: REDUCED_MOTION_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => list),
  );
  return {
    set(matches: boolean) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("usePrefersReducedMotion", () => {
  it("is false where matchMedia does not exist", () => {
    vi.stubGlobal("matchMedia", undefined);
    render(<Probe />);
    expect(screen.getByTestId("probe")).toHaveTextContent("full");
  });

  it("renders the full-motion variant on the server", () => {
    mockMatchMedia(true);
    expect(renderToString(<Probe />)).toContain("full");
  });

  it("follows the system setting and its changes", () => {
    const media = mockMatchMedia(true);
    const { unmount } = render(<Probe />);
    expect(screen.getByTestId("probe")).toHaveTextContent("reduced");
    act(() => media.set(false));
    expect(screen.getByTestId("probe")).toHaveTextContent("full");
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
