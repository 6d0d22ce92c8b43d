import { expect, test } from "@playwright/test";
import { expectHydrated, siteUrl } from "./helpers";

/*
 * The request path (decision 0015, issue 12 §6): a client navigation on the same site loads the
 * page's data only; the root loader (site settings, dictionary) is not asked again.
 */

test.describe.configure({ timeout: 90_000 });

/** The route ids a single-fetch `.data` request asks for (all of them when `_routes` is absent). */
function routesAskedFor(url: URL): string[] | "all" {
  const routes = url.searchParams.get("_routes");
  return routes === null ? "all" : routes.split(",");
}

test("a car-list sort or filter change fetches the page's data without the root loader", async ({
  page,
}) => {
  await page.goto(siteUrl("automotive-se", "/kop-bil"));
  await expectHydrated(page);
  const dataRequests: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) dataRequests.push(url);
  });

  await page.getByRole("combobox", { name: "Sortera efter" }).selectOption("car_price_desc");
  await expect(page).toHaveURL(/sortName=car_price_desc/);

  expect(dataRequests.length).toBeGreaterThan(0);
  for (const url of dataRequests) {
    const routes = routesAskedFor(url);
    expect(routes, url.href).not.toBe("all");
    expect(routes, url.href).not.toContain("root");
  }
});
