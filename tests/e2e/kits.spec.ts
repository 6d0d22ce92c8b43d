import { expect, test, type Page } from "@playwright/test";
import { generateKits } from "../../api-adapters/mocks/search/kits";
import { cartTotals } from "../../design-system/flows/Kits/rules";
import { expectHydrated, fetchRaw, rawRequest, siteUrl, watchConsoleErrors } from "./helpers";

/**
 * The kits page for dealer staff (issue 21) on carstore-fi /varusteet: from a URL with the dealer
 * session to a sent quote; without a session no quote button; the ERP failing shows its message;
 * the grid/rows choice is remembered; the page is not indexed and not in the sitemap; the quote
 * route refuses what it must.
 */

const SESSION =
  "user=mvirtanen&dealer=D100&unit=HKI&transactionId=T-E2E-1&auto=Volvo%20XC60%202022";
const kits = generateKits();
const euros = (value: number) =>
  new Intl.NumberFormat("fi-FI", { style: "currency", currency: "EUR" }).format(value);

async function open(page: Page, query = "") {
  await page.goto(siteUrl("carstore-fi", `/varusteet${query}`));
  await expectHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Lisävarustekatalogi" })).toBeVisible();
}

const cartButton = (page: Page) => page.locator("[data-kit-cart-button]");

test.describe("carstore-fi kits page", () => {
  test("a dealer filters to a car, adds two kits, sees the totals and sends a quote", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await open(page, `?${SESSION}`);
    await expect(page.getByRole("button", { name: "Istunto: aktiivinen" })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText("320 varustetta");

    // The car's make from the filters: the URL keeps the session.
    const volvo = page.getByRole("checkbox", { name: /^Volvo/ });
    // The make group may start closed (the desktop filters remember their mode).
    if (!(await volvo.isVisible())) await page.getByRole("button", { name: /^Merkki/ }).click();
    // A controlled checkbox: it shows checked once the URL's search has answered.
    await volvo.click();
    await expect(page).toHaveURL(/make=Volvo/);
    await expect(volvo).toBeChecked();
    await expect(page).toHaveURL(/transactionId=T-E2E-1/);
    const cards = page.locator("[data-kit-id]");
    await expect(cards.first()).toBeVisible();
    const ids = await cards.evaluateAll((nodes) =>
      nodes.slice(0, 2).map((node) => node.getAttribute("data-kit-id") ?? ""),
    );
    for (const id of ids) {
      const kit = kits.find((entry) => entry.kitId === id);
      expect(kit?.vehicleFitmentSpecifications.map((fit) => fit.make)).toContain("Volvo");
      await page
        .locator(`[data-kit-id="${id}"]`)
        .getByRole("button", { name: /^Lisää koriin/ })
        .click();
    }
    await expect(cartButton(page)).toHaveText("Ostoskori (2)");

    await cartButton(page).click();
    const cart = page.getByRole("dialog", { name: "Ostoskori" });
    const chosen = kits.filter((kit) => ids.includes(kit.kitId));
    const totals = cartTotals(chosen);
    await expect(cart.locator("[data-kit-total-net]")).toHaveText(euros(totals.net.total));
    await expect(cart.locator("[data-kit-total-gross]")).toHaveText(euros(totals.gross.total));
    await expect(cart.locator("[data-kit-vat]")).toHaveText(euros(totals.vat));

    await cart.getByRole("button", { name: "Lähetä tarjous" }).click();
    await expect(cart.getByText("Tarjous lähetetty onnistuneesti!")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("without a session there is no quote button", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("button", { name: "Istunto: ei aktiivinen" })).toBeVisible();
    await page
      .locator("[data-kit-id]")
      .first()
      .getByRole("button", { name: /^Lisää koriin/ })
      .click();
    await cartButton(page).click();
    const cart = page.getByRole("dialog", { name: "Ostoskori" });
    await expect(
      cart.getByText("Tarjouksen voi lähettää, kun istunto on avattu jälleenmyyjäjärjestelmästä."),
    ).toBeVisible();
    await expect(cart.getByRole("button", { name: "Lähetä tarjous" })).toHaveCount(0);
  });

  test("the test session (demo) sets the sample values, and clearing ends it", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Istunto: ei aktiivinen" }).click();
    await page.getByRole("button", { name: "Testi-istunto" }).click();
    await expect(page).toHaveURL(/transactionId=T-TEST-0001/);
    await expect(page.getByRole("button", { name: "Istunto: aktiivinen" })).toBeVisible();
    await page.getByRole("button", { name: "Istunto: aktiivinen" }).click();
    await page.getByRole("button", { name: "Tyhjennä istunto" }).click();
    await expect(page).not.toHaveURL(/transactionId/);
  });

  test("the ERP failing shows its message and keeps the cart", async ({ page }) => {
    await open(page, `?${SESSION.replace("T-E2E-1", "ERP-DOWN")}`);
    await page
      .locator("[data-kit-id]")
      .first()
      .getByRole("button", { name: /^Lisää koriin/ })
      .click();
    await cartButton(page).click();
    const cart = page.getByRole("dialog", { name: "Ostoskori" });
    await cart.getByRole("button", { name: "Lähetä tarjous" }).click();
    await expect(
      cart.getByText("Virhe tarjouksen lähettämisessä. Yrität uudelleen."),
    ).toBeVisible();
    await expect(cart.locator("[data-kit-cart] li")).toHaveCount(1);
  });

  test("a car no kit fits says so, naming the car", async ({ page }) => {
    await open(page, "?make=Volvo&year=1990");
    await expect(page.getByText("Ei varusteita löytynyt autolle: Volvo 1990")).toBeVisible();
  });

  test("rows are remembered in the kitsAsRows cookie for an hour", async ({ page, context }) => {
    await open(page);
    await page.getByRole("button", { name: "Rivit" }).click();
    await expect(page.locator("[data-kit-layout]")).toHaveAttribute("data-kit-layout", "rows");
    const cookie = (await context.cookies()).find((entry) => entry.name === "kitsAsRows");
    expect(cookie?.value).toBe("1");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(3500);
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(3600);
    await page.reload();
    await expectHydrated(page);
    await expect(page.locator("[data-kit-layout]")).toHaveAttribute("data-kit-layout", "rows");
  });

  test("is never indexed and not in the sitemap", async () => {
    const { body } = await fetchRaw("carstore-fi", "/varusteet");
    expect(body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const sitemap = await fetchRaw("carstore-fi", "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).not.toContain("/varusteet");
  });
});

test.describe("POST /api/automaster refuses what it must", () => {
  const body = JSON.stringify({
    user: "u",
    dealer: "d",
    unit: "n",
    transactionId: "t",
    auto: "a",
    cart: [{ kitId: kits[0]?.kitId }],
  });
  const json = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };
  const cases: {
    name: string;
    path: string;
    method: string;
    headers: Record<string, string>;
    body?: string;
    status: number;
  }[] = [
    { name: "GET", path: "/api/automaster", method: "GET", headers: {}, status: 405 },
    {
      name: "a form body",
      path: "/api/automaster",
      method: "POST",
      headers: { ...json, "Content-Type": "text/plain" },
      body,
      status: 415,
    },
    {
      name: "another site",
      path: "/api/automaster",
      method: "POST",
      headers: { ...json, "Sec-Fetch-Site": "cross-site" },
      body,
      status: 403,
    },
    {
      name: "no session",
      path: "/api/automaster",
      method: "POST",
      headers: json,
      body: JSON.stringify({ cart: [] }),
      status: 400,
    },
    {
      name: "an oversized body",
      path: "/api/automaster",
      method: "POST",
      headers: json,
      body: `{"x":"${"a".repeat(70 * 1024)}"}`,
      status: 413,
    },
  ];
  for (const entry of cases) {
    test(`${entry.name} -> ${entry.status}`, async () => {
      const response = await rawRequest({
        site: "carstore-fi",
        path: entry.path,
        method: entry.method,
        headers: entry.headers,
        body: entry.body,
      });
      expect(response.status).toBe(entry.status);
    });
  }

  for (const path of [
    "/API/automaster",
    "/api/%61utomaster",
    "/api/automaster/",
    "/api/x/../automaster",
  ]) {
    test(`the spelling ${path} is no way around the checks`, async () => {
      const response = await rawRequest({
        site: "carstore-fi",
        path,
        method: "POST",
        headers: { ...json, "Sec-Fetch-Site": "cross-site" },
        body,
      });
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(500);
      expect(response.status).not.toBe(200);
    });
  }

  test("the quote route is only on the site with kits", async () => {
    const response = await rawRequest({
      site: "carstore-se",
      path: "/api/automaster",
      method: "POST",
      headers: json,
      body,
    });
    expect(response.status).toBe(404);
  });
});
