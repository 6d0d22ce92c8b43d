import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoBookingMessages, demoBookingPlates } from "../../api-adapters/mocks/booking/demo-data";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

/*
 * The service booking tool on automotive-se, in demo mode (the demo booking service behind our
 * /api/mechmate routes, the offline place list: no maps key). Issue 19: a full booking by
 * keyboard alone from the header's "Boka service", an unsupported car, no workshops, a refused
 * booking, failing services, the `?lat&lng` prefill and the summary as a bottom sheet on phones.
 */
const bookingPath = "/service-och-verkstad/boka-bilverkstad";

async function open(page: Page, search = "") {
  await page.goto(siteUrl("automotive-se", `${bookingPath}${search}`));
  await expectHydrated(page);
}

/** Presses Tab until `target` has focus (keyboard only); fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const plateField = (page: Page) => page.getByRole("textbox", { name: /Registreringsnummer/ });
const placeField = (page: Page) => page.getByRole("combobox", { name: /Ort eller adress/ });
const continueButton = (page: Page) => page.getByRole("button", { name: "Fortsätt", exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** Step 1 by keyboard: the plate, then a place from the suggestions (arrow down, Enter). */
async function vehicleStepByKeyboard(page: Page, plate: string, place = "Göteborg") {
  await tabTo(page, plateField(page));
  await page.keyboard.type(plate.toLowerCase());
  await expect(plateField(page)).toHaveValue(plate);
  await page.keyboard.press("Tab");
  await expect(placeField(page)).toBeFocused();
  await page.keyboard.type(place.slice(0, 4));
  await expect(page.getByRole("option", { name: new RegExp(place) }).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(placeField(page)).toHaveValue(new RegExp(place));
  await tabTo(page, continueButton(page));
  await expect(continueButton(page)).toBeEnabled();
  await page.keyboard.press("Enter");
}

/** Step 1 with the pointer-free shortcuts of the other tests: fill and pick. */
async function vehicleStep(page: Page, plate: string, place = "Göteborg") {
  await plateField(page).fill(plate);
  await placeField(page).fill(place.slice(0, 4));
  await page
    .getByRole("option", { name: new RegExp(place) })
    .first()
    .click();
  await continueButton(page).click();
}

function dataLayerEvents(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) =>
      /^(servicebooking_step|purchase)$/.test(String((entry as { event?: unknown }).event)),
    ),
  );
}

test("books a service by keyboard alone, from the header's Boka service to Bokning bekräftad", async ({
  page,
}) => {
  // Every control is reached by Tab presses: slower than the other tests.
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page);
  await page.goto(siteUrl("automotive-se", "/"));
  await expectHydrated(page);
  const headerLink = page.getByRole("link", { name: "Boka service", exact: true }).first();
  await tabTo(page, headerLink, 60);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${bookingPath}$`));
  await expectHydrated(page);

  // The header without a car: the intro with the brands booked elsewhere.
  await expect(page.getByRole("link", { name: "Boka Porsche-service" })).toHaveAttribute(
    "href",
    "/service-och-verkstad/boka-service/boka-porsche-service",
  );

  await vehicleStepByKeyboard(page, demoBookingPlates.supported);

  // Step 2: the header names the brand; choose Basservice in its category.
  await expect(stepHeading(page, "Välj tjänster")).toBeFocused();
  await expect(
    page.getByText("Vi har auktoriserade verkstäder för Volvo.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("Steg 2/4")).toBeVisible();
  const serviceCategory = page.getByRole("button", { name: /^Service( \(|$)/ });
  await expect(serviceCategory).toBeVisible();
  if ((await serviceCategory.getAttribute("aria-expanded")) === "false") {
    await tabTo(page, serviceCategory);
    await page.keyboard.press("Enter");
  }
  const baseService = page.getByRole("checkbox", { name: /Basservice/ });
  await tabTo(page, baseService);
  await page.keyboard.press("Space");
  await expect(baseService).toBeChecked();
  await tabTo(page, continueButton(page));
  await page.keyboard.press("Enter");

  // Step 3: no add-ons.
  await expect(stepHeading(page, "Välj tillval")).toBeFocused();
  const withoutAddons = page.getByRole("button", { name: "Fortsätt utan tillval" });
  await tabTo(page, withoutAddons);
  await page.keyboard.press("Enter");

  // Step 4: the first workshop, its first time, the contact form.
  await expect(stepHeading(page, "Välj anläggning och tid")).toBeFocused();
  await bookAtFirstWorkshopByKeyboard(page);

  await expect(page.getByRole("heading", { name: "Bokning bekräftad" })).toBeVisible();
  // The confirmation: the workshop with directions, the car, the cost of the chosen service.
  await expect(page.getByRole("link", { name: /Vägbeskrivning/ })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await expect(page.getByText(/ABC123 Volvo XC60/)).toBeVisible();
  await expect(page.getByText("Basservice").last()).toBeVisible();
  const events = await dataLayerEvents(page);
  // One step event per step, in order, and the booking as a purchase.
  expect(
    events
      .filter((event) => (event as { event: string }).event === "servicebooking_step")
      .map((event) => (event as { step: number }).step),
  ).toEqual([1, 2, 3, 4, 5]);
  expect(events).toContainEqual(
    expect.objectContaining({
      event: "purchase",
      ecommerce: expect.objectContaining({
        currency: "SEK",
        value: expect.any(Number),
        items: [{ item_name: "basservice", item_category: "servicebooking" }],
      }),
    }),
  );
  expect(errors).toEqual([]);

  // 'Ny bokning' starts over at step 1 (the page reloads).
  await tabTo(page, page.getByRole("button", { name: "Ny bokning" }), 200);
  await page.keyboard.press("Enter");
  await expectHydrated(page);
  await expect(page.getByText("Steg 1/5")).toBeVisible();
  await expect(plateField(page)).toHaveValue("");
});

/** The choose buttons of the workshop list: 'Välj' with the workshop's name. */
const chooseWorkshopButtons = (page: Page) => page.getByRole("button", { name: /^Välj \S/ });
/** The time grid's slots with a time (not the all-day drop-off). */
const timeSlots = (page: Page) =>
  page.getByRole("button", { name: /\d{2}:\d{2}$/ }).filter({ hasNotText: "Hela dagen" });
const bookButton = (page: Page) => page.getByRole("button", { name: "Boka", exact: true });

const contact: [RegExp, string][] = [
  [/Förnamn/, "Anna"],
  [/Efternamn/, "Svensson"],
  [/Telefonnummer/, "0701234567"],
  [/E-postadress/, "anna.svensson@example.se"],
];

/** Step 4 by keyboard: the first workshop, its first free time, the contact form, Boka. */
async function bookAtFirstWorkshopByKeyboard(page: Page) {
  await tabTo(page, chooseWorkshopButtons(page).first(), 200);
  await page.keyboard.press("Enter");
  await tabTo(page, timeSlots(page).first(), 200);
  await page.keyboard.press("Enter");
  for (const [name, value] of contact) {
    await tabTo(page, page.getByRole("textbox", { name }), 40);
    await page.keyboard.type(value);
  }
  await tabTo(page, bookButton(page), 20);
  await page.keyboard.press("Enter");
}

/** Basservice, its category opened first when it is collapsed. */
async function chooseBaseService(page: Page) {
  const category = page.getByRole("button", { name: /^Service( \(|$)/ });
  await expect(category).toBeVisible();
  if ((await category.getAttribute("aria-expanded")) === "false") await category.click();
  await page.getByRole("checkbox", { name: /Basservice/ }).check();
}

/** Steps 1-3 the short way with this plate: Göteborg, Basservice, no add-ons. */
async function toWorkshopStep(page: Page, plate: string) {
  await open(page);
  await vehicleStep(page, plate);
  await expect(stepHeading(page, "Välj tjänster")).toBeVisible();
  await chooseBaseService(page);
  await continueButton(page).click();
  await expect(stepHeading(page, "Välj tillval")).toBeVisible();
  await page.getByRole("button", { name: "Fortsätt utan tillval" }).click();
  await expect(stepHeading(page, "Välj anläggning och tid")).toBeVisible();
}

async function chooseWorkshopAndTime(page: Page) {
  await chooseWorkshopButtons(page).first().click();
  await timeSlots(page).first().click();
  for (const [name, value] of contact) await page.getByRole("textbox", { name }).fill(value);
}

test("an unsupported car stays on step 1 with its message, pointing to the header's links", async ({
  page,
}) => {
  await open(page);
  await vehicleStep(page, demoBookingPlates.unsupported);
  await expect(
    page.getByText(
      "Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.",
    ),
  ).toBeVisible();
  await expect(page.getByText("Steg 1/5")).toBeVisible();
  await expect(page.getByRole("link", { name: /Boka service för BMW/ })).toHaveAttribute(
    "target",
    "_blank",
  );
});

test("services failing show the catalogue's text with the contact e-mail", async ({ page }) => {
  await open(page);
  await vehicleStep(page, demoBookingPlates.servicesFail);
  await expect(page.getByText("Något gick fel, vänligen försök igen senare.")).toBeVisible();
  await expect(page.getByText(/verkstad@automotive-se\.example/)).toBeVisible();
});

test("?lat&lng prefills the place: plate alone enables Fortsätt", async ({ page }) => {
  await open(page, "?lat=57.7089&lng=11.9746");
  await expect(continueButton(page)).toBeDisabled();
  await plateField(page).fill(demoBookingPlates.supported);
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
  await expect(stepHeading(page, "Välj tjänster")).toBeVisible();
});

test("no workshop can take the car: the no-sites text with the contact suggestion", async ({
  page,
}) => {
  await toWorkshopStep(page, demoBookingPlates.noSites);
  await expect(page.getByText("Vi kan ej hitta några anläggningar som passar dig")).toBeVisible();
  await expect(page.getByText(/Kontakta oss på .+@/)).toBeVisible();
  await expect(chooseWorkshopButtons(page)).toHaveCount(0);
});

test("a refused booking shows the server's text under the form and enables Boka again", async ({
  page,
}) => {
  await toWorkshopStep(page, demoBookingPlates.bookingFails);
  await chooseWorkshopAndTime(page);
  await bookButton(page).click();
  await expect(page.getByText(demoBookingMessages.bookingRefused)).toBeVisible();
  await expect(bookButton(page)).toBeEnabled();
  await expect(page.getByRole("textbox", { name: /Förnamn/ })).toHaveValue("Anna");
  await expect(page.getByRole("heading", { name: "Bokning bekräftad" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the summary is a bottom sheet opened from its total", async ({ page }) => {
    await open(page);
    await vehicleStep(page, demoBookingPlates.supported);
    await chooseBaseService(page);
    const show = page.getByRole("button", { name: /^Visa sammanfattning, totalt 2\s490\skr$/ });
    await expect(show).toBeVisible();
    // The site's floating alert card stands above the bar instead of covering the total.
    const alertCard = page.getByText("Ändrade öppettider", { exact: true });
    await expect(alertCard).toBeVisible();
    await expect
      .poll(async () => {
        const [card, bar] = await Promise.all([alertCard.boundingBox(), show.boundingBox()]);
        return card && bar ? card.y + card.height <= bar.y : false;
      })
      .toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await show.click();
    const sheet = page.getByRole("dialog", { name: "Sammanfattning" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText("Basservice")).toBeVisible();
    await sheet.getByRole("button", { name: "Stäng sammanfattningen" }).click();
    await expect(sheet).toBeHidden();
    await expect(show).toBeFocused();
  });
});
