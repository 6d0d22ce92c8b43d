import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import type { Car } from "../../api-adapters/search";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { COMPARE_STORAGE_KEY } from "../../design-system/flows/Compare/compare-state";
import {
  answerTagManagerLocally,
  expectHydrated,
  fetchRaw,
  scrollIntoViewAndSettle,
  siteUrl,
  watchConsoleErrors,
} from "./helpers";

/*
 * The car list, compare and the search hero against the production build. Expected counts come
 * from the demo generator, the same data the demo server's search answers from.
 */

/**
 * Generous waits: scrolling to "Visa fler" brings the footer's brand logos into lazy-loading
 * range, and over HTTP/1.1 the list's data request queues behind them (slow on a busy machine).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

const SITE = "automotive-se";
const LIST = "/kop-bil";
const seCars = (): Car[] => demoSearchData().carsBySite[SITE] ?? [];
const countCars = (where: (car: Car) => boolean) => seCars().filter(where).length;

/** The cards of the result grid: list items with a compare toggle. */
const cards = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Jämför / }) });
const filterPanel = (page: Page) => page.getByRole("complementary", { name: "Filter" });
const appliedFilters = (page: Page) => page.getByRole("group", { name: "Valda filter" });
const loadMore = (page: Page) => page.getByRole("button", { name: "Visa fler" });
const showing = (shown: number, total: number) => `Visar ${shown} av ${total}`;

/** The price a card shows first ("236 900 kr" -> 236900). */
async function cardPrice(card: Locator): Promise<number> {
  const text = await card.innerText();
  const match = /(\d{1,3}(?:[\s\u00a0\u202f]\d{3})*)[\s\u00a0]kr(?!\/)/.exec(text);
  if (!match?.[1]) throw new Error(`no price in card: ${text}`);
  return Number(match[1].replace(/\D/g, ""));
}

/** Opens a facet group in the filter panel (a disclosure) unless it is open. */
async function openFacet(page: Page, title: string) {
  const trigger = filterPanel(page).getByRole("button", { name: new RegExp(`^${title}`) });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

const facetValue = (page: Page, value: string) =>
  filterPanel(page).getByRole("checkbox", { name: new RegExp(`^${value} \\(\\d+\\)$`) });

const query = (page: Page) => new URL(page.url()).searchParams;

test.describe("car list", () => {
  test("a shared filtered URL renders on the server, survives a reload and keeps history", async ({
    page,
  }) => {
    const path = `${LIST}?car_fuel=El&sortName=car_price_asc`;
    const electric = countCars((car) => car.car_fuel === "El");
    expect(electric).toBeGreaterThan(48);

    // The first page is in the server HTML: a crawler or a slow phone sees the cars.
    const raw = await fetchRaw(SITE, path);
    expect(raw.status).toBe(200);
    expect(raw.body).toContain(showing(24, electric));
    const links = new Set(raw.body.match(/href="\/kop-bil\/bil\/[^"]+"/g) ?? []);
    expect(links.size).toBe(24);

    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl(SITE, path));
    await expectHydrated(page);
    await expect(facetValue(page, "El")).toBeChecked();
    await expect(appliedFilters(page).getByText("El", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Sortera efter" })).toHaveValue(
      "car_price_asc",
    );
    await expect(cards(page)).toHaveCount(24);
    const prices = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) => cardPrice(cards(page).nth(index))),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.reload();
    await expectHydrated(page);
    await expect(facetValue(page, "El")).toBeChecked();
    await expect(page.getByText(showing(24, electric))).toBeVisible();
    expect(await cardPrice(cards(page).first())).toBe(prices[0]);

    // Load more replaces the entry (page=1), then a new filter starts again at the first page.
    await loadMore(page).click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(cards(page)).toHaveCount(48);
    await facetValue(page, "Bensin").click();
    await expect(page).toHaveURL((url) => url.searchParams.getAll("car_fuel").includes("Bensin"));
    expect(query(page).getAll("car_fuel")).toEqual(["El", "Bensin"]);
    expect(query(page).get("sortName")).toBe("car_price_asc");
    expect(query(page).has("page")).toBe(false);
    const both = countCars((car) => car.car_fuel === "El" || car.car_fuel === "Bensin");
    await expect(page.getByText(showing(24, both))).toBeVisible();
    await expect(cards(page)).toHaveCount(24);

    // Back: the electric cars again, both pages of them.
    await page.goBack();
    await expect(page).toHaveURL((url) => !url.searchParams.getAll("car_fuel").includes("Bensin"));
    expect(query(page).get("page")).toBe("1");
    await expect(facetValue(page, "Bensin")).not.toBeChecked();
    await expect(facetValue(page, "El")).toBeChecked();
    await expect(page.getByText(showing(48, electric))).toBeVisible();
    await expect(cards(page)).toHaveCount(48);
    expect(errors).toEqual([]);
  });

  test("load more shows every car of a filter, then is disabled", async ({ page }) => {
    // A fuel or body with two pages of cars.
    const candidates = (["car_fuel", "car_body"] as const).flatMap((field) =>
      [...new Set(seCars().map((car) => String(car[field])))].map((value) => ({
        field,
        value,
        total: countCars((car) => car[field] === value),
      })),
    );
    const choice = candidates.find(({ total }) => total > 24 && total <= 48);
    if (!choice) throw new Error("the demo data has no facet value with 25–48 cars");

    const errors = watchConsoleErrors(page);
    const params = new URLSearchParams({ [choice.field]: choice.value });
    await page.goto(siteUrl(SITE, `${LIST}?${params}`));
    await expectHydrated(page);
    await expect(page.getByText(showing(24, choice.total))).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    while (await loadMore(page).isEnabled()) {
      const before = await cards(page).count();
      // Settled first: the cards above it render at their real height once near, which moves
      // the button after Playwright's own check (the press then lands beside it).
      await scrollIntoViewAndSettle(loadMore(page));
      await loadMore(page).click();
      await expect(cards(page)).not.toHaveCount(before);
    }
    await expect(page.getByText(showing(choice.total, choice.total))).toBeVisible();
    await expect(cards(page)).toHaveCount(choice.total);
    await expect(loadMore(page)).toBeDisabled();
    expect(query(page).get("page")).toBe("1");
    expect(query(page).get(choice.field)).toBe(choice.value);
    // Every card is distinct (pages do not overlap).
    const hrefs = await cards(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(choice.total);
    expect(errors).toEqual([]);
  });

  test("chips remove one filter; 'Rensa alla' resets filters, keyphrase and page", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl(SITE, LIST));
    await expectHydrated(page);
    await expect(page.getByText(showing(24, seCars().length))).toBeVisible();

    await page.getByRole("combobox", { name: "Sortera efter" }).selectOption("car_price_desc");
    await expect(page).toHaveURL(/sortName=car_price_desc/);
    await openFacet(page, "Drivmedel");
    await facetValue(page, "El").click();
    await expect(page).toHaveURL(/car_fuel=El/);
    await openFacet(page, "Kaross");
    await facetValue(page, "SUV").click();
    await expect(page).toHaveURL(/car_body=SUV/);
    const keyphraseBox = page.getByRole("searchbox", { name: "Sök bland bilarna" });
    await keyphraseBox.fill("awd");
    await keyphraseBox.press("Enter");
    await expect(page).toHaveURL(/keyphrase=awd/);

    const chips = appliedFilters(page);
    await expect(chips.getByRole("button", { name: /^Ta bort filter: / })).toHaveCount(3);
    for (const label of ["El", "SUV", "”awd”"]) {
      await expect(chips.getByText(label, { exact: true })).toBeVisible();
    }

    // The keyphrase chip: the box empties, the filters stay.
    await chips.getByRole("button", { name: "Ta bort filter: ”awd”" }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("keyphrase"));
    await expect(keyphraseBox).toHaveValue("");
    await expect(chips.getByRole("button", { name: /^Ta bort filter: / })).toHaveCount(2);
    const electricSuvs = countCars((car) => car.car_fuel === "El" && car.car_body === "SUV");
    expect(electricSuvs).toBeGreaterThan(24);
    await expect(page.getByText(showing(24, electricSuvs))).toBeVisible();
    await loadMore(page).click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    // The URL changes before the next page's cards are drawn: clicked in between (a loaded CI
    // machine), 'Rensa alla' ended on the bare list once. It is clicked once they are there.
    await expect(cards(page)).toHaveCount(Math.min(48, electricSuvs));

    await page.getByRole("button", { name: "Rensa alla" }).click();
    // The sort is kept: it is not a filter (design-system/flows/CarList/query.ts clearAll).
    await expect(page).toHaveURL(siteUrl(SITE, `${LIST}?sortName=car_price_desc`));
    await expect(appliedFilters(page)).toHaveCount(0);
    await expect(page.getByText(showing(24, seCars().length))).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await expect(facetValue(page, "El")).not.toBeChecked();
    await expect(facetValue(page, "SUV")).not.toBeChecked();
    expect(errors).toEqual([]);
  });

  test("a facet checkbox is reached by Tab and toggled with Space", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl(SITE, LIST));
    await expectHydrated(page);
    const fuel = filterPanel(page).getByRole("button", { name: /^Drivmedel/ });
    await fuel.focus();
    await page.keyboard.press("Enter");
    await expect(fuel).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    // The first value of the group; the name is "El (70)".
    const focused = filterPanel(page).locator("input[type=checkbox]:focus");
    await expect(focused).toHaveCount(1);
    await expect(focused).not.toBeChecked();
    const value = (await focused.evaluate(labelOf)).replace(/\s*\(\d+\)$/, "");
    expect(seCars().some((car) => car.car_fuel === value)).toBe(true);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL((url) => url.searchParams.get("car_fuel") === value);
    await expect(facetValue(page, value)).toBeChecked();
    await expect(
      page.getByText(
        showing(
          24,
          countCars((car) => car.car_fuel === value),
        ),
      ),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("another site lists its cars; a path that is no facet value is a 404", async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const ukCars = demoSearchData().carsBySite["retail-uk"] ?? [];
    await page.goto(siteUrl("retail-uk", "/buy-car/used-cars/all-used-cars"));
    await expectHydrated(page);
    await expect(page.getByText(`Showing 24 of ${ukCars.length}`)).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Compare / }) }),
    ).toHaveCount(24);
    await expect(page.getByRole("button", { name: "Show more" })).toBeEnabled();
    expect(errors).toEqual([]);

    const brandPath = await fetchRaw(SITE, `${LIST}/volvo/el`);
    expect(brandPath.status).toBe(200);
    const volvoEl = countCars((car) => car.car_brand === "Volvo" && car.car_fuel === "El");
    expect(brandPath.body).toContain(`${volvoEl} bilar`);
    expect((await fetchRaw(SITE, `${LIST}/flygplan`)).status).toBe(404);
    expect((await fetchRaw(SITE, `${LIST}/volvo/flygplan`)).status).toBe(404);
    const missing = await page.goto(siteUrl(SITE, `${LIST}/flygplan`));
    expect(missing?.status()).toBe(404);
  });

  test("retail-uk's brand lists are wildcard pages: the old /used/bmw/x5 lands on BMW X5s", async ({
    page,
  }) => {
    const ukCars = demoSearchData().carsBySite["retail-uk"] ?? [];
    const x5s = ukCars.filter((car) => car.car_brand === "BMW" && car.car_model === "X5").length;
    expect(x5s).toBeGreaterThan(0);
    const response = await page.goto(siteUrl("retail-uk", "/used/bmw/x5"));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/buy-car/used-cars/bmw/x5");
    await expect(page.getByText(new RegExp(`\\b${x5s} cars?\\b`)).first()).toBeVisible();
    expect((await fetchRaw("retail-uk", "/buy-car/used-cars/bmw")).status).toBe(200);
    expect((await fetchRaw("retail-uk", "/buy-car/used-cars/aeroplane")).status).toBe(404);
  });
});

/** A form control's label text (the checkbox is labelled by its wrapping label). */
function labelOf(element: Element): string {
  const input = element as HTMLInputElement;
  return [...(input.labels ?? [])]
    .map((label) => label.textContent ?? "")
    .join(" ")
    .trim();
}

test.describe("compare", () => {
  test("three cars: the bar, kept through navigation and reload, the modal", async ({ page }) => {
    // The way away goes to /kontakt, whose page-level tag manager loads on client navigation.
    await answerTagManagerLocally(page);
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl(SITE, LIST));
    await expectHydrated(page);
    const titles: string[] = [];
    for (const index of [0, 3, 7]) {
      const toggle = cards(page)
        .nth(index)
        .getByRole("button", { name: /^Jämför / });
      const label = (await toggle.getAttribute("aria-label")) ?? "";
      titles.push(label.replace(/^Jämför /, ""));
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
    }
    const bar = page.getByRole("region", { name: "Bilar att jämföra" });
    await expect(bar.getByRole("button", { name: "Jämför (3)" })).toBeVisible();
    await expect(bar.getByRole("listitem")).toHaveCount(3);

    // Client-side navigation away and back: the same document, the same selection.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole("banner").getByRole("link", { name: "Hitta anläggning" }).click();
    await expect(page).toHaveURL(siteUrl(SITE, "/kontakt"));
    await expect(bar.getByRole("button", { name: "Jämför (3)" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(siteUrl(SITE, LIST));
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    for (const title of titles) {
      await expect(page.getByRole("button", { name: `Jämför ${title}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }

    await page.reload();
    await expectHydrated(page);
    await expect(bar.getByRole("button", { name: "Jämför (3)" })).toBeVisible();
    for (const title of titles) {
      await expect(page.getByRole("button", { name: `Jämför ${title}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    }

    // The details come from the compare route, one request per car.
    const details = new Map<string, number>();
    page.on("response", (response) => {
      const match = /\/api\/cars\/([\w-]+)$/.exec(new URL(response.url()).pathname);
      if (match?.[1]) details.set(match[1], response.status());
    });
    await bar.getByRole("button", { name: "Jämför (3)" }).click();
    await expect.poll(() => details.size).toBe(3);
    expect([...details.values()]).toEqual([200, 200, 200]);
    const modal = page.getByRole("dialog", { name: "Jämför bilar" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("article")).toHaveCount(3);
    for (const title of titles) {
      const link = modal.getByRole("link", { name: `Visa bil ${title}` });
      await expect(link).toHaveAttribute("href", /^\/kop-bil\/bil\/\d+\//);
    }
    const equipment = modal.getByRole("button", { name: "Utrustning" });
    const technical = modal.getByRole("button", { name: "Teknisk data" });
    await expect(equipment).toHaveAttribute("aria-expanded", "true");
    await expect(technical).toHaveAttribute("aria-expanded", "true");
    // The details arrived: equipment lists and technical rows, not the loading placeholders.
    await expect(modal.locator("[aria-busy=true]")).toHaveCount(0);
    await expect(
      modal.getByText("Utrustning och teknisk data kunde inte hämtas just nu."),
    ).toHaveCount(0);
    await expect(modal.getByRole("term").filter({ hasText: "Kaross" })).toHaveCount(3);
    // Only the equipment section has lists (the facts are description lists).
    expect(await modal.getByRole("listitem").count()).toBeGreaterThan(3);

    for (const title of titles) {
      await modal.getByRole("button", { name: `Ta bort ${title}` }).click();
    }
    await expect(modal).toBeHidden();
    await expect(bar).toBeHidden();
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), COMPARE_STORAGE_KEY),
    ).toBeNull();
    expect(errors).toEqual([]);
  });
});

test.describe("search hero", () => {
  test("brand and fuel become the path, the rest the keyphrase; the list shows them", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl(SITE, "/"));
    await expectHydrated(page);
    const input = page.getByRole("searchbox", { name: "Sök bland bilar" });
    await input.fill("Kia el dragkrok");
    await input.press("Enter");
    await page.waitForURL((url) => url.pathname === `${LIST}/kia/el`);
    expect(query(page).get("keyphrase")).toBe("dragkrok");
    await expectHydrated(page);
    const chips = appliedFilters(page);
    for (const label of ["Kia", "El", "”dragkrok”"]) {
      await expect(chips.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(facetValue(page, "El")).toBeChecked();
    await expect(facetValue(page, "Kia")).toBeChecked();
    expect(errors).toEqual([]);
  });
});
