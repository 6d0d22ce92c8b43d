import { expect, test } from "@playwright/test";
import { brandTokens } from "../../brand-themes/tokens";
import { sites } from "../../sites/registry";
import { siteIds } from "../../sites/site-ids";
import { expectHydrated, fetchRaw, port, siteUrl, watchConsoleErrors } from "./helpers";

test("bare localhost lists every demo site with a link to its host", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Forecourt demo sites" })).toBeVisible();
  for (const id of siteIds) {
    await expect(page.getByRole("link", { name: new RegExp(sites[id].name) })).toHaveAttribute(
      "href",
      `http://${id}.localhost:${port}/`,
    );
  }
});

for (const id of siteIds) {
  test(`${id}: home page renders on the server in its brand and language`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const response = await page.goto(siteUrl(id));
    expect(response?.status()).toBe(200);

    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", sites[id].language);
    await expect(html).toHaveAttribute("data-brand", sites[id].brand);

    const tokens = brandTokens[sites[id].brand];
    const action = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--fc-color-action").trim(),
    );
    expect(action).toBe(tokens.color.action);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const unquoted = (stack: string) => stack.replace(/["']/g, "");
    expect(unquoted(bodyFont)).toBe(unquoted(tokens.font.body));
    // A header transparent over the home hero (f150-eu) turns solid once the page scrolls.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect
      .poll(() =>
        page
          .locator("header")
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor),
      )
      .not.toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 0));

    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      page.getByRole("link", { name: new RegExp(sites[id].name) }).first(),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test("the server HTML carries the page's CSS, brand tokens, title and SEO tags", async () => {
  const { status, body } = await fetchRaw("carstore-se", "/");
  expect(status).toBe(200);
  const head = body.slice(0, body.indexOf("</head>"));
  expect(head).toMatch(/<style[^>]*data-styled[^>]*>[^<]*\{/);
  expect(head).toContain(`[data-brand="carstore-se"]{`);
  expect(head).toContain('@font-face{font-family:"Nunito Sans Fallback"');
  expect(head).toMatch(
    /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/nunito-sans-latin-wght-normal-[^"]+\.woff2" crossorigin="anonymous"/,
  );
  expect(head).toContain(`--fc-color-action:${brandTokens["carstore-se"].color.action}`);
  expect(head).toMatch(/<title>[^<]+ \| Carstore[^<]*<\/title>/);
  expect(head).toMatch(/<meta name="description" content="[^"]+"/);
  expect(head).toMatch(/<link rel="canonical" href="https:\/\/carstore-se\.example\/"/);
  expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(head).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  expect(body).toMatch(/<html lang="sv" data-brand="carstore-se"/);
});

test("the brand's CSS and icon are sent once, in the head, and stay there through navigation", async ({
  page,
}) => {
  // Decision 0045: the root loader's data leaves them out; the browser reads them from the head.
  const actionColour = `--fc-color-action:${brandTokens["retail-uk"].color.action}`;
  const { body } = await fetchRaw("retail-uk", "/");
  const occurrences = (text: string) => body.split(text).length - 1;
  expect(occurrences(`[data-brand="retail-uk"]{`)).toBe(1);
  expect(occurrences(actionColour)).toBe(1);
  const favicon = /<link rel="icon" href="([^"]+)"/.exec(body)?.[1] ?? "missing";
  expect(occurrences(favicon)).toBe(1);
  expect(body).not.toContain('\\"tokens\\"');
  const css = /<style[^>]*data-brand-style="retail-uk"[^>]*>([^<]+)<\/style>/.exec(body)?.[1] ?? "";
  expect(css).toContain(actionColour);

  const errors = watchConsoleErrors(page);
  await page.goto(siteUrl("retail-uk"));
  await expectHydrated(page);
  const head = () =>
    page.evaluate(() => ({
      styles: [...document.querySelectorAll('style[data-brand-style="retail-uk"]')].map(
        (style) => style.parentElement?.tagName + ":" + (style.textContent ?? "").length,
      ),
      icons: [...document.querySelectorAll('link[rel="icon"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
    }));
  const hydrated = await head();
  expect(hydrated.styles).toEqual([`HEAD:${css.length}`]);
  expect(hydrated.icons).toEqual([favicon.replaceAll("&amp;", "&")]);
  const firstHeading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(firstHeading ?? "");
  expect(await head()).toEqual(hydrated);
  expect(errors).toEqual([]);
});

test("a client-side navigation keeps the brand and renders the new page", async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto(siteUrl("retail-uk"));
  await page.waitForLoadState("networkidle");
  const firstHeading = await page.getByRole("heading", { level: 1 }).textContent();
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await nav.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(firstHeading ?? "");
  await expect(page.locator("html")).toHaveAttribute("data-brand", "retail-uk");
  expect(errors).toEqual([]);
});
