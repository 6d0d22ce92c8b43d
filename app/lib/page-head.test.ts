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

  it("keeps the language alternates unless a block moves the canonical URL", () => {
    const notFound = withPageHead(page, [{ name: "robots", content: "noindex" }]);
    expect(notFound).toHaveLength(page.length + 1);
    expect(notFound).toContainEqual(page[5]);
    expect(withPageHead(page, [])).toEqual(page);
  });
});
