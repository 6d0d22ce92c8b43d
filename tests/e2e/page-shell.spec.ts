import { expect, test } from "@playwright/test";
import { brandTokens } from "../../brand-themes/tokens";
import { cspOf, sha256Source } from "./csp";
import {
  answerTagManagerLocally,
  expectHydrated,
  fetchRaw,
  siteUrl,
  watchConsoleErrors,
} from "./helpers";

test.beforeEach(({ page }) => answerTagManagerLocally(page));

test("BrandDesign switches a page to the car-brand design", async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto(siteUrl("automotive-se", "/kop-bil/bilmarken/bmw"));
  const scope = page.locator('[data-brand="bmw"]').first();
  await expect(scope).toBeVisible();
  const action = await scope.evaluate((element) =>
    getComputedStyle(element).getPropertyValue("--fc-color-action").trim(),
  );
  expect(action).toBe(brandTokens.bmw.color.action);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCSS("text-transform", "uppercase");
  await expect(page.locator("html")).toHaveAttribute("data-brand", "automotive-se");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("a page without BrandDesign stays in the site's brand", async ({ page }) => {
  await page.goto(siteUrl("automotive-se", "/om-oss"));
  await expect(page.locator('[data-brand="bmw"]')).toHaveCount(0);
});

test("a page view goes to the data layer on load and on every client navigation", async ({
  page,
}) => {
  await page.goto(siteUrl("carstore-se", "/"));
  await page.waitForLoadState("networkidle");
  const first = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "page_view"),
  );
  expect(first).toEqual([
    expect.objectContaining({
      event: "page_view",
      channel: "WEB",
      currency: "SEK",
      language: "sv",
      pageVariantId: "_default",
    }),
  ]);
  await page.locator('a[href="/kontakt"]').first().click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "page_view")
            .length,
      ),
    )
    .toBe(2);
});

test("the tag manager loads only where a GTM id is set, allowed by hash", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://www.googletagmanager.com/")) requests.push(request.url());
  });
  await page.goto(siteUrl("automotive-se", "/"));
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  await page.goto(siteUrl("automotive-se", "/kontakt"));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded))
    .toBe(true);
  expect(requests[0]).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-DEMO42");

  const { headers, body } = await fetchRaw("automotive-se", "/kontakt");
  const bootstrap = /<script>(\(function\(w,d,s,l,i\)[\s\S]*?)<\/script>/.exec(body)?.[1] ?? "";
  expect(bootstrap).toContain("GTM-DEMO42");
  expect(cspOf(headers)).toContain(sha256Source(bootstrap));
});

test("a client navigation to a page with a GTM id loads the tag manager, once per id", async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://www.googletagmanager.com/")) requests.push(request.url());
  });
  await page.goto(siteUrl("automotive-se", "/"));
  await expectHydrated(page);
  expect(requests).toEqual([]);

  // From the menu, without a document load: the strict CSP allows no new inline script, the
  // container comes from our bundle and gtm.js from its allowed host.
  await page.locator('a[href="/kontakt"]:visible').first().click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __gtmLoaded?: boolean }).__gtmLoaded))
    .toBe(true);
  expect(requests).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-DEMO42"]);
  const starts = await page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "gtm.js").length,
  );
  expect(starts).toBe(1);

  // Away and back again: the container is not loaded twice.
  await page.locator('a[href="/"]:visible').first().click();
  await expect(page).toHaveURL(siteUrl("automotive-se", "/"));
  await page.locator('a[href="/kontakt"]:visible').first().click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("clicking a phone link pushes a lead event to the data layer", async ({ page }) => {
  await page.goto(siteUrl("automotive-se", "/"));
  await expectHydrated(page);
  // Headless Chromium has no phone app: keep the click on the page (the lead listener runs in
  // the capture phase, before this one).
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  const phone = page.getByRole("contentinfo").locator('a[href^="tel:"]').first();
  const number = ((await phone.getAttribute("href")) ?? "").slice("tel:".length);
  await phone.click();
  const leads = () =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === "lead"),
    );
  const lead = { event: "lead", lead_name: "phone", lead_action: number };
  await expect.poll(leads).toEqual([lead]);
  // Debounced: a double tap (two clicks within 500 ms) is one more lead, not two.
  await phone.evaluate((link: HTMLElement) => {
    link.click();
    link.click();
  });
  await page.waitForTimeout(800);
  expect(await leads()).toEqual([lead, lead]);
});
