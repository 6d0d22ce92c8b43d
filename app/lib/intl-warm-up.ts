/**
 * Starts the worker that loads the page language's formatting data (intl-warm-up.worker.ts)
 * while the page's modules load, so the main thread's first `Intl` formatter does not block.
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker === "undefined" || !locale) return;
  try {
    const worker = new Worker(new URL("./intl-warm-up.worker.ts", import.meta.url), {
      type: "module",
      name: "intl-warm-up",
    });
    worker.postMessage(locale);
  } catch {
    // No worker (blocked by policy, or not supported): the first formatter loads the data itself.
  }
}
