import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { expectHydrated, siteUrl } from "./helpers";

/**
 * Whole pages against WCAG 2.2 AA with axe, as visitors get them from the server: the stories
 * check each component alone, this checks them together (landmarks, headings, ids, contrast in
 * the page's own brand).
 */
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// axe goes into the page as an inline script, which the page's own strict CSP rightly refuses
// (hashes of the server's scripts only, decision 0014); the CSP has its own tests.
test.use({ bypassCSP: true });

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } })
      .axe;
    interface AxeResult {
      violations: { id: string; nodes: { target: string[] }[] }[];
    }
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
  });
}

const pages: [site: string, path: string][] = [
  ["automotive-se", "/"],
  ["automotive-se", "/kop-bil?car_fuel=El"],
  ["automotive-se", "/service-och-verkstad/dackhotell/boka-hjulskifte"],
  // The service booking tool at step 1, under the header's intro.
  ["automotive-se", "/service-och-verkstad/boka-bilverkstad"],
  ["retail-uk", "/"],
  ["retail-uk", "/buy-car/used-cars/all-used-cars"],
  ["carstore-fi", "/osta-auto/kia"],
  ["carstore-sk", "/kupit-auto"],
  ["automotive-no", "/kjop-bil"],
  // The locator: search, near me, cards and the static marker map.
  ["f150-eu", "/find-a-dealer"],
  ["automotive-se", "/hitta-anlaggning"],
  // The kits page for dealer staff, with a session.
  ["carstore-fi", "/varusteet?user=u&dealer=d&unit=n&transactionId=t&auto=Volvo"],
];

test.describe("pages meet WCAG 2.2 AA (axe)", () => {
  for (const [site, path] of pages) {
    test(`${site} ${path}`, async ({ page }) => {
      await page.goto(siteUrl(site, path));
      await expectHydrated(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the car list's filter drawer and the compare modal, open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl("automotive-se", "/kop-bil"));
    await expectHydrated(page);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 1280, height: 900 });
    const toggles = page.getByRole("button", { name: /^Jämför .+/ });
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await page.getByRole("button", { name: "Jämför (2)" }).click();
    await expect(page.getByRole("dialog", { name: "Jämför bilar" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
