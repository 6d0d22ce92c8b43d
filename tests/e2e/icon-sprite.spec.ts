import { expect, test, type Page } from "@playwright/test";
import { keyPages } from "../performance-budgets";
import { expectHydrated, resolveKeyPagePath, siteUrl } from "./helpers";

/*
 * Icons draw from the document's sprite (design-system/primitives/Icon/icon-sprite.ts): the
 * server writes the symbols of the icons its HTML uses, so a page loads no icon artwork in its
 * JavaScript; an icon a client navigation brings loads the artwork once and draws.
 */

const ARTWORK = /\/assets\/icon-markup-[^/]+\.js$/;

/** Every icon's reference and whether the document has the symbol it names. */
function unresolvedIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("svg > use")]
      .map((use) => use.getAttribute("href") ?? "")
      .filter((href) => !href.startsWith("#") || !document.getElementById(href.slice(1))),
  );
}

function watchArtworkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (ARTWORK.test(new URL(request.url()).pathname)) requests.push(request.url());
  });
  return requests;
}

for (const keyPage of keyPages) {
  test(`${keyPage.name}: every icon draws from the server's sprite, no artwork is loaded`, async ({
    page,
  }) => {
    const artwork = watchArtworkRequests(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(siteUrl(keyPage.site, await resolveKeyPagePath(keyPage)));
    await expectHydrated(page);
    // Hydration's effects and the states the browser adds after it (the alert card) included.
    await page.waitForLoadState("networkidle");
    expect(await page.locator("svg[data-icon-sprite]").count()).toBe(1);
    expect(await page.locator("svg > use").count()).toBeGreaterThan(3);
    expect(await unresolvedIcons(page)).toEqual([]);
    // The sprite takes no room: the page's first element is where it was.
    const sprite = await page.locator("svg[data-icon-sprite]").boundingBox();
    expect(sprite?.width ?? 0).toBe(0);
    expect(sprite?.height ?? 0).toBe(0);
    expect(artwork).toEqual([]);
  });
}

test("an icon a client navigation brings loads the artwork once and draws", async ({ page }) => {
  const artwork = watchArtworkRequests(page);
  await page.goto(siteUrl("automotive-se", "/"));
  await expectHydrated(page);
  // The home page draws no map pin; the dealer site page does, beside its address.
  await expect(page.locator("symbol#fc-icon-Pin")).toHaveCount(0);
  const card = page.locator('main a[href="/anlaggningar/automotive-stockholm"]');
  await card.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await card.innerText()).trim()).not.toBe("");
  await page.evaluate(() => ((window as { beforeNavigation?: boolean }).beforeNavigation = true));
  await card.click();
  await expect(page).toHaveURL(/\/anlaggningar\/automotive-stockholm$/);
  // A client navigation: the document (and its sprite) stayed.
  expect(
    await page.evaluate(() => (window as { beforeNavigation?: boolean }).beforeNavigation),
  ).toBe(true);
  const pin = page.locator('main svg:has(> use[href="#fc-icon-Pin"])').first();
  await expect(page.locator("symbol#fc-icon-Pin")).toHaveCount(1);
  await expect
    .poll(async () => (await pin.locator("use").boundingBox())?.width ?? 0)
    .toBeGreaterThan(8);
  expect(await unresolvedIcons(page)).toEqual([]);
  expect(await page.locator("svg[data-icon-sprite]").count()).toBe(1);
  expect(artwork).toHaveLength(1);
});

test("what the browser opens or toggles on a car list draws its icons without the artwork", async ({
  page,
}) => {
  // The states the server never renders (decision 0048, `interfaceIconNames`): the mobile menu,
  // the filter drawer, a car ticked for comparison, the compare bar and its modal.
  const artwork = watchArtworkRequests(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(siteUrl("automotive-se", "/kop-bil"));
  await expectHydrated(page);

  await page.getByRole("button", { name: "Meny" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  expect(await menu.locator("svg > use").count()).toBeGreaterThan(1);
  expect(await unresolvedIcons(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Filter", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Filter" });
  await expect(drawer).toBeVisible();
  expect(await unresolvedIcons(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  const toggles = page.getByRole("button", { name: /^Jämför (?!\()/ });
  for (const index of [0, 1]) {
    await toggles.nth(index).click();
    await expect(toggles.nth(index)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(toggles.nth(0).locator('svg > use[href="#fc-icon-Check"]')).toHaveCount(1);
  const bar = page.getByRole("region", { name: "Bilar att jämföra" });
  await bar.getByRole("button", { name: "Jämför (2)" }).click();
  const modal = page.getByRole("dialog", { name: "Jämför bilar" });
  await expect(modal).toBeVisible();
  expect(await modal.locator("svg > use").count()).toBeGreaterThan(0);
  expect(await unresolvedIcons(page)).toEqual([]);
  expect(artwork).toEqual([]);
});
