// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentClient, type ContentClient } from "../../api-adapters/content";
import { contentHandlers } from "../../api-adapters/mocks/content";
import { siteInLanguage } from "../../sites/languages";
import { sites } from "../../sites/registry";
import { alternateLinks } from "./alternate-links";
import { pageLanguages } from "./page-languages.server";

const endpoint = "https://content.test/graphql";
const server = setupServer(...contentHandlers(endpoint));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const content = createContentClient({ endpoint, apiKey: "key", timeoutMs: 2000, cache: false });
const fi = sites["carstore-fi"];
const sv = siteInLanguage(fi, "sv");
const url = (path: string) => new URL(`http://carstore-fi.localhost:4319${path}`);
const hrefs = (languages: { name: string; url: { path: string } }[]) =>
  Object.fromEntries(languages.map((language) => [language.name, language.url.path]));

describe("pageLanguages", () => {
  it("links a page to itself in each of the site's languages, the default first", async () => {
    const languages = await pageLanguages({
      content,
      site: sv,
      path: "/rahoitus",
      url: url("/sv/rahoitus"),
    });
    expect(languages.map((language) => [language.name, language.nativeName])).toEqual([
      ["fi", "Suomi"],
      ["sv", "Svenska"],
    ]);
    expect(hrefs(languages)).toEqual({ fi: "/rahoitus", sv: "/sv/rahoitus" });
    const fromFinnish = await pageLanguages({ content, site: fi, path: "/", url: url("/") });
    expect(hrefs(fromFinnish)).toEqual({ fi: "/", sv: "/sv" });
  });

  it("keeps the filter segments below a wildcard page", async () => {
    const languages = await pageLanguages({
      content,
      site: fi,
      path: "/osta-auto",
      url: url("/osta-auto/volvo?car_fuel=Diesel"),
    });
    expect(hrefs(languages)).toEqual({ fi: "/osta-auto/volvo", sv: "/sv/osta-auto/volvo" });
  });

  it("links to a language's home where the page has no version in it", async () => {
    const onlyFinnish = {
      ...content,
      getLanguages: async () => ({
        available: [
          {
            name: "fi",
            displayName: "Suomi",
            englishName: "Finnish",
            nativeName: "Suomi",
            url: { path: "/x" },
          },
        ],
        current: null,
      }),
    } as ContentClient;
    const languages = await pageLanguages({
      content: onlyFinnish,
      site: fi,
      path: "/x",
      url: url("/x"),
    });
    expect(hrefs(languages)).toEqual({ fi: "/x", sv: "/sv" });
  });

  it("links every other language home when the content service fails (logged)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failing = {
      ...content,
      getLanguages: async () => Promise.reject(new Error("timeout")),
    } as ContentClient;
    const languages = await pageLanguages({
      content: failing,
      site: sv,
      path: "/rahoitus",
      url: url("/sv/rahoitus"),
    });
    expect(hrefs(languages)).toEqual({ fi: "/", sv: "/sv/rahoitus" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("page.languages-unavailable"));
    warn.mockRestore();
  });

  it("gives a site with one language no list and asks nothing", async () => {
    const unused = { getLanguages: vi.fn() } as unknown as ContentClient;
    const uk = sites["retail-uk"];
    expect(await pageLanguages({ content: unused, site: uk, path: "/", url: url("/") })).toEqual(
      [],
    );
    expect(unused.getLanguages).not.toHaveBeenCalled();
  });
});

describe("alternateLinks", () => {
  it("gives an absolute hreflang link per language and x-default for the default one", async () => {
    const languages = await pageLanguages({
      content,
      site: sv,
      path: "/rahoitus",
      url: url("/sv/rahoitus"),
    });
    expect(alternateLinks(languages, "https://carstore-fi.example")).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "fi",
        href: "https://carstore-fi.example/rahoitus",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "sv",
        href: "https://carstore-fi.example/sv/rahoitus",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://carstore-fi.example/rahoitus",
      },
    ]);
    expect(alternateLinks([], "https://retail-uk.example")).toEqual([]);
  });
});
