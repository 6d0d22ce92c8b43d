import { expect, test, type Page } from "@playwright/test";
import { answerTagManagerLocally, expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

/*
 * The footer's code loads when the footer comes near the viewport (issue 17, decision 0028
 * addendum of session 33): on the first load the footer keeps the server's HTML, links working as
 * links, until it is within NEAR_VIEWPORT_MARGIN of the viewport or is focused or pressed; then
 * the live footer replaces the same markup without a shift.
 */

const SITE = "carstore-se";
const footerChunk = /\/assets\/Footer-[\w-]+\.js$/;

function watchFooterChunk(page: Page) {
  let requested = false;
  page.on("request", (request) => {
    if (footerChunk.test(new URL(request.url()).pathname)) requested = true;
  });
  return () => requested;
}

/** The sum of the layout shifts from now on (read it with `shifts()`). */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        win.__shift += entry.value;
      }
    }).observe({ type: "layout-shift" });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

const footerLinkNames = (page: Page) =>
  page.getByRole("contentinfo").getByRole("link").allTextContents();

async function openOnPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await answerTagManagerLocally(page);
  const requested = watchFooterChunk(page);
  await page.goto(siteUrl(SITE, "/"));
  await expectHydrated(page);
  await page.waitForLoadState("networkidle");
  return requested;
}

test("on a phone the footer keeps the server's HTML until it comes near, then goes live in place", async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  const requested = await openOnPhone(page);
  expect(requested(), "the footer's chunk before the footer came near").toBe(false);
  const footer = page.getByRole("contentinfo");
  const serverLinks = await footerLinkNames(page);
  expect(serverLinks.length).toBeGreaterThan(3);
  const serverLink = await footer.getByRole("link").first().elementHandle();

  const shifts = await watchLayoutShifts(page);
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(requested).toBe(true);
  // The live footer replaced the server's markup: its elements are new, its links the same.
  await expect.poll(() => serverLink?.evaluate((link) => link.isConnected)).toBe(false);
  expect(await footerLinkNames(page)).toEqual(serverLinks);
  expect(await shifts()).toBe(0);
  expect(errors).toEqual([]);
});

test("a footer link focused from the keyboard before the footer is live keeps the focus", async ({
  page,
}) => {
  const requested = await openOnPhone(page);
  const firstLink = page.getByRole("contentinfo").getByRole("link").first();
  const name = (await firstLink.textContent()) ?? "";
  await firstLink.focus();
  await expect.poll(requested).toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest("footer") !== null))
    .toBe(true);
  await expect(page.locator(":focus")).toHaveText(name);
});

test("a client navigation keeps the footer, and a footer link leads to its page", async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await openOnPhone(page);
  const serverLinks = await footerLinkNames(page);
  // A link of the page (client-side navigation): the footer stays as it was.
  const carListLink = page.getByRole("main").locator('a[href="/kop-bil"]').first();
  await carListLink.click();
  await expect(page).toHaveURL(/\/kop-bil$/);
  await expect(page.getByRole("contentinfo")).toBeAttached();
  expect(await footerLinkNames(page)).toEqual(serverLinks);

  const footerLink = page.getByRole("contentinfo").getByRole("link").first();
  const href = (await footerLink.getAttribute("href")) ?? "";
  expect(href).not.toBe("");
  await footerLink.click();
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === href || url.href === href,
  );
  await expectHydrated(page);
  expect(errors).toEqual([]);
});
