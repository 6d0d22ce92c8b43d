import { expect, test, type Page } from "@playwright/test";
import { holdChunk, openOnPhone, scrollIntoViewAndSettle, siteUrl, watchChunk } from "./helpers";

/*
 * An accordion loads its code (the disclosures, the arrow keys) when it comes near the viewport
 * or is touched (issue 17, decision 0028 addendum of session 43): on a phone's first load of a
 * home page it keeps the server's HTML until then; a header pressed before the code is in opens
 * in the live accordion.
 */

const SITE = "carstore-se";
const accordionChunk = /\/assets\/Accordion-[\w-]+\.js$/;
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
