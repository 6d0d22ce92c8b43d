import { expect, test, type Page } from "@playwright/test";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

/** The video embeds' host is not loaded in tests: its frames get an empty answer. */
async function blockVideoHost(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 204, body: "" }),
  );
}

test.beforeEach(async ({ page }) => {
  await blockVideoHost(page);
});

test.describe("hero banner", () => {
  test("search navigates with keyphrase, keeps the URL's parameters and tracks the search", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("automotive-se"));
    await expectHydrated(page);
    const input = page.getByRole("searchbox", { name: "Sök bland bilar" });
    const button = page.getByRole("search").getByRole("button", { name: "Sök" });
    await expect(input).toHaveAttribute("placeholder", "Sök på märke, modell eller utrustning");
    await expect(button).toBeDisabled();
    await input.fill("Volvo med dragkrok");
    await expect(button).toBeEnabled();
    await input.press("Enter");
    // The brand is recognised and becomes a filter path; the rest is the keyphrase.
    await page.waitForURL((url) => url.pathname === "/kop-bil/volvo");
    expect(new URL(page.url()).searchParams.get("keyphrase")).toBe("med dragkrok");
    expect(await page.evaluate(() => window.dataLayer)).toContainEqual({
      event: "search",
      search_type: "start page",
      search_term: "Volvo med dragkrok",
    });
    expect(errors).toEqual([]);
  });

  test("the search button is disabled while the input is empty and submits on click", async ({
    page,
  }) => {
    await page.goto(siteUrl("carstore-fi"));
    await expectHydrated(page);
    const input = page.getByRole("searchbox", { name: "Hae autoja" });
    const button = page.getByRole("search").getByRole("button", { name: "Hae" });
    await expect(button).toBeDisabled();
    await input.fill("   ");
    await expect(button).toBeDisabled();
    await input.fill("punainen");
    await button.click();
    await page.waitForURL((url) => url.pathname === "/osta-auto");
    expect(new URL(page.url()).search).toBe("?keyphrase=punainen");
  });

  test("the carousel's next button moves a slide", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("automotive-se"));
    await expectHydrated(page);
    const hero = page.getByRole("region", { name: "Utvalt just nu" });
    await expect(hero.getByRole("button", { name: "Gå till bild 1 av 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await hero.getByRole("button", { name: "Nästa bild" }).click();
    await expect(hero.getByRole("button", { name: "Gå till bild 2 av 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(hero.getByRole("group", { name: "2 av 3" })).not.toHaveAttribute("inert");
    expect(errors).toEqual([]);
  });
});

test.describe("content blocks page", () => {
  test("the data table renders the column headers from the content service", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("automotive-se", "/demo/innehall"));
    await expectHydrated(page);
    const prices = page.getByRole("table", { name: "Servicepriser" });
    await expect(prices.getByRole("columnheader")).toHaveText([
      "Bild",
      "Modell",
      "Service",
      "Pris",
    ]);
    // Each cell stands under its header: the service, then the price with its booking link.
    await expect(prices.getByRole("row").nth(1).getByRole("cell").nth(2)).toHaveText(
      "Liten service",
    );
    await expect(prices.getByRole("link", { name: "Boka" }).first()).toHaveAttribute(
      "href",
      "/kontakt",
    );
    // Three or fewer columns: as wide as the content.
    const hours = page.getByRole("table", { name: "Öppettider" });
    await expect(hours.getByRole("columnheader")).toHaveText(["Anläggning", "Öppettider"]);
    expect(await hours.evaluate((table) => getComputedStyle(table).width)).not.toBe(
      await prices.evaluate((table) => getComputedStyle(table).width),
    );
    expect(errors).toEqual([]);
  });

  test("the video embed uses the privacy-enhanced host with its flags", async ({ page }) => {
    await page.goto(siteUrl("f150-eu", "/demo/content"));
    await expectHydrated(page);
    const frame = page.locator('iframe[title="Video: Inside the F-150 Lightning factory"]');
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.pathname).toBe("/embed/LXb3EKWsInQ");
    expect(src.searchParams.get("autoplay")).toBe("1");
    expect(src.searchParams.get("mute")).toBe("1");
    await expect(frame).toHaveAttribute("loading", "lazy");
  });
});

const pages: [string, string][] = [
  ["automotive-se", "/"],
  ["automotive-se", "/demo/innehall"],
  ["automotive-no", "/"],
  ["automotive-no", "/demo/innhold"],
  ["retail-uk", "/"],
  ["retail-uk", "/demo/content"],
  ["carstore-se", "/"],
  ["carstore-se", "/demo/innehall"],
  ["carstore-fi", "/"],
  ["carstore-fi", "/demo/sisalto"],
  ["carstore-no", "/"],
  ["carstore-no", "/demo/innhold"],
  ["carstore-sk", "/"],
  ["carstore-sk", "/demo/obsah"],
  ["f150-eu", "/"],
  ["f150-eu", "/demo/content"],
  ["supercharge", "/"],
  ["supercharge", "/demo/content"],
];

test.describe("every site shows the content blocks without console errors", () => {
  for (const [site, path] of pages) {
    test(`${site} ${path}`, async ({ page }) => {
      const errors = watchConsoleErrors(page);
      const response = await page.goto(siteUrl(site, path));
      expect(response?.status()).toBe(200);
      await expectHydrated(page);
      await expect(page.locator("main h2").first()).toBeVisible();
      // Scroll everything into view once: lazy media and reveal animations run too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
    });
  }
});
