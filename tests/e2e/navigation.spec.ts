import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectHydrated, holdChunk, siteUrl, watchConsoleErrors } from "./helpers";

/** The dropdown a disclosure button controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe("main navigation on desktop (1280px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a dropdown opens by keyboard, Esc closes it and returns focus, a link is followed", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("automotive-se", "/om-oss"));
    await expectHydrated(page);

    // The skip link comes first.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Hoppa till innehållet" })).toBeFocused();

    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    const button = nav.getByRole("button", { name: "Köp bil" });
    const panel = await panelOf(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Allt inom Köp bil" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await panel.getByRole("link", { name: "Nya bilar" }).click();
    await expect(page).toHaveURL(siteUrl("automotive-se", "/kop-bil/nya-bilar-i-lager"));
    await expect(page.getByRole("heading", { level: 1, name: "Nya bilar" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("data-selected", "");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("a dropdown pressed before the menu's code has arrived opens once it is in", async ({
    page,
  }) => {
    // The desktop menu is a chunk of its own (a DeferredSection): held back here for a moment.
    const { release } = await holdChunk(page, /\/assets\/desktop-parts-[\w-]+\.js$/);
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("automotive-se", "/om-oss"));
    await expectHydrated(page);
    const button = page
      .getByRole("navigation", { name: "Huvudmeny" })
      .getByRole("button", { name: "Köp bil" });
    await button.click();
    // The server's markup: nothing opens it yet.
    await expect(button).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(await panelOf(page, button)).toBeVisible();
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("the current page's link has aria-current, hidden items are gone, the rest is under 'Mer'", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("automotive-se", "/kop-bil/finansiering"));
    await expectHydrated(page);
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    await expect(nav.getByRole("link", { name: "Finansiering" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByText("Vinterkampanj")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Språk/ })).toHaveCount(0);

    const more = nav.getByRole("button", { name: "Mer" });
    await more.click();
    const panel = await panelOf(page, more);
    await panel.getByRole("link", { name: "Elbil och laddning" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Elbil och laddning" })).toBeVisible();
    await expect(more).toHaveAttribute("data-selected", "");
    await expect(page.locator('header [aria-current="page"]')).toHaveAttribute(
      "href",
      "/elbil-och-laddning",
    );
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("a call-to-action item is a button link, extra items sit above the menu", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("retail-uk", "/"));
    await expectHydrated(page);
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await nav.getByRole("link", { name: "Sell my car" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sell my car" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Customer service" }).click();
    await expect(page).toHaveURL(siteUrl("retail-uk", "/contact"));
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
});

test.describe("main navigation on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the desktop menu's code is not loaded on a phone, and comes when the window widens", async ({
    page,
  }) => {
    const desktopMenuChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/desktop-parts-[\w-]+\.js$/.test(request.url())) {
        desktopMenuChunks.push(request.url());
      }
    });
    await page.goto(siteUrl("automotive-se", "/om-oss"));
    await expectHydrated(page);
    const nav = page.getByRole("navigation", { name: "Huvudmeny" });
    // In the server's HTML (hidden at this width), without its code.
    await expect(nav).toBeHidden();
    const hiddenNav = page.getByRole("navigation", { name: "Huvudmeny", includeHidden: true });
    await expect(
      hiddenNav.getByRole("button", { name: "Köp bil", includeHidden: true }),
    ).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    expect(desktopMenuChunks).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    const button = nav.getByRole("button", { name: "Köp bil" });
    await expect(button).toBeVisible();
    await expect.poll(() => desktopMenuChunks.length).toBe(1);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
  });

  test("the hamburger menu drills into a sub-item, goes back, and closes when a link is followed", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl("carstore-se", "/"));
    await expectHydrated(page);
    await expect(page.getByRole("navigation", { name: "Huvudmeny" })).toBeHidden();

    const hamburger = page.getByRole("button", { name: "Meny" });
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await hamburger.click();
    const dialog = page.getByRole("dialog", { name: "Meny" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Sommarkampanj")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Köp bil" }).click();
    const back = dialog.getByRole("button", { name: "Tillbaka" });
    await expect(back).toBeFocused();
    await expect(dialog.getByRole("heading", { name: "Köp bil" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Volvo" })).toBeVisible();

    await back.click();
    await expect(dialog.getByRole("button", { name: "Köp bil" })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Kundservice" })).toBeVisible();

    await dialog.getByRole("button", { name: "Köp bil" }).click();
    await dialog.getByRole("link", { name: "Så funkar det" }).click();
    await expect(page).toHaveURL(siteUrl("carstore-se", "/kop-bil/sa-funkar-det"));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Så funkar det" })).toBeVisible();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");

    // The current page's link is marked in the menu.
    await hamburger.click();
    await expect(dialog.getByRole("button", { name: "Köp bil" })).toHaveAttribute(
      "data-selected",
      "",
    );
    await dialog.getByRole("button", { name: "Köp bil" }).click();
    await expect(dialog.getByRole("link", { name: "Så funkar det" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
});
