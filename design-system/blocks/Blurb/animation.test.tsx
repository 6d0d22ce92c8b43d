// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BLURB_ANIMATION_DURATION_MS,
  BLURB_MEDIA_ANIMATION_DELAY_MS,
  BLURB_TEXT_ANIMATION_DELAY_MS,
  initialRevealPhase,
  useReveal,
} from "./animation";
import { stubReducedMotion } from "../../../tests/setup/browser-apis";

describe("blurb animation constants (specs §9)", () => {
  it("delays text 100 ms and media 200 ms, for 500 ms", () => {
    expect(BLURB_TEXT_ANIMATION_DELAY_MS).toBe(100);
    expect(BLURB_MEDIA_ANIMATION_DELAY_MS).toBe(200);
    expect(BLURB_ANIMATION_DURATION_MS).toBe(500);
  });
});

describe("initialRevealPhase", () => {
  const base = { enabled: true, reducedMotion: false, observerSupported: true, inViewport: false };
  it("hides content below the fold until it is scrolled to", () => {
    expect(initialRevealPhase(base)).toBe("hidden");
  });
  it("never hides when off, under reduced motion, without observer or already on screen", () => {
    expect(initialRevealPhase({ ...base, enabled: false })).toBe("static");
    expect(initialRevealPhase({ ...base, reducedMotion: true })).toBe("static");
    expect(initialRevealPhase({ ...base, observerSupported: false })).toBe("static");
    expect(initialRevealPhase({ ...base, inViewport: true })).toBe("static");
  });
});

function Probe({ enabled }: { enabled: boolean }) {
  const { ref, phase } = useReveal<HTMLDivElement>(enabled);
  return <div ref={ref} data-testid="probe" data-phase={phase} />;
}

describe("useReveal", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  function setup(reduced: boolean) {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    stubReducedMotion(reduced);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      top: 5000,
      bottom: 5400,
    } as DOMRect);
    return { intersect: () => act(() => notify([{ isIntersecting: true }])) };
  }

  it("waits below the fold, then shows", () => {
    const { intersect } = setup(false);
    const { getByTestId } = render(<Probe enabled />);
    expect(getByTestId("probe")).toHaveAttribute("data-phase", "hidden");
    intersect();
    expect(getByTestId("probe")).toHaveAttribute("data-phase", "shown");
  });

  it("stays static under reduced motion", () => {
    setup(true);
    const { getByTestId } = render(<Probe enabled />);
    expect(getByTestId("probe")).toHaveAttribute("data-phase", "static");
  });
});
