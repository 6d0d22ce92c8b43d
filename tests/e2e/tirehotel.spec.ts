import { expect, test, type Page } from "@playwright/test";
import {
  DEMO_ONE_TIME_CODE,
  demoCustomer,
  demoMessages,
  demoPlates,
} from "../../api-adapters/mocks/tirehotel/demo-data";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";
import { addTireHotelSession } from "./tirehotel-session";

/*
 * The tire hotel flow on automotive-se, in demo mode. The one-time-code routes allow 5 calls per
 * client in 10 minutes (server/edge/rate-limit.ts): only two tests here send codes (4 calls);
 * the booking tests start from a validated session: the widget's state in session storage and
 * the server's signed session cookie (tirehotel-session.ts).
 */
const path = "/service-och-verkstad/dackhotell/boka-hjulskifte";

async function open(page: Page, stored?: { regNo: string }) {
  if (stored) {
    await addTireHotelSession(page.context(), stored.regNo);
    await page.addInitScript((state) => {
      window.sessionStorage.setItem("tirehotel", JSON.stringify(state));
    }, stored);
  }
  await page.goto(siteUrl("automotive-se", path));
  await expectHydrated(page);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

async function chooseFirstFreeDay(page: Page) {
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  for (let month = 0; month < 3; month += 1) {
    const free = grid.locator("td[data-day]:not([aria-disabled])");
    if ((await free.count()) > 0) {
      await free.first().click();
      return;
    }
    await page.getByRole("button", { name: "Nästa månad" }).click();
  }
  throw new Error("no free day in three months");
}

async function chooseTimeIfOffered(page: Page) {
  const form = page.getByRole("textbox", { name: /Förnamn/ });
  const times = page.getByRole("list", { name: "Välj tid" });
  await expect(form.or(times)).toBeVisible();
  if (await times.isVisible()) await times.getByRole("button").first().click();
  await expect(form).toBeVisible();
}

async function fillContact(page: Page) {
  await page.getByRole("textbox", { name: /Förnamn/ }).fill("Anna");
  await page.getByRole("textbox", { name: /Efternamn/ }).fill("Svensson");
  await page.getByRole("textbox", { name: /Mobilnummer/ }).pressSequentially("070-123 45 67");
  await expect(page.getByRole("textbox", { name: /Mobilnummer/ })).toHaveValue("0701234567");
  await page.getByRole("textbox", { name: /E-post/ }).fill("anna.svensson@example.se");
}

const validated = (plate: string) => ({
  page: "booking",
  regNo: plate,
  session: { status: 0, vehicles: [demoCustomer(plate).vehicle] },
});

test("books a wheel change from plate to rating; search and code by keyboard only", async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await open(page);
  await page.getByRole("textbox", { name: "Registreringsnummer" }).focus();
  await page.keyboard.type("abc 123");
  await page.keyboard.press("Enter");
  await expect(heading(page, "Verifiera att det är du")).toBeFocused();
  await expect(page.getByText("070-*** ** 42")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Skicka kod" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(heading(page, "Ange koden")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Siffra 1 av 4" })).toBeFocused();
  await page.keyboard.type(DEMO_ONE_TIME_CODE);
  await page.keyboard.press("Enter");
  await expect(heading(page, "Ditt fordon")).toBeFocused();
  await expect(page.getByText("Volvo XC60 B5 AWD Plus")).toBeVisible();
  // The server's session: HttpOnly (no token or session for JavaScript), Secure, SameSite=Lax.
  const session = (await page.context().cookies()).find(
    (cookie) => cookie.name === "tirehotel_session",
  );
  expect(session).toMatchObject({
    path: "/api/tirehotel",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain("tirehotel");
  expect(await page.evaluate(() => sessionStorage.getItem("tirehotel"))).not.toContain("token");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Boka hjulskifte" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(heading(page, "När vill du lämna in bilen?")).toBeFocused();
  await chooseFirstFreeDay(page);
  await chooseTimeIfOffered(page);
  const submit = page.getByRole("button", { name: "Genomför bokning" });
  await expect(submit).toHaveAttribute("aria-disabled", "true");
  await fillContact(page);
  await expect(submit).not.toHaveAttribute("aria-disabled");
  await submit.click();

  await expect(heading(page, "Tack för din bokningsförfrågan")).toBeFocused();
  await expect(page.getByText("Anna Svensson")).toBeVisible();
  const dataLayer = await page.evaluate(() => window.dataLayer);
  expect(dataLayer).toContainEqual(
    expect.objectContaining({
      event: "purchase",
      ecommerce: expect.objectContaining({ value: 0, currency: "SEK" }),
    }),
  );
  for (const step of [1, 2, 3, 4, 5, 6]) {
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: "tirehotel_step", step }));
  }
  expect(
    JSON.parse((await page.evaluate(() => sessionStorage.getItem("tirehotel"))) ?? "{}"),
  ).toMatchObject({ page: "confirmation" });

  await page.getByRole("radio", { name: "4 stjärnor" }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Skicka omdöme" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tack för ditt omdöme!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Gå till startsidan" })).toHaveAttribute("href", "/");
  await page.getByRole("button", { name: "Boka tid för annan bil" }).click();
  await expect(heading(page, "Hitta ditt däckhotellsavtal")).toBeFocused();
  expect(await page.evaluate(() => sessionStorage.getItem("tirehotel"))).toBeNull();
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .not.toContain("tirehotel_session");
  expect(errors).toEqual([]);
});

test("a plate without agreement gets the 404 message and the book-service link", async ({
  page,
}) => {
  await open(page);
  await page.getByRole("textbox", { name: "Registreringsnummer" }).fill(demoPlates.noAgreement);
  await page.getByRole("button", { name: "Fortsätt" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(
    "Vi hittar inget däckhotellsavtal för detta registreringsnummer.",
  );
  await expect(alert.getByRole("link")).toHaveAttribute(
    "href",
    "/service-och-verkstad/boka-bilverkstad",
  );
});

test("a wrong code shows the server's message", async ({ page }) => {
  await open(page);
  await page.getByRole("textbox", { name: "Registreringsnummer" }).fill(demoPlates.normal);
  await page.getByRole("textbox", { name: "Registreringsnummer" }).press("Enter");
  await page.getByRole("button", { name: "Skicka kod" }).click();
  await page.getByRole("textbox", { name: "Siffra 1 av 4" }).pressSequentially("0000");
  await page.getByRole("button", { name: "Verifiera kod" }).click();
  await expect(page.getByRole("alert")).toContainText(demoMessages.wrongCode);
});

test("a workshop with no free dates offers its phone and e-mail", async ({ page }) => {
  await open(page, validated(demoPlates.noFreeDates));
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(
    "Det finns för närvarande inga tillgängliga tider på din verkstad.",
  );
  await expect(alert.getByRole("link", { name: "018-470 20 00" })).toBeVisible();
});

test("a refused booking shows the server's message and can be retried", async ({ page }) => {
  await open(page, validated(demoPlates.bookingRefused));
  await chooseFirstFreeDay(page);
  await chooseTimeIfOffered(page);
  await fillContact(page);
  const submit = page.getByRole("button", { name: "Genomför bokning" });
  await submit.click();
  await expect(page.getByRole("alert")).toContainText(demoMessages.alreadyBooked);
  await expect(submit).not.toHaveAttribute("aria-disabled");
});
