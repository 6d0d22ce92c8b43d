import { expect, test, type Page } from "@playwright/test";
import {
  answerTagManagerLocally,
  expectHydrated,
  holdChunk,
  scrollIntoViewAndSettle,
  siteUrl,
  watchConsoleErrors,
} from "./helpers";

/*
 * The car of the week and the car teasers load their carousels' code (the car cards, the
 * slider) when they come near the viewport (issue 17, decision 0028 addendum of session 42): on
 * a phone's first load they keep the server's HTML until then, and a compare toggle pressed
 * before the code is in is pressed in the live carousel.
 */

const SITE = "carstore-se";
/** The car cards' code: only the carousels load it on a home page. */
const carCardChunk = /\/assets\/CarCard-[\w-]+\.js$/;

function watchChunk(page: Page, chunk: RegExp) {
  let requested = false;
  page.on("request", (request) => {
    if (chunk.test(new URL(request.url()).pathname)) requested = true;
  });
  return () => requested;
}

async function openHomeOnPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await answerTagManagerLocally(page);
  const errors = watchConsoleErrors(page);
  const requested = watchChunk(page, carCardChunk);
  await page.goto(siteUrl(SITE, "/"));
  await expectHydrated(page);
  return { errors, requested };
}

const carOfTheWeek = (page: Page) =>
  page.getByRole("region", { name: "Veckans bil" }).locator("xpath=ancestor::section[1]");

test("on a phone the carousels keep the server's HTML until they come near, then work", async ({
  page,
}) => {
  const { errors, requested } = await openHomeOnPhone(page);
  await page.waitForLoadState("networkidle");
  expect(requested(), "the car cards' code before a carousel came near").toBe(false);

  const section = carOfTheWeek(page);
  await scrollIntoViewAndSettle(section);
  await expect.poll(requested, { message: "the car cards' code once near" }).toBe(true);
  const next = section.getByRole("button", { name: "Nästa bilar" });
  await expect(next).toBeEnabled();
  const toggle = section.getByRole("button", { name: /^Jämför / }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Jämför (1)" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a compare toggle pressed before the carousel's code is in is pressed in the live one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const cards = await holdChunk(page, carCardChunk);
  const { errors } = await openHomeOnPhone(page);
  const section = carOfTheWeek(page);
  const toggle = section.getByRole("button", { name: /^Jämför / }).first();
  const name = await toggle.getAttribute("aria-label");
  expect(name).toMatch(/^Jämför .+/);
  await scrollIntoViewAndSettle(toggle);
  await toggle.click();
  // The server's markup: the press is held while the code is on its way.
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("button", { name: "Jämför (1)" })).toHaveCount(0);
  cards.release();
  const live = section.getByRole("button", { name: name ?? "" }).first();
  await expect(live).toHaveAttribute("aria-pressed", "true", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Jämför (1)" })).toBeVisible();
  expect(errors).toEqual([]);
});
