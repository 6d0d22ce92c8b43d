import { expect, test } from "@playwright/test";
import { fetchRaw, siteUrl } from "./helpers";

/*
 * The server sends each page whole: a visitor or crawler without JavaScript reads the same page.
 * React may stream a finished Suspense boundary apart from its place (a hidden div that an inline
 * script moves in); the document would then be blank where that boundary is, without scripts.
 */

async function carDetailPath(site: string): Promise<string> {
  const sitemap = await fetchRaw(site, "/sitemap.xml");
  const car = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = ""]) => new URL(loc).pathname)
    .find((path) => /\/\d+\/[^/]+$/.test(path));
  if (!car) throw new Error(`no car in the ${site} sitemap`);
  return car;
}

const pages = [
  { site: "automotive-se", name: "home", path: async () => "/" },
  { site: "retail-uk", name: "car list", path: async () => "/buy-car/used-cars/all-used-cars" },
  { site: "automotive-se", name: "car detail", path: () => carDetailPath("automotive-se") },
  { site: "retail-uk", name: "car detail", path: () => carDetailPath("retail-uk") },
];

for (const { site, name, path } of pages) {
  test(`${site} ${name}: the page reads whole without JavaScript`, async ({ browser }) => {
    const pagePath = await path();
    const raw = await fetchRaw(site, pagePath);
    expect(raw.status).toBe(200);
    expect(raw.body).not.toMatch(/<div hidden id="S:\d+"/);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(site, pagePath));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator("header[data-site-header]")).toBeVisible();
    await expect(page.locator("footer").last()).toBeVisible();
    await context.close();
  });
}

test("car cards draw their key-fact icons from the document's sprite, without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl("retail-uk", "/buy-car/used-cars/all-used-cars"));
  // Drawn once per document (decision 0039, addendum), referred to by every card.
  await expect(page.locator("symbol#fc-icon-Calendar")).toHaveCount(1);
  const icons = page.locator('li svg:has(> use[href="#fc-icon-Calendar"])');
  expect(await icons.count()).toBeGreaterThan(1);
  const reference = icons.first().locator("use");
  await expect(reference).toHaveAttribute("href", "#fc-icon-Calendar");
  // The reference draws the symbol's shapes (an unresolved one has no box).
  const box = await reference.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(8);
  expect(box?.height ?? 0).toBeGreaterThan(8);
  await context.close();
});
