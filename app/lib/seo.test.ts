import { describe, expect, it } from "vitest";
import type { RouteData } from "../../api-adapters/content";
import { pageMeta } from "./seo";

const route = (fields: Record<string, unknown>): RouteData => ({
  name: "om-oss",
  fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { value }])),
  placeholders: {},
});

const base = {
  path: "/om-oss",
  titleTemplate: "%s | Carstore",
  siteUrl: "https://carstore-se.example",
  siteName: "Carstore Sverige",
  locale: "sv-SE",
};

describe("pageMeta", () => {
  it("builds the title from the site's template and the route's metaTitle", () => {
    const meta = pageMeta({
      ...base,
      route: route({ metaTitle: "Om oss", metaDescription: "Vi säljer bilar." }),
    });
    expect(meta).toContainEqual({ title: "Om oss | Carstore" });
    expect(meta).toContainEqual({ name: "description", content: "Vi säljer bilar." });
    expect(meta).toContainEqual({ property: "og:description", content: "Vi säljer bilar." });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://carstore-se.example/om-oss",
    });
    expect(meta).toContainEqual({ property: "og:locale", content: "sv_SE" });
  });

  it("prefers the route's canonicalURL, ogDescription and ogImage", () => {
    const meta = pageMeta({
      ...base,
      route: route({
        metaTitle: "Om oss",
        canonicalURL: "https://carstore-se.example/om",
        ogDescription: "Delning",
        ogImage: { src: "/-/media/om.jpg" },
      }),
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://carstore-se.example/om",
    });
    expect(meta).toContainEqual({ property: "og:description", content: "Delning" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://carstore-se.example/-/media/om.jpg",
    });
  });

  it("falls back to the route name and leaves out an empty description", () => {
    const meta = pageMeta({ ...base, route: route({ metaTitle: "", metaDescription: "" }) });
    expect(meta).toContainEqual({ title: "om-oss | Carstore" });
    expect(meta.some((tag) => "name" in tag && tag.name === "description")).toBe(false);
  });
});
