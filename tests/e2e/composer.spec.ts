import { expect, test } from "@playwright/test";
import { fetchRaw, siteUrl, watchConsoleErrors } from "./helpers";

test.describe("page composer", () => {
  test("a block with invalid fields shows the Swedish fallback box; the rest renders", async ({
    page,
  }) => {
    const response = await page.goto(siteUrl("automotive-se", "/demo/felhantering"));
    expect(response?.status()).toBe(200);

    const fallback = page.getByRole("alert", { name: "Aj då" });
    await expect(fallback).toHaveCount(1);
    await expect(fallback).toContainText("något gick fel");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Resten av sidan fungerar" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The unknown component renders nothing for visitors.
    await expect(page.getByText("Unknown component")).toHaveCount(0);
  });

  test("the fallback box's button reloads the page", async ({ page }) => {
    await page.goto(siteUrl("automotive-se", "/demo/felhantering"));
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "Ladda om sidan" }).click(),
    ]);
    expect(await page.evaluate(() => "beforeReload" in window)).toBe(false);
    await expect(page.getByRole("alert", { name: "Aj då" })).toBeVisible();
  });

  test("the fallback box is in the server HTML already", async () => {
    const { status, body } = await fetchRaw("automotive-se", "/demo/felhantering");
    expect(status).toBe(200);
    expect(body).toContain("Aj då");
    expect(body).toContain("Resten av sidan fungerar");
  });

  test("an unknown path is a real 404 with a not-found page in the site's brand and language", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    const response = await page.goto(siteUrl("carstore-fi", "/ei-ole-olemassa"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fi");
    await expect(page.locator("html")).toHaveAttribute("data-brand", "carstore-fi");
    await expect(page.getByRole("heading", { level: 1, name: "Sivua ei löytynyt" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Etusivulle", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    // The 404 response itself is logged by Chromium as a failed resource; nothing else may be.
    expect(errors.filter((text) => !text.includes("404"))).toEqual([]);
  });

  test("the raw 404 response carries the status and the site's language", async () => {
    const { status, body } = await fetchRaw("carstore-sk", "/neexistuje");
    expect(status).toBe(404);
    expect(body).toContain('lang="sk"');
    expect(body).toContain("Stránka sa nenašla");
    expect(body).toMatch(/<title>Stránka sa nenašla \| [^<]+<\/title>/);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });
});
