import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { SiteId } from "../../sites/site-ids";
import { expectHydrated, fetchRaw, siteUrl, watchConsoleErrors } from "./helpers";

/**
 * The dealer site pages (issue 16, decision 0026) on three sites in three languages: a home
 * page's site teaser card opens the site's page (its name as the heading, its JSON-LD
 * AutoDealer), whose button leads to the car list filtered by website_city and car_site_name,
 * with cars; the site list answers at the list path; an unknown slug is a 302 to the list.
 */

type Texts = { Dealer: Record<string, string> };
// Read, not imported: Node's ESM loader (Playwright) needs an import attribute for JSON.
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/messages/${language}.json`, import.meta.url), "utf8"),
  ) as Texts;

const cases: { site: SiteId; list: string; carDetail: string; language: string }[] = [
  { site: "automotive-se", list: "/anlaggningar", carDetail: "/kop-bil/bil", language: "sv" },
  { site: "retail-uk", list: "/find-us", carDetail: "/buy-car/car", language: "en" },
  { site: "carstore-fi", list: "/loyda-meidat", carDetail: "/osta-auto/auto", language: "fi" },
];

for (const { site, list, carDetail, language } of cases) {
  test.describe(`${site}: dealer site pages`, () => {
    test("a site teaser card opens the site page and on to its cars", async ({ page }) => {
      const errors = watchConsoleErrors(page);
      const texts = catalogue(language).Dealer;
      await page.goto(siteUrl(site, "/"));
      await expectHydrated(page);
      const card = page.locator(`main a[href^="${list}/"]`).first();
      // As a visitor reaches it: below the first view the teaser has no rendered text until
      // it comes near (content-visibility, decision 0043).
      await card.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await card.innerText()).trim()).not.toBe("");
      const name = (await card.innerText()).trim();
      const href = (await card.getAttribute("href")) ?? "";
      await card.click();
      await expect(page).toHaveURL(siteUrl(site, href));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.some((text) => text.includes('"AutoDealer"'))).toBe(true);
      if (site === "automotive-se") {
        // The first demo site is on holiday today; the Swedish site books service by position.
        await expect(page.getByText("Semesterstängt").first()).toBeVisible();
        await expect(page.getByText("Måndag").first()).toBeAttached();
        const booking = page
          .locator("main")
          .getByRole("link", { name: texts.BookService ?? "" })
          .first();
        await expect(booking).toHaveAttribute(
          "href",
          /^\/service-och-verkstad\/boka-bilverkstad\?lat=[\d.]+&lng=[\d.]+$/,
        );
      }

      await page
        .getByRole("link", { name: texts.AllCars ?? "" })
        .first()
        .click();
      await expect(page).toHaveURL(/[?&]website_city=.+&car_site_name=/);
      expect(new URL(page.url()).searchParams.get("car_site_name")).toBe(name);
      await expect(page.locator(`main a[href^="${carDetail}/"]`).first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("the site list shows the sites, each linking to its page", async ({ page }) => {
      const response = await page.goto(siteUrl(site, list));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator(`main a[href^="${list}/"]`).count()).toBeGreaterThanOrEqual(3);
    });

    test("an unknown slug redirects to the list, 302, not cached", async () => {
      const response = await fetchRaw(site, `${list}/no-such-site`);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(list);
      expect(response.headers["cache-control"]).toBe("no-store");
    });
  });
}
