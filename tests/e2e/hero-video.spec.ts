import { expect, test, type Page } from "@playwright/test";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

/** The hero video of the content blocks page (automotive-se, Swedish toggles). */
const heroPage = siteUrl("automotive-se", "/demo/innehall");

function heroVideo(page: Page) {
  return page.locator("video").first();
}

test("the demo hero video really plays, and the toggle follows its state", async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto(heroPage);
  await expectHydrated(page);
  const video = heroVideo(page);
  // The clock moves: the demo file is a real video, not an illustration.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.3);
  const pause = page.getByRole("button", { name: "Pausa video" });
  await expect(pause).toBeVisible();

  await pause.click();
  await expect(page.getByRole("button", { name: "Spela video" })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const stoppedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.waitForTimeout(400);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(stoppedAt);

  await page.getByRole("button", { name: "Spela video" }).click();
  await expect(page.getByRole("button", { name: "Pausa video" })).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(stoppedAt);
  expect(errors).toEqual([]);
});

test("a video that fails to load never claims to play", async ({ page }) => {
  await page.route("**/-/media/demo/hero-ex90.mp4", (route) => route.abort("failed"));
  await page.goto(heroPage);
  await expectHydrated(page);
  await expect(page.getByRole("button", { name: "Spela video" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pausa video" })).toHaveCount(0);
});
