// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { toRoute } from "../../api-adapters/mocks/fixtures/content/builders";
import { siteContent } from "../../api-adapters/mocks/fixtures/content";
import { blockLoaders } from "./loaders.server";
import { TestPlaceholder as Placeholder } from "./test-placeholder";
import { testBlockContext } from "../composer/test-context";
import { blockRegistry } from "./registry";
import { preloadBlocks } from "../composer/lazy-block";

// The registry loads blocks on demand (decision 0028): these renders are synchronous.
beforeAll(() => preloadBlocks(blockRegistry));

const deliberatelyBroken = "/demo/felhantering";

describe("demo content against the block registry", () => {
  const pages = Object.entries(siteContent).flatMap(([site, content]) =>
    Object.entries(content.pages).map(([path, page]) => ({
      site,
      path,
      route: toRoute(content, page),
    })),
  );

  it.each(pages.filter((page) => page.path !== deliberatelyBroken))(
    "$site $path: every rendering is a known block with valid fields",
    ({ route }) => {
      for (const rendering of Object.values(route.placeholders).flat()) {
        const binding = blockLoaders[rendering.componentName];
        expect(binding, rendering.componentName).toBeDefined();
        const result = binding?.schema.safeParse({
          fields: rendering.fields,
          params: rendering.params,
        });
        expect(result?.success, `${rendering.componentName}: ${result?.error?.message}`).toBe(true);
      }
    },
  );

  // The car detail page's h1 is the car's title (or the not-found heading): it needs the car.
  // The dealer site pages' h1 is the list's title or the site's name, by the path: server data.
  // The kits page renders (its h1 included) only with its kits: server data (kits e2e checks it).
  const serverDataHeadings = new Set(["CarDetail", "SiteList", "SiteDetail", "KitCatalogue"]);
  const headingFromServerData = (page: (typeof pages)[number]) =>
    page.route.placeholders.main?.some((rendering) =>
      serverDataHeadings.has(rendering.componentName),
    );

  it.each(pages.filter((page) => page.path !== deliberatelyBroken && !headingFromServerData(page)))(
    "$site $path has exactly one h1",
    ({ route }) => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      render(
        <Placeholder
          renderings={route.placeholders.main}
          registry={blockRegistry}
          context={testBlockContext()}
        />,
      );
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    },
  );

  it("every site has a home page and at least two further pages", () => {
    for (const content of Object.values(siteContent)) {
      expect(Object.keys(content.pages)).toContain("/");
      expect(Object.keys(content.pages).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("link fields", () => {
  it("refuses javascript: and protocol-relative links from the CMS", () => {
    const parse = (href: string) =>
      blockLoaders.TextSection?.schema.safeParse({
        fields: { Title: { value: "T" }, Link: { value: { href, text: "x" } } },
        params: {},
      }).success;
    expect(parse("/om-oss")).toBe(true);
    expect(parse("https://example.com")).toBe(true);
    expect(parse("mailto:info@example.com")).toBe(true);
    expect(parse("javascript:alert(1)")).toBe(false);
    expect(parse("//evil.example")).toBe(false);
    expect(parse("/\\evil.example")).toBe(false);
  });
});
