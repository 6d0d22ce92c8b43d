import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import type { PreparedRendering } from "../composer/prepare-renderings.server";
import { pageHeadOf, withPageHead } from "./page-head";

const rendering = (data: unknown, children?: PreparedRendering[]): PreparedRendering => ({
  componentName: "Block",
  data,
  ...(children ? { placeholders: { inner: children } } : {}),
});

describe("page head set by blocks", () => {
  it("collects the tags of every block's data, nested ones too, in page order", () => {
    const route = {
      placeholders: {
        header: [rendering({ items: [] }), rendering(undefined)],
        main: [
          rendering({ pageHead: [{ title: "Volvo XC60" }] }, [
            rendering({ pageHead: [{ name: "robots", content: "noindex" }] }),
          ]),
          rendering({ pageHead: "not a list" }),
        ],
      },
    };
    expect(pageHeadOf(route)).toEqual([
      { title: "Volvo XC60" },
      { name: "robots", content: "noindex" },
    ]);
    expect(pageHeadOf({ placeholders: {} })).toEqual([]);
  });

  const page: MetaDescriptor[] = [
    { title: "Bil | Automotive Sverige" },
    { tagName: "link", rel: "canonical", href: "https://automotive-se.example/kop-bil/bil" },
    { property: "og:title", content: "Bil" },
    { property: "og:site_name", content: "Automotive Sverige" },
    { name: "description", content: "Bilar" },
    { tagName: "link", rel: "alternate", hrefLang: "sv", href: "https://x.example/kop-bil/bil" },
  ];

  it("replaces the page's tags of the same key and adds the rest", () => {
    const merged = withPageHead(page, [
      { title: "Volvo XC60 | Automotive Sverige" },
      { tagName: "link", rel: "canonical", href: "https://automotive-se.example/kop-bil/bil/1/v" },
      { property: "og:title", content: "Volvo XC60" },
      { "script:ld+json": { "@context": "https://schema.org", "@type": "Car" } },
    ]);
    expect(merged).toEqual([
      { property: "og:site_name", content: "Automotive Sverige" },
      { name: "description", content: "Bilar" },
      { title: "Volvo XC60 | Automotive Sverige" },
      { tagName: "link", rel: "canonical", href: "https://automotive-se.example/kop-bil/bil/1/v" },
      { property: "og:title", content: "Volvo XC60" },
      { "script:ld+json": { "@context": "https://schema.org", "@type": "Car" } },
    ]);
  });

  it("keeps the language alternates when the canonical URL stays", () => {
    const notFound = withPageHead(page, [{ name: "robots", content: "noindex" }]);
    expect(notFound).toHaveLength(page.length + 1);
    expect(notFound).toContainEqual(page[5]);
    expect(withPageHead(page, [])).toEqual(page);
  });

  it("keeps the language alternates of the document a block's canonical URL names", () => {
    const car = "https://carstore-fi.example/sv/osta-auto/auto/1001/volvo-xc60";
    const finnishCar = "https://carstore-fi.example/osta-auto/auto/1001/volvo-xc60";
    const languages: MetaDescriptor[] = [
      { tagName: "link", rel: "canonical", href: "https://carstore-fi.example/sv/osta-auto/auto" },
      { tagName: "link", rel: "alternate", hrefLang: "fi", href: finnishCar },
      { tagName: "link", rel: "alternate", hrefLang: "sv", href: car },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://carstore-fi.example/en" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: finnishCar },
    ];
    const canonical = { tagName: "link", rel: "canonical", href: car };
    expect(withPageHead(languages, [canonical])).toEqual([
      canonical,
      { tagName: "link", rel: "alternate", hrefLang: "fi", href: finnishCar },
      { tagName: "link", rel: "alternate", hrefLang: "sv", href: car },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: finnishCar },
    ]);
    // A canonical URL elsewhere (not below the page) leaves none: they name the CMS page.
    const elsewhere = { tagName: "link", rel: "canonical", href: "https://carstore-fi.example/x" };
    expect(withPageHead(languages, [elsewhere])).toEqual([elsewhere]);
  });
});
