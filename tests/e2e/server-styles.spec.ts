import { expect, test, type Page } from "@playwright/test";
import {
  answerTagManagerLocally,
  expectHydrated,
  fetchRaw,
  siteUrl,
  watchConsoleErrors,
} from "./helpers";

/*
 * styled-components keeps the server's `<style data-styled>` as its sheet in the browser
 * (vite/styled-components-keep-server-sheet.ts, decision 0046) instead of copying its rules into
 * a sheet of its own and removing it, which restyled the whole page during hydration. Rules the
 * browser adds later (parts rendered only in the browser, such as the mobile menu's panel) go
 * into the same element, in styled-components' group order, so the page must look exactly as it
 * does with styled-components' own rehydration: the second test compares every element's
 * computed style with that path, which a sheet the patch cannot read falls back to.
 */

const phone = { viewport: { width: 375, height: 812 }, reducedMotion: "reduce" } as const;
test.use(phone);

const home = siteUrl("carstore-se", "/");

/** A rule after the last marker: a sheet the patch does not take, so styled-components' own path. */
async function withStyledComponentsOwnRehydration(page: Page): Promise<void> {
  const { status, body, headers } = await fetchRaw("carstore-se", "/");
  await page.route(home, (route) =>
    route.fulfill({
      status,
      contentType: String(headers["content-type"]),
      // Without the page's CSP: the changed style no longer matches its hash (styled-components'
      // own path reads its text either way).
      body: body.replace(
        /(<style data-styled="true"[^>]*>[\s\S]*?)(<\/style>)/,
        "$1.fc-own-rehydration{}$2",
      ),
    }),
  );
}

async function openMobileMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Meny" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link").first()).toBeVisible();
}

/** The rules of styled-components' sheet in order, without its group markers. */
function styledRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const element = document.querySelector<HTMLStyleElement>("style[data-styled]");
    return [...(element?.sheet?.cssRules ?? [])]
      .map((rule) => rule.cssText)
      .filter((text) => !text.startsWith("data-styled.g"));
  });
}

/**
 * Whether both pages' styled-components sheets hold their common rules in the same order: the
 * cascade's order, so every element they both have is styled alike. (Which rules exist can
 * differ by a section's timing; each page must hold nearly all of the other's.)
 */
async function expectSameCascade(kept: Page, own: Page): Promise<void> {
  const [keptRules, ownRules] = await Promise.all([styledRules(kept), styledRules(own)]);
  const inOwn = new Set(ownRules);
  const inKept = new Set(keptRules);
  const common = keptRules.filter((rule) => inOwn.has(rule));
  expect(common.length, "rules both pages hold").toBeGreaterThan(
    Math.max(keptRules.length, ownRules.length) * 0.95,
  );
  expect(common).toEqual(ownRules.filter((rule) => inKept.has(rule)));
}

function styledSheets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("style[data-styled]")].map((element) => ({
      attribute: element.getAttribute("data-styled"),
      rules: (element as HTMLStyleElement).sheet?.cssRules.length ?? 0,
    })),
  );
}

test("the server's style element stays styled-components' sheet, and the browser's rules join it", async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await answerTagManagerLocally(page);
  await page.goto(home);
  await expectHydrated(page);
  const [serverSheet, ...others] = await styledSheets(page);
  expect(others, "a second styled-components sheet").toEqual([]);
  expect(serverSheet?.attribute, "the server's element (styled-components' own says active)").toBe(
    "true",
  );
  await openMobileMenu(page);
  const [afterMenu, ...othersAfterMenu] = await styledSheets(page);
  expect(othersAfterMenu).toEqual([]);
  expect(afterMenu?.attribute).toBe("true");
  expect(afterMenu?.rules, "the menu panel's rules").toBeGreaterThan(serverSheet?.rules ?? 0);
  expect(errors).toEqual([]);
});

test("the rules keep styled-components' own order, and the page looks the same, before and after the browser adds rules", async ({
  browser,
}) => {
  const kept = await (await browser.newContext(phone)).newPage();
  const own = await (await browser.newContext(phone)).newPage();
  await withStyledComponentsOwnRehydration(own);
  for (const page of [kept, own]) {
    await answerTagManagerLocally(page);
    await page.goto(home);
    await expectHydrated(page);
  }
  expect((await styledSheets(own)).map(({ attribute }) => attribute)).toEqual(["active"]);
  expect((await styledSheets(kept)).map(({ attribute }) => attribute)).toEqual(["true"]);
  await expectSameCascade(kept, own);

  for (const page of [kept, own]) await openMobileMenu(page);
  await expectSameCascade(kept, own);
  const menuImage = (page: Page) => page.getByRole("dialog").screenshot({ animations: "disabled" });
  const [keptMenu, ownMenu] = await Promise.all([menuImage(kept), menuImage(own)]);
  expect(keptMenu.equals(ownMenu), "the open menu, pixel for pixel").toBe(true);
  await Promise.all([kept.context().close(), own.context().close()]);
});
