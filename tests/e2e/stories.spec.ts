import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type { SiteId } from "../../sites/site-ids";
import { expectHydrated, scrollIntoViewAndSettle, siteUrl, watchConsoleErrors } from "./helpers";

/**
 * The news sections (issue 18, specs/shell-and-content.md 2, 4) on three sites in three
 * languages: the home page's teaser leads to the index; load more appends the next 4 stories;
 * a tag chip filters the list and puts the tag in the URL, which opened fresh shows the same
 * filter, and 'Show all' clears it; a story page has its publish date and the story navigation
 * (previous, next, back to the index).
 */

type Texts = { Stories: Record<string, string> };
// Read, not imported: Node's ESM loader (Playwright) needs an import attribute for JSON.
const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/messages/${language}.json`, import.meta.url), "utf8"),
  ) as Texts;

const cases: { site: SiteId; index: string; language: string; tag: string }[] = [
  { site: "automotive-se", index: "/livet-med-bil", language: "sv", tag: "Elbil" },
  { site: "retail-uk", index: "/news-and-events", language: "en", tag: "Offers" },
  { site: "carstore-no", index: "/nyheter", language: "nb", tag: "Tilbud" },
];

const storyCards = (page: Page, index: string) =>
  page.locator(`main li a[href^="${index}/"][data-card-link]`);

for (const { site, index, language, tag } of cases) {
  const texts = catalogue(language).Stories;
  test.describe(`${site}: news`, () => {
    test("the home page teaser shows the latest three and leads to the index", async ({ page }) => {
      await page.goto(siteUrl(site, "/"));
      await expectHydrated(page);
      await expect(storyCards(page, index)).toHaveCount(3);
      const seeAll = page.locator(`main a[href="${index}"]`).first();
      await scrollIntoViewAndSettle(seeAll);
      await seeAll.click();
      await expect(page).toHaveURL(siteUrl(site, index));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("load more appends the next page of four", async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await page.goto(siteUrl(site, index));
      await expectHydrated(page);
      const cards = storyCards(page, index);
      await expect(cards).toHaveCount(4);
      const first = await cards.allTextContents();
      await page.getByRole("button", { name: texts.LoadMore }).click();
      await expect(cards).toHaveCount(8);
      expect((await cards.allTextContents()).slice(0, 4)).toEqual(first);
      // Focus moves to the first story added.
      await expect(cards.nth(4)).toBeFocused();
      await expect(page).toHaveURL(/[?&]page=2/);
      expect(errors).toEqual([]);
    });

    test("a tag filters the list, the URL opened fresh shows the same filter", async ({
      page,
      browser,
    }) => {
      await page.goto(siteUrl(site, index));
      await expectHydrated(page);
      const chips = page.getByRole("group", { name: texts.FilterLabel });
      await chips.getByRole("button", { name: tag }).click();
      await expect(page).toHaveURL(/[?&]tag=[a-z-]+/);
      await expect(chips.getByRole("button", { name: tag })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(chips.getByRole("button", { name: texts.ShowAll })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      const filtered = await storyCards(page, index).allTextContents();
      expect(filtered.length).toBeGreaterThan(0);
      const shared = page.url();

      // Someone else opens the shared URL: the same chip pressed, the same stories.
      const other = await browser.newPage();
      await other.goto(shared);
      await expectHydrated(other);
      const otherChips = other.getByRole("group", { name: texts.FilterLabel });
      await expect(otherChips.getByRole("button", { name: tag })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      expect(await storyCards(other, index).allTextContents()).toEqual(filtered);
      await other.close();

      await chips.getByRole("button", { name: texts.ShowAll }).click();
      await expect(page).toHaveURL(siteUrl(site, index));
      await expect(chips.getByRole("button", { name: texts.ShowAll })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(storyCards(page, index)).toHaveCount(4);
    });

    test("a story shows its date and leads to the next, the previous and back", async ({
      page,
    }) => {
      const errors = watchConsoleErrors(page);
      await page.goto(siteUrl(site, index));
      await expectHydrated(page);
      const cards = storyCards(page, index);
      const [latest, second] = [
        (await cards.nth(0).innerText()).trim(),
        (await cards.nth(1).innerText()).trim(),
      ];
      await cards.nth(0).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(latest);
      const published = texts.Published?.replace("{date}", "") ?? "";
      await expect(page.locator("main time").first()).toHaveAttribute("datetime", /^2026-/);
      await expect(page.getByText(published.trim(), { exact: false }).first()).toBeVisible();
      const navigation = page.getByRole("navigation", { name: texts.Navigation });
      // The latest story has no previous one.
      await expect(navigation.getByText(texts.Previous ?? "", { exact: true })).toHaveCount(0);
      await navigation.getByRole("link", { name: new RegExp(texts.Next ?? "") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(second);
      await navigation.getByRole("link", { name: new RegExp(texts.Previous ?? "") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(latest);
      await navigation.getByRole("link", { name: texts.Back }).click();
      await expect(page).toHaveURL(siteUrl(site, index));
      expect(errors).toEqual([]);
    });
  });
}
