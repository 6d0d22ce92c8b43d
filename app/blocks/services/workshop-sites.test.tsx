// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Rendering } from "../../../api-adapters/content";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "../../../api-adapters/mocks/search/handlers";
import { createSearchClient, type SearchClient } from "../../../api-adapters/search";
import { sites } from "../../../sites/registry";
import type { SiteId } from "../../../sites/site-ids";
import { testBlockContext, testBlockDataContext } from "../../composer/test-context";
import { blockLoaders } from "../loaders.server";
import { blockRegistry } from "../registry";
import { preloadBlocks } from "../../composer/lazy-block";
import { TestPlaceholder as Placeholder } from "../test-placeholder";
import type { WorkshopSitesData } from "./workshop-sites.server";
import { hasWorkshop } from "./workshop-sites.server";

const endpoint = "https://search.test.invalid";
const server = setupServer(...searchHandlers(endpoint));
const search = createSearchClient({
  endpoint,
  apiKey: DEMO_SEARCH_API_KEY,
  timeoutMs: 5000,
  cache: false,
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// The registry loads blocks on demand (decision 0028): the render below is synchronous.
beforeAll(() => preloadBlocks(blockRegistry));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The WorkshopSites block of the site's service page (the demo content). */
function fixture(site: SiteId, path: string): Rendering {
  const found = siteContent[site].pages[path]?.main.find(
    (rendering) => rendering.componentName === "WorkshopSites",
  );
  if (!found) throw new Error(`no WorkshopSites on ${site} ${path}`);
  return structuredClone(found);
}

async function load(rendering: Rendering, site: SiteId, client: Partial<SearchClient> = search) {
  const loader = blockLoaders.WorkshopSites;
  if (!loader) throw new Error("WorkshopSites has no loader");
  const parsed = loader.schema.parse({ fields: rendering.fields, params: rendering.params });
  const context = testBlockDataContext({
    site: sites[site],
    settings: siteContent[site].settings,
    search: client as SearchClient,
  });
  return (await loader.loadData?.(parsed, rendering, context)) as WorkshopSitesData;
}

describe("WorkshopSites block", () => {
  it("keeps the sites with a workshop department", () => {
    expect(hasWorkshop({ site_departments: [{ name: "Verkstad", group: "Workshop" }] })).toBe(true);
    expect(hasWorkshop({ site_departments: [{ name: "Delar", group: "Parts" }] })).toBe(false);
    expect(hasWorkshop({ site_departments: null })).toBe(false);
  });

  it.each([
    ["automotive-se", "/service-och-verkstad", "/anlaggningar/", "Till anläggningen"],
    ["automotive-no", "/service", "/finn-oss/", "Til forhandleren"],
  ] as const)("lists the workshop sites on %s%s", async (site, path, prefix, linkLabel) => {
    const dealerSites = vi.spyOn(search, "dealerSites");
    const data = await load(fixture(site, path), site);
    expect(dealerSites).toHaveBeenCalledWith(site, { limit: 100 });
    dealerSites.mockRestore();
    expect(data.sites.length).toBeGreaterThan(0);
    for (const card of data.sites) {
      expect(card.href.startsWith(prefix)).toBe(true);
      expect(card.linkLabel).toBe(linkLabel);
    }
  });

  it("renders the cards with their link buttons", async () => {
    const rendering = fixture("automotive-se", "/service-och-verkstad");
    const data = await load(rendering, "automotive-se");
    const context = testBlockContext({
      language: sites["automotive-se"].language,
      locale: sites["automotive-se"].locale,
      currency: sites["automotive-se"].currency,
      settings: siteContent["automotive-se"].settings,
    });
    render(
      <Placeholder
        renderings={[rendering]}
        registry={blockRegistry}
        context={context}
        blockData={rendering.uid ? { [rendering.uid]: data } : {}}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Våra verkstäder" })).toBeVisible();
    expect(screen.getAllByRole("listitem")).toHaveLength(data.sites.length);
    expect(screen.getAllByRole("link", { name: /^Till anläggningen, / })).toHaveLength(
      data.sites.length,
    );
  });

  it("renders nothing when the search fails", async () => {
    const dealerSites = vi.fn(async () => {
      throw new Error("search down");
    });
    const data = await load(fixture("automotive-se", "/service-och-verkstad"), "automotive-se", {
      dealerSites,
    });
    expect(data).toEqual({ sites: [] });
  });
});
