import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { E2E_SESSION_SECRET } from "./session-secret";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

/**
 * The locator (issue 18) on the built demo (no maps key: the static marker plot): search with
 * suggestions, near me with a granted fake position, the Panel/Map tabs on a phone, and, on a
 * second server started here with MAPS_API_KEY set, the maps script blocked: the locator stays
 * fully usable on the static map.
 */

const dealers = siteUrl("f150-eu", "/find-a-dealer");
const chargers = siteUrl("supercharge", "/charging/find-a-charger");
const dealerMap = siteUrl("automotive-se", "/hitta-anlaggning");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

const mapRegion = (page: Page) => page.locator("[data-map-mode]");
const cards = (page: Page) => page.locator("main article[data-marker-id]");
const plotted = (page: Page) => page.locator("[data-static-map] circle[data-marker-id]");

async function openLocator(page: Page, url = dealers) {
  await page.goto(url);
  await expectHydrated(page);
  await expect(page.getByRole("combobox")).toBeVisible();
}

test.describe("locator without a maps key", () => {
  test("f150-eu: 'Berl' suggests the Berlin dealer; Enter on it selects, expands and shows it", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await openLocator(page);
    await expect(page.getByText("68 locations")).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    await expect(mapRegion(page)).toHaveAttribute("data-map-mode", "static");
    await expect(plotted(page)).not.toHaveCount(0);
    const search = page.getByRole("combobox");
    await search.fill("Berl");
    const first = page.getByRole("option").first();
    await expect(first).toContainText("Berlin");
    expect(await page.getByRole("option").count()).toBeLessThanOrEqual(5);
    await search.press("ArrowDown");
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      (await first.getAttribute("id")) ?? "",
    );
    await search.press("Enter");
    await expect(search).toHaveAttribute("aria-expanded", "false");
    const selected = page.locator("main article[data-selected]");
    await expect(selected).toContainText("Berlin");
    await expect(
      selected.getByRole("link", { name: /@berlin\.f150-dealers\.example/ }).first(),
    ).toBeVisible();
    // The map zoomed to 12 on it, its preview under the plot.
    await expect(page.locator("[data-static-map]")).toHaveAttribute("data-zoom", "12");
    await expect(mapRegion(page).locator("[data-info-window]")).toContainText("Berlin");
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cards(page)).toHaveCount(25);
    expect(errors).toEqual([]);
  });

  test("a city without a dealer is geocoded offline; an unknown place gets the error border", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await openLocator(page);
    const search = page.getByRole("combobox");
    await search.fill("Frankfurt");
    await search.press("Enter");
    // Frankfurt has no dealer: the nearest ones around it, with distances.
    await expect(page.getByText("3 locations")).toBeVisible();
    await expect(cards(page).first()).toContainText(/\d+ km/);
    await search.fill("Atlantis");
    await search.press("Enter");
    await expect(search).toHaveAttribute("aria-invalid", "true");
    expect(errors).toEqual(["Geocode was not successful for the following reason: ZERO_RESULTS"]);
  });

  test("near me: a granted fake position lists the dealers around it with distances", async ({
    page,
    context,
  }) => {
    // The locator asks once, on mount, whether the position is granted, and starts by itself if
    // so: granting before that answer (a loaded machine) hid the button this test clicks.
    await page.addInitScript(() => {
      const query = navigator.permissions.query.bind(navigator.permissions);
      navigator.permissions.query = (descriptor) =>
        query(descriptor).finally(() => document.documentElement.setAttribute("data-asked", ""));
    });
    await openLocator(page);
    await expect(page.locator("html")).toHaveAttribute("data-asked", "");
    await context.setGeolocation({ latitude: 52.52, longitude: 13.405 });
    await context.grantPermissions(["geolocation"]);
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByText("3 locations")).toBeVisible();
    await expect(cards(page).first()).toContainText("Berlin");
    await expect(cards(page).first()).toContainText(/\d+ (m|km)/);
    await expect(page.locator("[data-user-position]")).toBeAttached();
    // The visitor is inside the fitted map: Near me is hidden.
    await expect(page.getByRole("button", { name: "Near me" })).toHaveCount(0);
  });

  test("near me starts by itself when the position was already granted", async ({
    page,
    context,
  }) => {
    await context.setGeolocation({ latitude: 48.2082, longitude: 16.3738 });
    await context.grantPermissions(["geolocation"]);
    await openLocator(page, chargers);
    await expect(cards(page).first()).toContainText("Vienna");
    await expect(cards(page).first()).toContainText(/\d+ (m|km)/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("Panel and Map tabs show one at a time; Show on map opens the map", async ({ page }) => {
      await openLocator(page, dealerMap);
      const panelTab = page.getByRole("tab", { name: "Lista" });
      const mapTab = page.getByRole("tab", { name: "Karta" });
      await expect(panelTab).toHaveAttribute("aria-selected", "true");
      await expect(cards(page).first()).toBeVisible();
      await expect(mapRegion(page)).toBeHidden();
      await mapTab.click();
      await expect(mapRegion(page)).toBeVisible();
      await expect(cards(page).first()).toBeHidden();
      await panelTab.click();
      await cards(page)
        .first()
        .getByRole("button", { name: /Visa på kartan/ })
        .click();
      await expect(mapTab).toHaveAttribute("aria-selected", "true");
      await expect(mapRegion(page).locator("[data-info-window]")).toBeVisible();
    });
  });

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("list and map side by side, no tabs; supercharge cards carry their chargers", async ({
      page,
    }) => {
      await openLocator(page, chargers);
      await expect(page.getByRole("tablist")).toBeHidden();
      await expect(mapRegion(page)).toBeVisible();
      await expect(page.getByText("300 locations")).toBeVisible();
      const card = cards(page).first();
      await card.getByRole("button", { name: "Show details" }).click();
      await expect(card.locator("[data-charger]").first()).toContainText(/CCS[12]\d+ × \d+ kW/);
    });
  });
});

test.describe("locator with a maps key and the maps script blocked", () => {
  // A second server of the same build with MAPS_API_KEY set (the e2e server has none).
  let port = 0;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A port nobody listens on, so the health check below can only reach this server.
    port = await freePort();
    server = spawn("node", ["build/boot/index.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: "production",
        SESSION_SECRET: E2E_SESSION_SECRET,
        MAPS_API_KEY: "e2e-public-maps-key",
      },
      stdio: "ignore",
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`http://localhost:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (server.exitCode !== null) throw new Error(`the keyed server exited (${server.exitCode})`);
      if (Date.now() > deadline) throw new Error("the keyed server did not start");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("the static map takes over and search, near me and distances still work", async ({
    page,
    context,
  }) => {
    const errors = watchConsoleErrors(page);
    let blocked = 0;
    await page.route(/maps\.googleapis\.com/, (route) => {
      blocked += 1;
      return route.abort();
    });
    await page.goto(`http://f150-eu.localhost:${port}/find-a-dealer`);
    await expectHydrated(page);
    await expect(mapRegion(page)).toHaveAttribute("data-map-mode", "static", { timeout: 15_000 });
    expect(blocked).toBeGreaterThan(0);
    expect(errors).toContain("Failed to load Google Maps API");
    await expect(plotted(page)).not.toHaveCount(0);
    // Search, with suggestions.
    const search = page.getByRole("combobox");
    await search.fill("Berl");
    await page.getByRole("option").first().click();
    await expect(page.locator("main article[data-selected]")).toContainText("Berlin");
    // Geocoding without the maps library: the offline places.
    await search.fill("Frankfurt");
    await search.press("Enter");
    await expect(page.getByText("3 locations")).toBeVisible();
    // Near me and distances.
    await context.setGeolocation({ latitude: 52.3676, longitude: 4.9041 });
    await context.grantPermissions(["geolocation"]);
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(cards(page).first()).toContainText("Amsterdam");
    await expect(cards(page).first()).toContainText(/\d+ (m|km)/);
  });
});
