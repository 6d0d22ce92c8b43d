import { expect, test, type Page } from "@playwright/test";
import { holdChunk, openOnPhone, scrollIntoViewAndSettle, siteUrl, watchChunk } from "./helpers";

/*
 * The accordion, the blurbs and the countdown load their code when they come near the viewport
 * or are touched (issue 17, decision 0028 addendum of session 43): on a phone's first load of a
 * home page they keep the server's HTML until then; a header pressed before the accordion's code
 * is in opens in the live accordion, and the countdown ticks once live.
 */

const SITE = "carstore-se";
const accordionChunk = /\/assets\/Accordion-[\w-]+\.js$/;
const blurbChunk = /\/assets\/Blurb-[\w-]+\.js$/;
const countdownChunk = /\/assets\/Countdown-[\w-]+\.js$/;
const FIRST = "Kan jag provköra?";
const SECOND = "Vilken garanti ingår?";

async function openHomeOnPhone(page: Page) {
  const requested = watchChunk(page, accordionChunk);
  const errors = await openOnPhone(page, siteUrl(SITE, "/"));
  return { errors, requested };
}

test("on a phone the accordion keeps the server's HTML until it comes near, then works", async ({
  page,
}) => {
  const { errors, requested } = await openHomeOnPhone(page);
  await page.waitForLoadState("networkidle");
  expect(requested(), "the accordion's code before it came near").toBe(false);

  const first = page.getByRole("button", { name: FIRST });
  await scrollIntoViewAndSettle(first);
  await expect.poll(requested, { message: "the accordion's code once near" }).toBe(true);
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  // The live accordion: the arrow keys move between headers, one item open at a time.
  await page.keyboard.press("ArrowDown");
  const second = page.getByRole("button", { name: SECOND });
  await expect(second).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  expect(errors).toEqual([]);
});

test("on a phone the blurbs and the countdown load their code when near; the countdown ticks", async ({
  page,
}) => {
  const blurbRequested = watchChunk(page, blurbChunk);
  const countdownRequested = watchChunk(page, countdownChunk);
  const errors = await openOnPhone(page, siteUrl(SITE, "/"));
  await page.waitForLoadState("networkidle");
  expect(blurbRequested(), "the blurb's code on the first load").toBe(false);
  expect(countdownRequested(), "the countdown's code on the first load").toBe(false);

  const blurb = page.getByRole("heading", { name: "14 dagars öppet köp", exact: true });
  await scrollIntoViewAndSettle(blurb);
  await expect.poll(blurbRequested, { message: "the blurb's code once near" }).toBe(true);
  // Live, its text and media stay shown (a reveal animation ends shown).
  await expect(blurb).toBeVisible();

  const timer = page.getByRole("timer", { name: "Black Week-priserna släpps om" });
  await scrollIntoViewAndSettle(timer);
  await expect.poll(countdownRequested, { message: "the countdown's code once near" }).toBe(true);
  const seconds = timer.locator('[data-unit="seconds"] dd');
  const shown = await seconds.textContent();
  await expect(seconds).not.toHaveText(shown ?? "", { timeout: 5_000 });
  expect(errors).toEqual([]);
});

test("a header pressed before the accordion's code is in opens in the live accordion", async ({
  page,
}) => {
  const chunk = await holdChunk(page, accordionChunk);
  const { errors } = await openHomeOnPhone(page);
  const first = page.getByRole("button", { name: FIRST });
  await scrollIntoViewAndSettle(first);
  await first.click();
  // The server's markup: the press is held while the code is on its way.
  await expect(first).toHaveAttribute("aria-expanded", "false");
  chunk.release();
  await expect(page.getByRole("button", { name: FIRST })).toHaveAttribute("aria-expanded", "true", {
    timeout: 30_000,
  });
  expect(errors).toEqual([]);
});
