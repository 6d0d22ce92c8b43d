import { expect, test } from "@playwright/test";
import { demoEditingSecret } from "../../server/env";
import { expectHydrated, fetchRaw, holdChunk, siteUrl, watchConsoleErrors } from "./helpers";

/** The CMS editor's render of a page, with the demo's documented secret (README). */
const editingUrl = (path: string, secret = demoEditingSecret) =>
  siteUrl("automotive-se", `/feaas-render?secret=${secret}&path=${encodeURIComponent(path)}`);

test.describe("page editing", () => {
  test("renders the page with its menu and data table headers; links stay put", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    const response = await page.goto(editingUrl("/demo/innehall"));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expectHydrated(page);

    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    await expect(nav.getByRole("button", { name: "Köp bil" })).toBeVisible();
    const prices = page.getByRole("table", { name: "Servicepriser" });
    await expect(prices.getByRole("columnheader")).toHaveText([
      "Bild",
      "Modell",
      "Service",
      "Pris",
    ]);

    // Links are editable (marked for the editor) and a click does not navigate.
    const booking = prices.getByRole("link", { name: "Boka" }).first();
    await expect(booking).toHaveAttribute("href", "/kontakt");
    await expect(booking).toHaveAttribute("data-editable-link", "");
    await expect(booking.locator("[contenteditable=true]")).toHaveText("Boka");
    const before = page.url();
    await booking.click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    await expect(prices).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a link of a section whose code has not come yet stays put too", async ({ page }) => {
    // The footer keeps the server's HTML until its code is in (DeferredSection): held here.
    const footerCode = await holdChunk(page, /\/assets\/Footer-[\w-]+\.js$/);
    await page.goto(editingUrl("/"));
    await expectHydrated(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("xpath=ancestor::*[@data-deferred]")).toHaveCount(1);
    const link = footer.locator("a[data-editable-link]").first();
    const before = page.url();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    footerCode.release();
  });

  test("renders the car list with its cars", async ({ page }) => {
    await page.goto(editingUrl("/kop-bil"));
    await expectHydrated(page);
    const carLinks = page.locator('main a[href^="/kop-bil/bil/"]');
    await expect(carLinks.first()).toBeVisible();
  });

  test("refuses a wrong secret with 401", async () => {
    const refused = await fetchRaw("automotive-se", "/feaas-render?secret=wrong&path=/");
    expect(refused.status).toBe(401);
    const missing = await fetchRaw("automotive-se", "/feaas-render?path=/");
    expect(missing.status).toBe(401);
  });
});
