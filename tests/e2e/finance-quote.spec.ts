import { expect, test, type Page } from "@playwright/test";
import type { Car } from "../../api-adapters/search";
import { isDemoOutage } from "../../api-adapters/mocks/finance";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { physicalVehicle, ukQuoteVehicle } from "../../app/marketplace/finance/uk-quote-vehicle";
import { expectHydrated, port, rawRequest, siteUrl } from "./helpers";

/**
 * The UK finance quote on retail-uk's car detail page (issue 15, specs/marketplace.md §4, §7, §8)
 * against the built demo server and its demo provider: a car loads a quote and re-quotes when
 * the term changes; a car whose VIN ends in 0 meets the provider's outage (the apology); a car too
 * old to finance hides the widget; our /api/codeweaver routes refuse hostile requests with a 4xx.
 */

test.describe.configure({ timeout: 60_000 });

const SITE = "retail-uk";
const UNAVAILABLE =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.";

const cars = (demoSearchData().carsBySite[SITE] ?? []).filter((car) => !car.car_is_sample);
const yearsSince = (car: Car) => {
  const date = ukQuoteVehicle(car)?.dateRegistered;
  return date ? (Date.now() - Date.parse(date)) / (365.25 * 86_400_000) : 0;
};
const outage = (car: Car) => {
  const vehicle = ukQuoteVehicle(car);
  return vehicle ? isDemoOutage(physicalVehicle(vehicle)) : false;
};
const quotable = cars.find(
  (car) => (car.car_price ?? 0) > 15_000 && car.car_is_used && yearsSince(car) < 4 && !outage(car),
) as Car;
const failing = cars.find((car) => outage(car) && (car.car_price ?? 0) > 0) as Car;
const tooOld = cars.find((car) => !outage(car) && yearsSince(car) > 9) as Car;

const detailUrl = (car: Car) => siteUrl(SITE, `/buy-car/car/${car.car_id}/${car.slug}`);

async function openFinance(page: Page, car: Car) {
  await page.goto(detailUrl(car));
  await expectHydrated(page);
  const section = page.locator("[data-finance-section]");
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("data-finance-section", "near");
  return section;
}

test("has demo cars for every state", () => {
  expect(quotable).toBeDefined();
  expect(failing).toBeDefined();
  expect(tooOld).toBeDefined();
});

test("a retail-uk car loads a quote, and a shorter term shows the new payment", async ({
  page,
}) => {
  const section = await openFinance(page, quotable);
  const quote = section.getByRole("region", { name: "Finance options" });
  const payment = quote.getByTestId("finance-quote-payment");
  await expect(payment).toHaveText(/^£[\d,]+\.\d\d per month$/, { timeout: 15_000 });
  const before = await payment.textContent();
  await expect(quote.getByText("48 monthly payments of")).toBeVisible();

  const term = quote.getByRole("slider", { name: "Term" });
  await expect(term).toHaveAttribute("aria-valuetext", "48 months");
  await term.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(term).toHaveAttribute("aria-valuetext", "36 months");
  await expect(quote.getByText("36 monthly payments of")).toBeVisible({ timeout: 10_000 });
  const after = await payment.textContent();
  expect(after).not.toBe(before);
  // A shorter term repays the same credit sooner: a higher payment.
  const amount = (text: string | null) => Number(text?.replace(/[^\d.]/g, ""));
  expect(amount(after)).toBeGreaterThan(amount(before));
  await expect(page.getByRole("status").filter({ hasText: "Quote updated" })).toHaveText(
    `Quote updated: ${after?.replace(" per month", "")} per month.`,
  );

  // The legal text of this quote, on demand.
  const reference = /FQ-[A-Z0-9]+/.exec(
    (await quote.getByText(/^Quote reference FQ-[A-Z0-9]+$/).textContent()) ?? "",
  )?.[0];
  await quote.getByRole("button", { name: "Show terms and conditions" }).click();
  await expect(
    quote.getByText(`Quote reference ${reference}, produced on`, { exact: false }),
  ).toBeVisible();
  await expect(quote.getByRole("link", { name: "Reserve this car" })).toHaveAttribute(
    "href",
    new RegExp(`quoteRef=${reference}$`),
  );
});

test("the apology shows when the provider fails", async ({ page }) => {
  const section = await openFinance(page, failing);
  await expect(section.getByText(UNAVAILABLE)).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole("slider")).toHaveCount(0);
});

test("a quote-item error hides the widget", async ({ page }) => {
  const section = await openFinance(page, tooOld);
  await expect(section.getByText("Loading Finance options...")).toHaveCount(0, { timeout: 15_000 });
  await expect(section.getByRole("region", { name: "Finance options" })).toHaveCount(0);
  await expect(section.getByText(UNAVAILABLE)).toHaveCount(0);
});

test.describe("hostile requests to /api/codeweaver", () => {
  const origin = `http://${SITE}.localhost:${port}`;
  const sameSite = { origin, "sec-fetch-site": "same-origin" };
  const json = { "content-type": "application/json", ...sameSite };
  const vehicle = () =>
    physicalVehicle(ukQuoteVehicle(quotable) as NonNullable<ReturnType<typeof ukQuoteVehicle>>);
  const productsBody = () =>
    JSON.stringify({
      PhysicalVehicle: vehicle(),
      OrganisationIdentifier: { Value: "203", Type: "AssociatedDealerKey" },
    });

  const cases: {
    name: string;
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    site?: string;
    status: number;
  }[] = [
    {
      name: "PUT",
      method: "PUT",
      path: "/api/codeweaver/cfd",
      headers: json,
      body: "{}",
      status: 405,
    },
    {
      name: "DELETE",
      method: "DELETE",
      path: "/api/codeweaver/default",
      headers: json,
      status: 405,
    },
    {
      name: "POST to legal",
      method: "POST",
      path: "/api/codeweaver/legal?quoteRef=FQ-ABC123",
      headers: json,
      body: "{}",
      status: 405,
    },
    {
      name: "a text body",
      method: "POST",
      path: "/api/codeweaver/default",
      headers: { ...sameSite, "content-type": "text/plain" },
      body: productsBody(),
      status: 415,
    },
    {
      name: "an oversized body",
      method: "POST",
      path: "/api/codeweaver/cfd",
      headers: json,
      body: JSON.stringify({ pad: "x".repeat(70 * 1024) }),
      status: 413,
    },
    {
      name: "broken JSON",
      method: "POST",
      path: "/api/codeweaver/cfd",
      headers: json,
      body: "{",
      status: 400,
    },
    {
      name: "another site's origin",
      method: "POST",
      path: "/api/codeweaver/default",
      headers: { ...json, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: productsBody(),
      status: 403,
    },
    {
      name: "a bad quoteRef",
      method: "GET",
      path: "/api/codeweaver/legal?quoteRef=%3Cscript%3E",
      status: 400,
    },
    { name: "no quoteRef", method: "GET", path: "/api/codeweaver/legal", status: 400 },
    {
      name: "an unknown quoteRef",
      method: "GET",
      path: "/api/codeweaver/legal?quoteRef=FQ-NOSUCH1",
      status: 404,
    },
    {
      name: "a site without finance quotes",
      method: "POST",
      path: "/api/codeweaver/default",
      headers: { ...json, origin: `http://automotive-se.localhost:${port}` },
      body: productsBody(),
      site: "automotive-se",
      status: 404,
    },
  ];

  for (const { name, status, site = SITE, ...request } of cases) {
    test(`${name}: ${status}`, async () => {
      const response = await rawRequest({ ...request, site });
      expect(response.status).toBe(status);
      expect(response.headers["cache-control"]).toBe("no-store");
    });
  }

  for (const path of [
    "/api/codeweaver/CFD",
    "/api/codeweaver/cfd/..%2Fdefault",
    "/api/codeweaver//cfd",
    "/api/codeweaver/cfd%00",
  ]) {
    test(`the spelling ${path} is no 500 and no quote`, async () => {
      const response = await rawRequest({
        method: "POST",
        path,
        site: SITE,
        headers: json,
        body: productsBody(),
      });
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(500);
    });
  }

  test("a real products call answers without the provider's key", async () => {
    const response = await rawRequest({
      method: "POST",
      path: "/api/codeweaver/default",
      site: SITE,
      headers: json,
      body: productsBody(),
    });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain("demo-finance-key");
    const answer = JSON.parse(response.body) as { Products: { FamilyKey: string }[] };
    expect(answer.Products.map((product) => product.FamilyKey)).toEqual(["PCP", "HP"]);
  });
});
