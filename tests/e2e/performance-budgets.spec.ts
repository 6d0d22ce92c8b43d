import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test, type Page, type Request } from "@playwright/test";
import { keyPages, type Budget } from "../performance-budgets";
import { answerTagManagerLocally, expectHydrated, resolveKeyPagePath, siteUrl } from "./helpers";

/*
 * The performance budgets of issue 17 on the key pages, as a phone (375 px) loads them from the
 * production build: the JavaScript the page loads until it is hydrated and idle (gzip -9 of the
 * build's files), the document's HTML bytes, and the layout shift of the load (PerformanceObserver
 * 'layout-shift', the sum of the shifts). The budgets: tests/performance-budgets.ts.
 */

const clientDir = new URL("../../build/client", import.meta.url);
const viewport = { width: 375, height: 812 };

/** gzip -9 bytes of one built file, once per file for the whole run. */
const gzipBytesOfFile = new Map<string, number>();
function gzipBytes(pathname: string): number {
  let bytes = gzipBytesOfFile.get(pathname);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(new URL(`.${pathname}`, `${clientDir.href}/`)), {
      level: 9,
    }).length;
    gzipBytesOfFile.set(pathname, bytes);
  }
  return bytes;
}

/** Records every layout shift from the first paint on, before any script of the page runs. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The layout shift of the load: the sum of every shift. Lighthouse's CLS takes the largest
 * session window (shifts less than 1 s apart), so the same two shifts count once or twice with the
 * machine's load; the sum does not depend on timing, and a sum within the goal is a CLS within it.
 */
function layoutShift(shifts: { value: number }[]): number {
  return Math.round(shifts.reduce((sum, { value }) => sum + value, 0) * 10_000) / 10_000;
}

/**
 * The scripts a page requests, and a wait until they have all arrived and none was asked for
 * during the last second: the lazy chunks a page loads right after hydration count, whatever the
 * machine's load (networkidle alone never comes on a page that streams a video).
 */
function watchScripts(page: Page) {
  const paths = new Set<string>();
  let pending = 0;
  let lastChange = Date.now();
  const isScript = (request: Request) => request.resourceType() === "script";
  page.on("request", (request) => {
    if (!isScript(request)) return;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/")) paths.add(pathname);
    pending += 1;
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (!isScript(request)) return;
    pending -= 1;
    lastChange = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    paths,
    async settled(): Promise<void> {
      await expect
        .poll(() => pending === 0 && Date.now() - lastChange >= 1_000, {
          message: "scripts still loading",
          timeout: 20_000,
          intervals: [100],
        })
        .toBe(true);
    },
  };
}

/** Soft: a page over two budgets reports both figures. */
function withinBudget(figure: number, { budget, goal }: Budget, what: string): void {
  expect
    .soft(figure, `${what}: ${figure}, budget ${budget} (goal ${goal})`)
    .toBeLessThanOrEqual(budget);
}

test.use({ viewport });

for (const keyPage of keyPages) {
  test(`${keyPage.name}: JavaScript, HTML and layout shift within budget`, async ({ page }) => {
    await answerTagManagerLocally(page);
    await observeLayoutShifts(page);
    const scripts = watchScripts(page);
    const path = await resolveKeyPagePath(keyPage);
    const response = await page.goto(siteUrl(keyPage.site, path));
    expect(response?.status(), path).toBe(200);
    const htmlBytes = (await response?.body())?.length ?? 0;
    await expectHydrated(page);
    await scripts.settled();
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: { value: number }[] }).__layoutShifts,
    );
    const jsGzipBytes = [...scripts.paths].reduce((sum, pathname) => sum + gzipBytes(pathname), 0);
    const shift = layoutShift(shifts);
    console.log(
      `budget ${keyPage.name} (${path}): JS ${jsGzipBytes} B gzip in ${scripts.paths.size} files, ` +
        `HTML ${htmlBytes} B, layout shift ${shift}`,
    );
    expect(scripts.paths.size, "scripts loaded").toBeGreaterThan(0);
    withinBudget(jsGzipBytes, keyPage.jsGzipBytes, `${keyPage.name} JS gzip bytes`);
    withinBudget(htmlBytes, keyPage.htmlBytes, `${keyPage.name} HTML bytes`);
    withinBudget(shift, keyPage.layoutShift, `${keyPage.name} layout shift`);
  });
}
