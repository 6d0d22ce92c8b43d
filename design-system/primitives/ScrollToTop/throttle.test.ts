import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("throttle", () => {
  it("runs the first call at once and the last one at the end of the window", () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it("runs at most once per window while calls keep coming", () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    for (let i = 0; i < 50; i++) {
      throttled(i);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(6);
    expect(fn).toHaveBeenLastCalledWith(49);
  });

  it("drops a pending call when cancelled", () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled("a");
    throttled("b");
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([["a"]]);
  });
});
