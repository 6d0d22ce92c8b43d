import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguagePrefixProvider } from "../i18n/language-prefix";
import { isPagePath, RouterLink } from "./RouterLink";

describe("isPagePath", () => {
  it.each([
    ["/", true],
    ["/kop-bil", true],
    ["/kop-bil/volvo/el?keyphrase=dragkrok", true],
    ["/om-oss/dokument#villkor", true],
    ["/version-2.0/sida", true],
    ["/-/media/docs/kopvillkor-2026.pdf", false],
    ["/-/jssmedia/demo/car.jpg", false],
    ["/api/image?url=/-/media/a.jpg&w=640", false],
    ["/API/cars/1", false],
    ["/sitecore/api/layout", false],
    ["/healthz", false],
    ["/sitemap.xml", false],
    ["/robots.txt", false],
    ["/om-oss/prislista.PDF", false],
    ["/files/utrustning.xlsx?download=1", false],
    ["//evil.example/x", false],
    ["/\\evil.example", false],
    ["https://example.com/", false],
    ["mailto:info@example.se", false],
    ["tel:+46812345", false],
  ])("%s -> %s", (href, expected) => {
    expect(isPagePath(href)).toBe(expected);
  });
});

describe("RouterLink", () => {
  function markup(href: string): string {
    const router = createMemoryRouter([
      { path: "*", element: <RouterLink href={href}>file</RouterLink> },
    ]);
    return renderToStaticMarkup(<RouterProvider router={router} />);
  }

  it("renders a download as a plain anchor, a page as a router link", () => {
    expect(markup("/-/media/docs/a.pdf")).toBe('<a href="/-/media/docs/a.pdf">file</a>');
    expect(markup("/kontakt")).toContain('href="/kontakt"');
    expect(markup("/kontakt")).toContain("data-discover");
  });

  it("puts page links in the page's language; one that names its language is already in it", () => {
    const swedish = (link: React.ReactElement) => {
      const router = createMemoryRouter([
        {
          path: "*",
          element: <LanguagePrefixProvider prefix="/sv">{link}</LanguagePrefixProvider>,
        },
      ]);
      return renderToStaticMarkup(<RouterProvider router={router} />);
    };
    expect(swedish(<RouterLink href="/rahoitus">x</RouterLink>)).toContain('href="/sv/rahoitus"');
    expect(swedish(<RouterLink href="/">x</RouterLink>)).toContain('href="/sv"');
    expect(swedish(<RouterLink href="/-/media/a.pdf">x</RouterLink>)).toContain(
      'href="/-/media/a.pdf"',
    );
    expect(
      swedish(
        <RouterLink href="/rahoitus" hrefLang="fi">
          x
        </RouterLink>,
      ),
    ).toContain('href="/rahoitus"');
  });
});
