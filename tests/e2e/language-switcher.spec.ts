import { expect, test, type Page } from "@playwright/test";
import { expectHydrated, fetchRaw, port, siteUrl, watchConsoleErrors } from "./helpers";

/*
 * Issue 13 item 13: two demo sites have a second language under a path prefix (decision 0024),
 * carstore-fi Swedish at /sv and carstore-se English at /en; retail-uk has one language.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** The desktop switcher: a button named "<label>: <current language>" opening the links. */
const switcher = (page: Page, name: RegExp) =>
  page.getByRole("banner").getByRole("button", { name });

/** The page's `.data` requests, and whether each asked for the root route's data too. */
function watchDataRequests(page: Page): { path: string; root: boolean }[] {
  const requests: { path: string; root: boolean }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith(".data")) return;
    // Single fetch names the routes to load when it leaves some out (`_routes=`): without the
    // parameter every route's loader runs, root included.
    const routes = url.searchParams.get("_routes");
    requests.push({ path: url.pathname, root: routes === null || routes.includes("root") });
  });
  return requests;
}

async function alternates(page: Page): Promise<Record<string, string>> {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const entries = await links.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute("hreflang"), element.getAttribute("href")]),
  );
  return Object.fromEntries(entries);
}

test("carstore-fi switches to Swedish and back, client-side, in the same page", async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await page.goto(siteUrl("carstore-fi", "/rahoitus"));
  await expectHydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  expect(await alternates(page)).toEqual({
    fi: "https://carstore-fi.example/rahoitus",
    sv: "https://carstore-fi.example/sv/rahoitus",
    "x-default": "https://carstore-fi.example/rahoitus",
  });

  const requests = watchDataRequests(page);
  // Labelled in the page's language, with the current language; keyboard opens it.
  const finnish = switcher(page, /^Kieli: Suomi$/);
  await finnish.focus();
  await page.keyboard.press("Enter");
  await expect(finnish).toHaveAttribute("aria-expanded", "true");
  const list = page.getByRole("list", { name: "Kieli" });
  await expect(list.getByRole("link", { name: /Suomi/ })).toHaveAttribute("aria-current", "true");
  const swedish = list.getByRole("link", { name: "Svenska" });
  await expect(swedish).toHaveAttribute("href", "/sv/rahoitus");
  await expect(swedish).toHaveAttribute("hreflang", "sv");
  await swedish.click();

  await expect(page).toHaveURL(siteUrl("carstore-fi", "/sv/rahoitus"));
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finansiering");
  await expect(switcher(page, /^Språk: Svenska$/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Huvudmeny" })).toBeVisible();
  // The language change reloaded the root data (texts, language) with the page's.
  expect(requests).toEqual([{ path: "/sv/rahoitus.data", root: true }]);
  expect(await alternates(page)).toEqual({
    fi: "https://carstore-fi.example/rahoitus",
    sv: "https://carstore-fi.example/sv/rahoitus",
    "x-default": "https://carstore-fi.example/rahoitus",
  });

  // Links inside the Swedish pages stay Swedish; the root data is not loaded again.
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await expect(nav.getByRole("link", { name: "Sälj bil" })).toHaveAttribute("href", "/sv/myy-auto");
  await nav.getByRole("link", { name: "Sälj bil" }).click();
  await expect(page).toHaveURL(siteUrl("carstore-fi", "/sv/myy-auto"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sälj bil");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  expect(requests.at(-1)).toEqual({ path: "/sv/myy-auto.data", root: false });

  // Back to Finnish through the switcher: the root data is Finnish again.
  await switcher(page, /^Språk: Svenska$/).click();
  await page.getByRole("list", { name: "Språk" }).getByRole("link", { name: "Suomi" }).click();
  await expect(page).toHaveURL(siteUrl("carstore-fi", "/myy-auto"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Myy auto");
  await expect(switcher(page, /^Kieli: Suomi$/)).toBeVisible();
  expect(requests.at(-1)).toEqual({ path: "/myy-auto.data", root: true });
  expect(errors).toEqual([]);
});

test("the Swedish car list of carstore-fi works, filter paths included", async ({ page }) => {
  const errors = watchConsoleErrors(page);
  const response = await page.goto(siteUrl("carstore-fi", "/sv/osta-auto/volvo"));
  expect(response?.status()).toBe(200);
  await expectHydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  // Swedish interface texts of the car list (the Swedish catalogue).
  await expect(page.getByRole("heading", { name: "Sökresultat" })).toBeAttached();
  await expect(page.getByLabel("Sortera efter")).toBeAttached();
  await expect(page.getByRole("heading", { level: 3, name: /^Volvo/ }).first()).toBeVisible();
  // The cards' Swedish texts, the euro prices formatted for sv-FI.
  await expect(page.getByText(/^Billån \d[\d\s]*\s€\/mån$/).first()).toBeVisible();
  // Finland counts kilometres: the site's Swedish dictionary says so (Sweden's catalogue: mil).
  const mileage = page.getByRole("listitem").filter({ hasText: /^Körsträcka:?\s*\d[\d\s]*\skm$/ });
  await expect(mileage.first()).toBeVisible();
  // The cards link to the car detail pages in Swedish.
  await expect(page.getByRole("link", { name: "Volvo XC60" }).first()).toHaveAttribute(
    "href",
    /^\/sv\/osta-auto\/auto\/\d+\//,
  );
  await expect(page.getByText(/\smil$/)).toHaveCount(0);
  expect(await alternates(page)).toMatchObject({
    sv: "https://carstore-fi.example/sv/osta-auto/volvo",
    fi: "https://carstore-fi.example/osta-auto/volvo",
  });
  expect(errors).toEqual([]);
});

test("a page missing in a language offers that language's home; unknown prefixes are 404s", async () => {
  for (const [site, path] of [
    ["carstore-fi", "/de/osta-auto"],
    ["carstore-fi", "/fi/rahoitus"],
    ["carstore-fi", "/sv/ei-ole"],
    ["retail-uk", "/sv"],
  ] as const) {
    expect((await fetchRaw(site, path)).status, `${site}${path}`).toBe(404);
  }
  const sitemap = (await fetchRaw("carstore-fi", "/sitemap.xml")).body;
  expect(sitemap).toContain(`<loc>http://carstore-fi.localhost:${port}/sv/rahoitus</loc>`);
  expect(sitemap).toContain(`<loc>http://carstore-fi.localhost:${port}/rahoitus</loc>`);
});

test("carstore-se speaks English under /en, with alternates on every page", async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto(siteUrl("carstore-se", "/en"));
  await expectHydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Quality-checked used cars – delivered to your door",
  );
  await expect(switcher(page, /^Language: English$/)).toBeVisible();
  expect(await alternates(page)).toEqual({
    sv: "https://carstore-se.example/",
    en: "https://carstore-se.example/en",
    "x-default": "https://carstore-se.example/",
  });
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await nav.getByRole("link", { name: "Finance" }).click();
  await expect(page).toHaveURL(siteUrl("carstore-se", "/en/finansiering"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finance");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(errors).toEqual([]);
});

test("retail-uk has one language: no switcher, no alternates", async ({ page }) => {
  await page.goto(siteUrl("retail-uk", "/"));
  await expectHydrated(page);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await expect(switcher(page, /^Language/)).toHaveCount(0);
  expect(await alternates(page)).toEqual({});
});

test.describe("on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu lists the languages and leads to the English page", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("carstore-se", "/kop-bil/sa-funkar-det"));
    await expectHydrated(page);
    await page.getByRole("button", { name: "Meny" }).click();
    const dialog = page.getByRole("dialog", { name: "Meny" });
    const languages = dialog.getByRole("list", { name: "Språk" });
    await expect(languages.getByRole("link", { name: /Svenska/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await languages.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(siteUrl("carstore-se", "/en/kop-bil/sa-funkar-det"));
    await expect(dialog).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How it works");
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
