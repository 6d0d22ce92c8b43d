import { expect, test, type Page } from "@playwright/test";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

/*
 * The formatting data is loaded off the main thread (issue 17, total blocking time; decision
 * 0047): the client entry starts a worker that makes the page language's formatters before the
 * page's own first one. The car list formats its counts while it hydrates, so it is the page
 * where the order matters.
 */

interface WarmUpRecord {
  /** When the page made the warm-up worker, and what the worker answered. */
  worker?: { at: number; name?: string; answer?: unknown };
  /** When the main thread made its first number format. */
  firstNumberFormatAt?: number;
}

/** Records the warm-up worker and the main thread's first `Intl.NumberFormat`, before any script. */
function recordWarmUp() {
  const record: WarmUpRecord = {};
  (window as unknown as { warmUp: WarmUpRecord }).warmUp = record;
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      const made: WarmUpRecord["worker"] = { at: performance.now(), name: options?.name };
      record.worker ??= made;
      this.addEventListener("message", (event) => (made.answer = event.data));
    }
  };
  const PageNumberFormat = Intl.NumberFormat;
  Intl.NumberFormat = new Proxy(PageNumberFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      record.firstNumberFormatAt ??= performance.now();
      return Reflect.construct(target, args) as Intl.NumberFormat;
    },
  });
}

const readRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { warmUp: WarmUpRecord }).warmUp);

const showing = (page: Page) => page.getByText(/^Visar \d+ av \d+$/);

test.describe("formatting data loaded off the main thread", () => {
  test("the car list starts the warm-up worker before its first number format, and it runs", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.addInitScript(recordWarmUp);
    const workerScript = page.waitForResponse(/\/assets\/intl-warm-up\.worker-[\w-]+\.js$/);
    await page.goto(siteUrl("carstore-se", "/kop-bil"));
    await expectHydrated(page);
    const script = await workerScript;
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toMatch(/javascript/);

    await expect(showing(page)).toHaveText(/^Visar 24 av \d+$/);
    await expect.poll(async () => (await readRecord(page)).worker?.answer).toBe("warm");
    const record = await readRecord(page);
    expect(record.worker?.name).toBe("intl-warm-up");
    expect(record.firstNumberFormatAt).toBeDefined();
    expect(record.worker?.at).toBeLessThan(record.firstNumberFormatAt ?? 0);
    expect(errors).toEqual([]);
  });

  test("a page whose worker cannot load formats its counts all the same", async ({ page }) => {
    await page.route(/\/assets\/intl-warm-up\.worker-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(siteUrl("carstore-se", "/kop-bil"));
    await expectHydrated(page);
    await expect(showing(page)).toHaveText(/^Visar 24 av \d+$/);
    await page.getByRole("button", { name: "Visa fler" }).click();
    await expect(showing(page)).toHaveText(/^Visar 48 av \d+$/);
  });
});
