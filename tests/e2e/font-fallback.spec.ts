import { expect, test, type Browser } from "@playwright/test";
import { expectHydrated, siteUrl } from "./helpers";
import { siteIds } from "../../sites/manifest";

/*
 * The brand fonts swap in after the first paint on a slow connection (font-display: swap). Until
 * then the text is set in a local face scaled to the web font's metrics, one per weight the brand
 * uses (brand-themes/build/font-fallbacks.ts), so the swap must not move anything in the first
 * view: on carstore-se the heading set in Arial made bold wrapped on one line fewer than in
 * Nunito Sans Black, and the swap shifted the hero and the section below by 37 px.
 */

const PHONE = { width: 375, height: 812 };
/** Sub-pixel differences of the scaled metrics round to a pixel or two; a wrapped line is 20+. */
const TOLERANCE_PX = 2;

/** The top of every element in the first view of main, in document order, once hydrated. */
async function firstViewTops(browser: Browser, url: string, fonts: "web" | "fallback") {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  if (fonts === "fallback") await page.route(/\.woff2(\?.*)?$/, (route) => route.abort());
  await page.goto(url);
  await expectHydrated(page);
  await page.evaluate(() => document.fonts.ready);
  const tops = await page.evaluate((height) => {
    // What floats over the page (the alert card, scroll to top) does not flow with the text.
    const elements = [...document.querySelectorAll("main *")].filter(
      (element) => !element.closest("[data-floating]"),
    );
    return elements
      .map((element) => ({
        element: `${element.tagName.toLowerCase()} ${(element.textContent ?? "").trim().slice(0, 30)}`,
        top: Math.round(element.getBoundingClientRect().top),
      }))
      .filter(({ top }) => top < height);
  }, PHONE.height);
  const families = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
  );
  await context.close();
  return { tops, families };
}

for (const site of siteIds) {
  test(`${site} home: the first view stays put when the brand font replaces its fallback`, async ({
    browser,
  }) => {
    const url = siteUrl(site, "/");
    const web = await firstViewTops(browser, url, "web");
    const fallback = await firstViewTops(browser, url, "fallback");
    // The two loads really differ: one with the web font, one without any.
    expect(web.families.some((family) => family.includes("Variable"))).toBe(true);
    expect(fallback.families.some((family) => family.includes("Variable"))).toBe(false);

    expect(fallback.tops.length).toBeGreaterThan(5);
    const moved = fallback.tops
      .map(({ element, top }, index) => ({ element, by: top - (web.tops[index]?.top ?? top) }))
      .filter(({ by }) => Math.abs(by) > TOLERANCE_PX);
    expect(moved, "elements the swap would move").toEqual([]);
  });
}
