import { vi } from "vitest";

/**
 * Browser APIs jsdom lacks, as a browser with no layout would answer them. `unit.ts` installs
 * them in every jsdom test file; a test that needs other answers stubs its own with
 * `vi.stubGlobal` (and `vi.unstubAllGlobals()` brings these back).
 */

/** Layout observers that never report (geometry is tested in Storybook). */
export class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * For this test: a ResizeObserver that reports each observed element at once (a browser's first
 * report follows the next layout), for code that publishes sizes from the observer alone.
 */
export function stubReportingResizeObserver() {
  vi.stubGlobal(
    "ResizeObserver",
    class extends NoopObserver {
      constructor(private readonly report: () => void) {
        super();
      }
      override observe() {
        this.report();
      }
    },
  );
}

/**
 * For this test: an IntersectionObserver that reports each observed element as intersecting at
 * once, as a browser does for an element in the viewport, for code that waits until it is near.
 */
export function stubIntersectingObserver() {
  vi.stubGlobal(
    "IntersectionObserver",
    class extends NoopObserver {
      constructor(private readonly report: IntersectionObserverCallback) {
        super();
      }
      override observe(target?: Element) {
        if (!target) return;
        this.report(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
    },
  );
}

/** A `matchMedia` whose lists never change, answering each query with `matches(query)`. */
export function fixedMatchMedia(matches: (query: string) => boolean) {
  return vi.fn(
    (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}

/** For this test: whether the user asks for reduced motion (every other media query is false). */
export function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    "matchMedia",
    fixedMatchMedia((query) => reduced && query.includes("prefers-reduced-motion: reduce")),
  );
}

export function installBrowserApis() {
  const define = (name: string, value: unknown) =>
    Object.defineProperty(window, name, { value, configurable: true, writable: true });
  define(
    "matchMedia",
    fixedMatchMedia(() => false),
  );
  define("ResizeObserver", NoopObserver);
  define("IntersectionObserver", NoopObserver);
  // jsdom implements no media playback (it logs "not implemented" and returns nothing): these
  // start and stop at once and fire the play and pause events a browser fires.
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
    this.dispatchEvent(new Event("pause"));
  };
}
