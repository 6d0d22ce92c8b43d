import { expect, test, type Page } from "@playwright/test";
import { holdChunk, openOnPhone, scrollIntoViewAndSettle, siteUrl, watchChunk } from "./helpers";

/*
 * The car of the week and the car teasers load their carousels' code (the car cards, the
 * slider) when they come near the viewport (issue 17, decision 0028 addendum of session 42): on
 * a phone's first load they keep the server's HTML until then, and a compare toggle pressed
 * before the code is in is pressed in the live carousel.
 */

const SITE = "carstore-se";
/** The car cards' code: only the carousels load it on a home page. */
const carCardChunk = /\/assets\/CarCard-[\w-]+\.js$/;

async function openHomeOnPhone(page: Page) {
  const requested = watchChunk(page, carCardChunk);
  const errors = await openOnPhone(page, siteUrl(SITE, "/"));
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

test("a car card's link tapped before the carousel's code is in navigates in the page", async ({
  page,
}) => {
  const cards = await holdChunk(page, carCardChunk);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const { errors } = await openHomeOnPhone(page);
  const link = carOfTheWeek(page).locator('a[href^="/kop-bil/bil/"]').first();
  const href = (await link.getAttribute("href")) ?? "";
  await scrollIntoViewAndSettle(link);
  await link.click();
  cards.release();
  await expect(page).toHaveURL(siteUrl(SITE, href));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents, "documents loaded").toHaveLength(1);
  expect(errors).toEqual([]);
});
