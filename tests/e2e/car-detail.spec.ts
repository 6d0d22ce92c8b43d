import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { sites } from "../../sites/registry";
import type { SiteId } from "../../sites/site-ids";
import { expectHydrated, fetchRaw, siteUrl, watchConsoleErrors } from "./helpers";

/**
 * The car detail page (issue 14, decision 0023) on three sites in three languages: every car of
 * the list leads to it, an id alone redirects (302), a wrong slug too (301), an unknown car is a
 * 404 with recommendations and the list button (hidden on carstore-se), the anchors exist.
 * The 502 of a search outage is in hostile-statuses.spec.ts (its server's search is down).
 */

type Texts = { CarDetail: Record<string, string> };
// Read, not imported: Node's ESM loader (Playwright) needs an import attribute for JSON.
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/messages/${language}.json`, import.meta.url), "utf8"),
  ) as Texts;

const cases: { site: SiteId; list: string; detail: string; language: string }[] = [
  { site: "automotive-se", list: "/kop-bil", detail: "/kop-bil/bil", language: "sv" },
  { site: "carstore-fi", list: "/osta-auto", detail: "/osta-auto/auto", language: "fi" },
  {
    site: "retail-uk",
    list: "/buy-car/used-cars/all-used-cars",
    detail: "/buy-car/car",
    language: "en",
  },
];

/** The first car card of the list that links to the detail page. */
const firstCarLink = (page: Page, detail: string) =>
  page.locator(`main a[href^="${detail}/"]`).first();

for (const { site, list, detail, language } of cases) {
  test.describe(`${site}: car detail`, () => {
    test("a car of the list opens its detail page, in the site's language and brand", async ({
      page,
    }) => {
      const errors = watchConsoleErrors(page);
      await page.goto(siteUrl(site, list));
      await expectHydrated(page);
      const link = firstCarLink(page, detail);
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(new RegExp(`^${detail}/\\d+/[^/]+$`));
      await link.click();
      await expect(page).toHaveURL(siteUrl(site, href));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      // The same page from the server: 200, the site's language and brand, the car's title.
      const response = await page.goto(siteUrl(site, href));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", sites[site].language);
      await expect(page.locator("html")).toHaveAttribute("data-brand", sites[site].brand);
      const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      expect(title.trim().length).toBeGreaterThan(0);
      await expectHydrated(page);
      // The anchors of the specs are element ids on the page.
      for (const id of [
        "overview",
        "equipment",
        "description",
        "contact",
        "contact-form",
        "contact-quote",
        "contact-testdrive",
        "car-contact",
      ]) {
        await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
      }
      await expect(
        page.getByRole("heading", {
          level: 2,
          name: catalogue(language).CarDetail.PageSimilarCars,
        }),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });

    test("an id alone redirects (302) to id/slug, a wrong slug (301) to the right one", async () => {
      const listPage = await fetchRaw(site, list);
      const href = new RegExp(`href="(${detail}/(\\d+)/[^"/]+)"`).exec(listPage.body);
      expect(href).not.toBeNull();
      const [, path = "", id = ""] = href ?? [];
      const idOnly = await fetchRaw(site, `${detail}/${id}`);
      expect(idOnly.status).toBe(302);
      expect(idOnly.headers.location).toBe(path);
      const wrong = await fetchRaw(site, `${detail}/${id}/not-its-slug?utm=x`);
      expect(wrong.status).toBe(301);
      expect(wrong.headers.location).toBe(`${path}?utm=x`);
    });

    test("an unknown car is a 404 with recommended cars and a button to the list", async ({
      page,
    }) => {
      const texts = catalogue(language).CarDetail;
      const response = await page.goto(siteUrl(site, `${detail}/999999999/volvo-xc60`));
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { level: 1, name: texts.PageNotFoundHeading }),
      ).toBeVisible();
      await expect(
        page.getByRole("heading", { name: texts.PageNotFoundRecommended }),
      ).toBeVisible();
      await expect(page.locator(`main a[href^="${detail}/"]`).first()).toBeVisible();
      await expect(page.getByRole("link", { name: texts.PageNotFoundToCarList })).toHaveAttribute(
        "href",
        `${list}?keyphrase=volvo+xc60`,
      );
      // The site shell stays: header and footer.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  });
}

test("carstore-se: the not-found view has no button to the car list; a path without id is a 404", async ({
  page,
}) => {
  const texts = catalogue("sv").CarDetail;
  const response = await page.goto(siteUrl("carstore-se", "/kop-bil/bil/999999999/kia-niro"));
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: texts.PageNotFoundHeading }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: texts.PageNotFoundToCarList })).toHaveCount(0);
  const noId = await fetchRaw("carstore-se", "/kop-bil/bil/kia-niro");
  expect(noId.status).toBe(404);
});

test("back goes to the previous page when there is one, else it links to the car list", async ({
  page,
}) => {
  // From the home page's car teasers: back returns home (history), not to the list.
  await page.goto(siteUrl("automotive-se", "/"));
  await expectHydrated(page);
  await firstCarLink(page, "/kop-bil/bil").click();
  await expect(page).toHaveURL(/\/kop-bil\/bil\/\d+\//);
  const back = page.getByRole("link", { name: "Tillbaka" });
  await expect(back).toHaveAttribute("href", "/kop-bil");
  await back.click();
  await expect(page).toHaveURL(siteUrl("automotive-se", "/"));
  // Opened directly: no history of ours, so the link to the car list.
  await page.goto(siteUrl("automotive-se", "/kop-bil/bil/1010028/mini-countryman-se-classic-2021"));
  await expectHydrated(page);
  await page.getByRole("link", { name: "Tillbaka" }).click();
  await expect(page).toHaveURL(siteUrl("automotive-se", "/kop-bil"));
});
