// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Rendering } from "../../api-adapters/content";
import { siteContent } from "../../api-adapters/mocks/fixtures/content";
import type { NavigationFixture } from "../../api-adapters/mocks/fixtures/content/builders";
import { searchHandlers } from "../../api-adapters/mocks/search/handlers";
import { createSearchClient } from "../../api-adapters/search";
import { siteIds, siteManifest, type SiteId } from "../../sites/manifest";
import { carListBrandHref } from "../blocks/shell/footer-rules";
import {
  carListSearchParams,
  parseCarListParams,
  RECOGNISED_FACETS,
  resolvePathSegments,
  withFilters,
} from "./car-list-url";

/*
 * The demo content and the demo stock agree (issue 13 item 10): every link of a site's content
 * into its car list (footer brand logos, model cards, menus, column lists, buttons) leads to a
 * list with cars, read the way the car list reads it (path segments and query parameters).
 */

const endpoint = "https://search.test.invalid";
const apiKey = "demo-links-key";
const server = setupServer(...searchHandlers(endpoint, { apiKey }));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
const search = createSearchClient({ endpoint, apiKey, timeoutMs: 5_000, cache: false });

const origin = "http://demo.invalid";

/** Every href in renderings' fields (links, buttons, cards), with the block it comes from. */
function renderingHrefs(renderings: readonly Rendering[]): { block: string; href: string }[] {
  const found: { block: string; href: string }[] = [];
  const walk = (block: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((entry) => walk(block, entry));
    else if (value && typeof value === "object") {
      for (const [key, entry] of Object.entries(value)) {
        if (key === "href" && typeof entry === "string") found.push({ block, href: entry });
        else walk(block, entry);
      }
    }
  };
  for (const rendering of renderings) walk(rendering.componentName, rendering.fields);
  return found;
}

/** Paths the menu links to: not hidden items, nor groups that only open their children. */
function navigationPaths(items: readonly NavigationFixture[]): string[] {
  return items.flatMap((item) => {
    const children = navigationPaths(item.children ?? []);
    const isGroup = (item.children?.length ?? 0) > 0 && !item.navigableWithChildren;
    return item.hidden || isGroup ? children : [item.path, ...children];
  });
}

/** Brand names of the footer's authored Brands field. */
function footerBrands(footer: Rendering): string[] {
  const brands = (footer.fields.Brands ?? []) as { fields: { Name: { value: string } } }[];
  return brands.map((brand) => brand.fields.Name.value);
}

function carListLinks(id: SiteId) {
  const site = siteContent[id];
  const listPath = site.settings.pathToCarList?.url ?? "";
  const pages = new Set(Object.keys(site.pages).map((path) => path.toLowerCase()));
  const renderings = [
    site.header,
    site.footer,
    ...Object.values(site.pages).flatMap((p) => p.main),
  ];
  const links = [
    ...renderingHrefs(renderings),
    ...navigationPaths(site.navigation?.main ?? []).map((href) => ({ block: "navigation", href })),
    ...footerBrands(site.footer).map((brand) => ({
      block: "Footer brand",
      href: carListBrandHref(listPath, brand),
    })),
  ];
  return links.filter(({ href }) => {
    if (!href.startsWith("/")) return false;
    const { pathname } = new URL(href, origin);
    const onList = pathname === listPath || pathname.startsWith(`${listPath}/`);
    // A content page below the list (a brand design page) is a page, not a filter.
    return onList && (pathname === listPath || !pages.has(decodeURI(pathname).toLowerCase()));
  });
}

/** How many cars the car list shows for a URL (as its loader reads it), or null for no list. */
async function carsAt(id: SiteId, href: string): Promise<number | null> {
  const site = siteManifest[id].contentSiteName;
  const listPath = siteContent[id].settings.pathToCarList?.url ?? "";
  const url = new URL(href, origin);
  const segments = decodeURI(url.pathname).slice(listPath.length).split("/").filter(Boolean);
  const facets = (await search.searchCars(site, { limit: 0, facets: RECOGNISED_FACETS })).facet;
  const pathFilters = segments.length > 0 ? resolvePathSegments(segments, facets) : {};
  if (!pathFilters) return null;
  const allFacets = await search.carFacets(site);
  const query = withFilters(parseCarListParams(url.searchParams, allFacets), pathFilters);
  const outcome = await search.findCars(site, carListSearchParams(query));
  return outcome.response.total_items;
}

const carSellingSites = siteIds.filter((id) => siteManifest[id].features.carSearch);

describe("demo links into the car list", () => {
  it.each(carSellingSites)("%s: every one leads to a list with cars", async (id) => {
    const links = carListLinks(id);
    expect(links.length).toBeGreaterThan(0);
    const empty: string[] = [];
    for (const { block, href } of links) {
      const cars = await carsAt(id, href);
      if (!cars) empty.push(`${block}: ${href} (${cars === null ? "no list" : "no cars"})`);
    }
    expect(empty).toEqual([]);
  });

  it.each(carSellingSites)("%s: footer brands and model cards link into the car list", (id) => {
    const links = carListLinks(id);
    expect(links.filter(({ block }) => block === "Footer brand").length).toBeGreaterThan(2);
    const cards = renderingHrefs(Object.values(siteContent[id].pages).flatMap((p) => p.main))
      .filter(({ block }) => block === "CarModelCards")
      .map(({ href }) => href);
    for (const href of cards) expect(links.map((link) => link.href)).toContain(href);
  });

  it("finds a link to a brand the site has no cars of", async () => {
    const listPath = siteContent["retail-uk"].settings.pathToCarList?.url ?? "";
    expect(await carsAt("retail-uk", carListBrandHref(listPath, "Dacia"))).toBe(0);
    expect(await carsAt("retail-uk", `${listPath}/nissan/leaf`)).toBeNull();
    expect(await carsAt("retail-uk", `${listPath}/bmw`)).toBeGreaterThan(0);
  });
});
