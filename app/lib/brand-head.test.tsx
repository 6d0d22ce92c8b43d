// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { brandThemes } from "../../brand-themes";
import { brandHeadOfDocument, BrandHeadProvider, useBrandHead } from "./brand-head";
import { brandHeadOfThemes } from "./brand-head.server";
import { faviconHref } from "./favicon";

function HeadProbe({ brandId }: { brandId?: string }) {
  const head = useBrandHead(brandId);
  return <output>{head ? `${head.css}|${head.favicon}` : "none"}</output>;
}

describe("the page brand's head assets", () => {
  it("come from the build's themes on the server: the brand's CSS and icon", () => {
    const theme = brandThemes["retail-uk"];
    expect(brandHeadOfThemes("retail-uk")).toEqual({
      css: theme.css,
      favicon: faviconHref(theme),
    });
    expect(() => brandHeadOfThemes("toString")).toThrow("Unknown brand toString");
  });

  it("come from the head the server wrote in the browser, read before anything changes it", () => {
    // Added beside what the test setup keeps in the document (styled-components' sheet), then removed.
    const written = [
      Object.assign(document.createElement("link"), {
        rel: "icon",
        href: "data:image/svg+xml,icon",
      }),
      Object.assign(document.createElement("style"), {
        textContent: '[data-brand="carstore-se"]{--x:1}',
      }),
    ];
    written[1]?.setAttribute("data-brand-style", "carstore-se");
    const nested = Object.assign(document.createElement("style"), {
      textContent: '[data-brand="bmw"]{--x:2}',
    });
    nested.setAttribute("data-brand-style", "bmw");
    document.head.append(...written);
    document.body.append(nested);
    try {
      const source = brandHeadOfDocument(document);
      for (const element of [...written, nested]) element.remove();
      expect(source("carstore-se")).toEqual({
        css: '[data-brand="carstore-se"]{--x:1}',
        favicon: "data:image/svg+xml,icon",
      });
      // A nested brand scope's style in the body is that scope's, sent with its page's data.
      expect(source("bmw").css).toBe("");
    } finally {
      for (const element of [...written, nested]) element.remove();
    }
  });

  it("are given by the provider, none without a brand, and missing the provider is an error", () => {
    const source = () => ({ css: "css", favicon: "icon" });
    render(
      <BrandHeadProvider value={source}>
        <HeadProbe brandId="carstore-se" />
        <HeadProbe />
      </BrandHeadProvider>,
    );
    expect(screen.getAllByRole("status").map((node) => node.textContent)).toEqual([
      "css|icon",
      "none",
    ]);
    expect(() => render(<HeadProbe brandId="carstore-se" />)).toThrow(/BrandHeadProvider/);
  });
});
