import { expect, test } from "@playwright/test";
import { expectHydrated, siteUrl } from "./helpers";

/**
 * The car detail sections in the real page (design-system/flows/CarDetail) on a phone: the
 * action bar sticks to the bottom of the viewport and publishes its height, the equipment is cut
 * at 190 px and opens and closes.
 */

const site = "automotive-se";

test.use({ viewport: { width: 375, height: 740 } });

test("on a phone the action bar sticks to the bottom and the equipment opens", async ({ page }) => {
  await page.goto(siteUrl(site, "/kop-bil"));
  const href = await page.locator('main a[href^="/kop-bil/bil/"]').first().getAttribute("href");
  expect(href).toMatch(/^\/kop-bil\/bil\/\d+\/[^/]+$/);
  await page.goto(siteUrl(site, href ?? ""));
  await expectHydrated(page);

  const bar = page.getByRole("region", { name: "Kontakta säljaren", exact: true });
  await expect(bar).toBeVisible();
  const barBox = await bar.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(740, 0);
  await expect(bar.getByRole("link", { name: "Kontakta oss" })).toHaveAttribute("href", "#contact");
  // Scroll to top stands above it: the bar's height is published on :root.
  // (when its ResizeObserver reports it, after layout)
  await expect
    .poll(() =>
      page.evaluate(() =>
        parseFloat(document.documentElement.style.getPropertyValue("--fc-action-bar-height")),
      ),
    )
    .toBeCloseTo(barBox?.height ?? 0, 0);

  const equipment = page.locator("#equipment");
  const toggle = equipment.locator("button[data-show-more]");
  await expect(toggle).toHaveText("Visa mer");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const clamp = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  expect(await clamp.evaluate((element) => element.getBoundingClientRect().height)).toBe(190);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toHaveText("Visa mindre");
  expect(await clamp.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(
    190,
  );
});
