import { expect, test, type Page } from "@playwright/test";
import type { Car } from "../../api-adapters/search";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import {
  downPaymentBounds,
  financedCost,
  termFor,
} from "../../design-system/flows/FinanceCalculator/finance-math";
import type { SiteId } from "../../sites/site-ids";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

/**
 * The Nordic finance calculators on the car detail page (issue 15): the finance section loads
 * its code only near the viewport; a Swedish car's loan monthly cost follows the down payment
 * (keyboard and typed); company and private leasing show where the car has them; the Swedish
 * credit warning only on Swedish sites; a car with finance on every Nordic site calculates.
 */

const detailPaths: Record<string, string> = {
  "automotive-se": "/kop-bil/bil",
  "automotive-no": "/kjop-bil/bil",
  "carstore-se": "/kop-bil/bil",
  "carstore-fi": "/osta-auto/auto",
  "carstore-no": "/kjop-bil/bil",
  "carstore-sk": "/kupit-auto/auto",
};

const carsOf = (site: SiteId): Car[] =>
  (demoSearchData().carsBySite[site] ?? []).filter((car) => !car.car_is_sample);

const detailUrl = (site: SiteId, car: Car) =>
  siteUrl(site, `${detailPaths[site]}/${car.car_id}/${car.slug}`);

const section = (page: Page) => page.locator("[data-finance-section]");

/** Opens the car, scrolls to its finance section and waits for the calculators. */
async function openFinance(page: Page, site: SiteId, car: Car) {
  await page.goto(detailUrl(site, car));
  await expectHydrated(page);
  await section(page).scrollIntoViewIfNeeded();
  await expect(section(page)).toHaveAttribute("data-finance-section", "near");
  await expect(page.locator("[data-finance-calculator]")).toBeVisible();
}

/** The loan's cost at `cash` down over its default duration, as the index's option gives it. */
function loanCost(car: Car, cash: "min" | "max") {
  const option = car.car_loan_option;
  if (!option?.price || !option.contract_durations) throw new Error("no loan");
  const terms = option.contract_durations.map((term) => ({
    months: term.months,
    residualPercentage: term.residual_percentage ?? 0,
    cashMinPercentage: term.cash_amount_min_percentage ?? 0,
    cashMaxPercentage: term.cash_amount_max_percentage ?? 0,
  }));
  const term = termFor(terms, option.default_contract_duration?.months ?? 0);
  const bounds = downPaymentBounds(option.price, term);
  return financedCost(option.price, bounds[cash], term, option.interest_rate ?? 0).monthly;
}

const swedishLoanCar = carsOf("automotive-se").find(
  (car) => car.car_loan_option && !car.car_has_companyleasing && !car.car_has_privateleasing,
) as Car;

test.describe("finance calculators", () => {
  test("the finance code loads only when the section nears the viewport", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 480 });
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/NordicFinance[^/]*\.js/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(detailUrl("automotive-se", swedishLoanCar));
    await expectHydrated(page);
    await expect(section(page)).toHaveAttribute("data-finance-section", "waiting");
    expect(chunks).toEqual([]);
    // The space kept for it does not shimmer: an endless animation off screen would cost a style
    // and paint on every frame for as long as the page is open.
    const endlessAnimations = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === "running" &&
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ).length,
    );
    expect(endlessAnimations, "endless animations while the section waits").toBe(0);
    await section(page).scrollIntoViewIfNeeded();
    await expect(page.locator("[data-finance-calculator]")).toBeVisible();
    expect(chunks).toHaveLength(1);
  });

  test("a Swedish car's loan monthly cost changes with the down payment", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await openFinance(page, "automotive-se", swedishLoanCar);
    const cost = page.locator("[data-finance-option=loan] [data-monthly-cost]");
    const least = loanCost(swedishLoanCar, "min");
    const most = loanCost(swedishLoanCar, "max");
    expect(most).toBeLessThan(least);
    await expect(cost).toHaveAttribute("data-monthly-cost", String(least));
    await expect(cost).toContainText("kr/mån");
    const slider = page.getByRole("slider", { name: "Kontantinsats" });
    await slider.focus();
    await page.keyboard.press("End");
    await expect(cost).toHaveAttribute("data-monthly-cost", String(most));
    await page.keyboard.press("Home");
    await expect(cost).toHaveAttribute("data-monthly-cost", String(least));
    await page.keyboard.press("ArrowRight");
    const stepped = Number(await slider.getAttribute("aria-valuenow"));
    expect(stepped % 1000).toBe(0);
    await expect(cost).not.toHaveAttribute("data-monthly-cost", String(least));
    // Typed: leading zeros stripped, clamped to the maximum.
    const input = page.getByRole("textbox", { name: "Ange kontantinsats" });
    await input.fill("0009999999");
    await input.press("Enter");
    await expect(cost).toHaveAttribute("data-monthly-cost", String(most));
    await expect(page.getByText("Att låna kostar pengar!")).toBeVisible();
    await expect(page.getByRole("link", { name: /hallakonsument\.se/ })).toHaveAttribute(
      "href",
      "https://www.hallakonsument.se/",
    );
    expect(errors).toEqual([]);
  });

  test("company and private leasing show where the car has them", async ({ page }) => {
    const company = carsOf("automotive-se").find(
      (car) => car.car_has_companyleasing && car.car_company_leasing_option,
    ) as Car;
    await openFinance(page, "automotive-se", company);
    const tab = page.getByRole("tab", { name: /^Företagsleasing/ });
    if (await tab.count()) await tab.click();
    const panel = page.locator("[data-finance-option=companyLeasing]");
    const cost = panel.locator("[data-monthly-cost]");
    await expect(cost).toHaveAttribute(
      "data-monthly-cost",
      String(company.car_company_leasing_option?.default_monthly_cost),
    );
    await expect(cost).toContainText("exkl. moms");
    const mileage = panel.getByRole("slider", { name: "Körsträcka per år" });
    await expect(mileage).toHaveAttribute("aria-valuetext", /1\s500 mil\/år/);
    await mileage.focus();
    await page.keyboard.press("End");
    await expect(mileage).toHaveAttribute("aria-valuetext", /2\s500 mil\/år/);
    await expect(cost).not.toHaveAttribute(
      "data-monthly-cost",
      String(company.car_company_leasing_option?.default_monthly_cost),
    );

    const personal = carsOf("automotive-se").find(
      (car) => car.car_has_privateleasing && car.car_private_leasing_option,
    ) as Car;
    await openFinance(page, "automotive-se", personal);
    const privateTab = page.getByRole("tab", { name: /^Privatleasing/ });
    if (await privateTab.count()) await privateTab.click();
    const offer = page.locator("[data-finance-option=privateLeasing]");
    await expect(offer).toContainText(
      personal.car_private_leasing_option?.monthly_cost_text?.replace(/\u00a0/g, " ") ?? "?",
      { useInnerText: true },
    );
    await expect(offer).toContainText(
      personal.car_private_leasing_option?.mileage_text?.replace(/\u00a0/g, " ") ?? "?",
      { useInnerText: true },
    );
  });

  for (const site of [
    "automotive-no",
    "carstore-se",
    "carstore-fi",
    "carstore-no",
    "carstore-sk",
  ] as const) {
    test(`${site}: a car with a loan calculates, the credit warning only in Sweden`, async ({
      page,
    }) => {
      const car = carsOf(site).find((candidate) => candidate.car_loan_option) as Car;
      await openFinance(page, site, car);
      if (await page.getByRole("tab").count()) {
        await page.getByRole("tab", { name: new RegExp(`^${car.car_loan_option?.title}`) }).click();
      }
      const cost = page.locator("[data-finance-option=loan] [data-monthly-cost]");
      await expect(cost).toHaveAttribute("data-monthly-cost", String(loanCost(car, "min")));
      await page.locator("[data-finance-option=loan] [role=slider]").first().focus();
      await page.keyboard.press("End");
      await expect(cost).toHaveAttribute("data-monthly-cost", String(loanCost(car, "max")));
      await expect(page.locator("[data-credit-warning]")).toHaveCount(
        site === "carstore-se" ? 1 : 0,
      );
    });
  }
});
