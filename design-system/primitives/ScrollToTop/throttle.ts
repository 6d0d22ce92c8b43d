export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending trailing call (on unmount). */
  cancel(): void;
}

/**
 * Runs `fn` at most once per `wait` ms: at once on the first call, and once more at the end of
 * the window with the latest arguments, so the final state (where scrolling stopped) is seen.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
): Throttled<Args> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const run = (args: Args) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) run(pending);
      }, remaining);
    }
  };

  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };

  return throttled;
}
