import { expect, test } from "@playwright/test";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

test.describe("prefetch of a missing page", () => {
  test("hovering a car card whose page may be missing logs no error", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("carstore-se", "/kop-bil"));
    await expectHydrated(page);
    const card = page.locator('main a[href^="/kop-bil/bil/"]').first();
    const [prefetch] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes(".data")),
      card.hover(),
    ]);
    expect(prefetch.status()).toBe(200);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  test("the page-data prefetch of a route that does not exist stays quiet", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("automotive-se", "/"));
    await expectHydrated(page);
    // Exactly what React Router renders while a link to /finns-inte is hovered.
    const [prefetch] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/finns-inte.data")),
      page.evaluate(() => {
        const link = document.createElement("link");
        link.rel = "prefetch";
        link.as = "fetch";
        link.href = "/finns-inte.data";
        document.head.append(link);
      }),
    ]);
    expect(prefetch.status()).toBe(200);
    expect(await prefetch.request().headerValue("sec-purpose")).toBe("prefetch");
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });
});
