// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createContentClient,
  type ContentClient,
  type Rendering,
} from "../../../api-adapters/content";
import { contentHandlers } from "../../../api-adapters/mocks/content";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { sites } from "../../../sites/registry";
import type { BlockDataContext, BlockLoader } from "../../composer/block";
import { blockLoaders } from "../loaders.server";
import { testBlockDataContext } from "../../composer/test-context";

const endpoint = "https://content.test.invalid/graphql";
const server = setupServer(...contentHandlers(endpoint));
const content = createContentClient({
  endpoint,
  apiKey: "test-key",
  timeoutMs: 1000,
  cache: false,
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

type SiteId = keyof typeof siteContent;

function dataContext(
  site: SiteId,
  path: string,
  client: ContentClient = content,
): BlockDataContext {
  return testBlockDataContext({
    content: client,
    site: sites[site],
    settings: siteContent[site].settings,
    path,
  });
}

async function load(rendering: Rendering, context: BlockDataContext) {
  const binding = blockLoaders[rendering.componentName] as BlockLoader;
  const props = binding.schema.parse({ fields: rendering.fields, params: rendering.params });
  return binding.loadData?.(props, rendering, context);
}

describe("Footer loadData", () => {
  it("loads the content service's brand logos when the Brands field is empty", async () => {
    // The demo footers author their stocked brands: this one's Brands field is emptied.
    const { footer } = siteContent["automotive-se"];
    const unauthored = { ...footer, fields: { ...footer.fields, Brands: [] } };
    const data = (await load(unauthored, dataContext("automotive-se", "/"))) as {
      logos: { name: string; logoSrc: string; fallbackLogoSrc?: string }[];
    };
    expect(data.logos.length).toBeGreaterThan(30);
    expect(data.logos).toContainEqual({
      name: "Volvo",
      logoSrc: "/-/media/brands/volvo.svg",
      fallbackLogoSrc: "/-/media/brands/volvo-bw.svg",
    });
  });

  it("asks for no logos with authored brands, without ShowBrands or without a car list path", async () => {
    const spy = vi.spyOn(content, "getBrandLogos");
    expect(
      await load(siteContent["automotive-no"].footer, dataContext("automotive-no", "/")),
    ).toEqual({ logos: [] });
    expect(await load(siteContent.supercharge.footer, dataContext("supercharge", "/"))).toEqual({
      logos: [],
    });
    expect(await load(siteContent["f150-eu"].footer, dataContext("f150-eu", "/"))).toEqual({
      logos: [],
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it("logs a social link without an icon (error catalogue)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await load(siteContent["f150-eu"].footer, dataContext("f150-eu", "/range"));
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: "warn",
      event: "footer.social-link-skipped",
      name: "Pinterest",
      reason: "missing-icon",
      site: "f150-eu",
    });
  });
});

describe("Breadcrumbs loadData", () => {
  const crumbs = (site: SiteId) =>
    siteContent[site].pages["/"]?.main.find((r) => r.componentName === "Breadcrumbs") as Rendering;

  it("looks up each crumb's page title; a path without a page is null", async () => {
    // The title is the page's navigation title (navTitle).
    const bmw = (await load(
      crumbs("automotive-se"),
      dataContext("automotive-se", "/kop-bil/bilmarken/bmw"),
    )) as { pages: Record<string, unknown> };
    expect(bmw.pages["/kop-bil/bilmarken"]).toBeNull();
    expect(bmw.pages["/kop-bil/bilmarken/bmw"]).toEqual({ title: "BMW hos Automotive" });
    expect(
      await load(crumbs("retail-uk"), dataContext("retail-uk", "/about-us/documents")),
    ).toEqual({
      pages: {
        "/about-us": { title: "About us" },
        "/about-us/documents": { title: "Terms and documents" },
      },
    });
  });

  it("skips the segments up to the separator marker, and looks up nothing on the home page", async () => {
    const spy = vi.spyOn(content, "getLayout");
    expect(
      await load(crumbs("carstore-no"), dataContext("carstore-no", "/om-carstore/om-oss")),
    ).toEqual({
      pages: { "/om-carstore/om-oss": { title: "Om oss" } },
    });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await load(crumbs("carstore-se"), dataContext("carstore-se", "/"))).toEqual({
      pages: {},
    });
  });

  it("leaves a crumb whose lookup failed unknown (logged), so it keeps a humanised link", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failing = { ...content, getLayout: vi.fn().mockRejectedValue(new Error("timeout")) };
    expect(
      await load(crumbs("carstore-se"), dataContext("carstore-se", "/om-oss", failing)),
    ).toEqual({ pages: {} });
    expect(warn).toHaveBeenCalledOnce();
  });
});
