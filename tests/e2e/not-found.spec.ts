import { expect, test } from "@playwright/test";
import { expectHydrated, siteUrl, watchConsoleErrors } from "./helpers";

const sites = [
  {
    site: "automotive-se",
    heading: "Sidan kunde inte hittas",
    search: "Sök bland bilarna",
    button: "Sök",
    home: "Till startsidan",
  },
  {
    site: "carstore-fi",
    heading: "Sivua ei löytynyt",
    search: "Hae autoja",
    button: "Hae",
    home: "Etusivulle",
  },
] as const;

for (const { site, heading, search, button, home } of sites) {
  test(`a dead link on ${site} lands in the site shell, with search and a way home`, async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    const response = await page.goto(siteUrl(site, "/finns-inte/langre"));
    expect(response?.status()).toBe(404);
    await expectHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);

    // The shell: the header with the site's navigation, and the footer.
    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    expect(await header.getByRole("link").count()).toBeGreaterThan(3);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    expect(await footer.getByRole("link").count()).toBeGreaterThan(3);

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: home })).toHaveAttribute("href", "/");

    // The search box leads to the car list with the term.
    await main.getByRole("searchbox", { name: search }).fill("volvo");
    const [listResponse] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes("keyphrase=volvo")),
      main.getByRole("button", { name: button }).click(),
    ]);
    expect(listResponse.status()).toBe(200);
    await expectHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(heading);
    // The 404 document itself is the only failed load.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });
}
