// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type {
  ContentClient,
  Language,
  NavigationItem,
  Rendering,
} from "../../../api-adapters/content";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { navigationContent } from "../../../api-adapters/mocks/fixtures/content/areas/navigation";
import type { NavigationFixture } from "../../../api-adapters/mocks/fixtures/content/builders";
import { normaliseRoutePath } from "../../../api-adapters/mocks/content";
import { compileRedirectTables, matchRedirect } from "../../../redirects";
import type { BlockDataContext } from "../../composer/block";
import { TestPlaceholder as Placeholder } from "../test-placeholder";
import { testBlockContext, testBlockDataContext } from "../../composer/test-context";
import { sites } from "../../../sites/registry";
import { siteInLanguage } from "../../../sites/languages";
import { siteIds } from "../../../sites/site-ids";
import { navigationBlocks } from ".";
import { mainNavigationBlock, type MainNavigationData } from "./main-navigation";
import { mainNavigationLoader, mainNavigationSchema } from "./main-navigation.server";
import {
  mergeAuthoredItems,
  toExtraItems,
  toMegaMenuItems,
  toNavLanguages,
} from "./main-navigation-data";
import { resolveTexts } from "../../../i18n/catalogue.server";
import { createTranslator } from "../../../i18n/translate";
import { mainNavigationLabels, preloadLazyComponents } from "../../../design-system";

// The desktop menu and utility row are lazy parts the page's server render has in (decision 0028).
beforeAll(preloadLazyComponents);
afterEach(() => vi.restoreAllMocks());

function navItem(
  id: string,
  path: string,
  children: NavigationItem[] = [],
  extra: Partial<NavigationItem> = {},
): NavigationItem {
  return {
    id,
    name: id,
    url: { path },
    navigationTitle: { value: id.toUpperCase() },
    hideInNavigation: false,
    isNavigableInMenuWhenItHasChildren: false,
    externalLink: null,
    posInMenu: 0,
    orderInDropdown: 0,
    hasChildren: children.length > 0,
    children,
    ...extra,
  };
}

const language = (name: string, nativeName: string, path = "/"): Language => ({
  name,
  displayName: nativeName,
  englishName: nativeName,
  nativeName,
  url: { path },
});

const rendering = (fields: Record<string, unknown> = {}, extra: Partial<Rendering> = {}) =>
  ({
    uid: "nav-1",
    componentName: "MainNavigation",
    params: {},
    fields,
    ...extra,
  }) satisfies Rendering;

const parse = (fields: Record<string, unknown>, params: Record<string, string> = {}) =>
  mainNavigationSchema.safeParse({ fields, params });

const extra = (title: string, href: string, text = "", target?: string) => ({
  fields: {
    Title: { value: title },
    Link: { value: { href, text, ...(target ? { target } : {}) } },
  },
});

describe("MainNavigation schema", () => {
  it("is registered as MainNavigation in the navigation area", () => {
    expect(navigationBlocks.MainNavigation).toBe(mainNavigationBlock);
  });

  it.each(siteIds)("accepts the demo header of %s", (id) => {
    const header = siteContent[id].header;
    expect(header.componentName).toBe("MainNavigation");
    const result = parse(header.fields, header.params);
    expect(result.success, result.error?.message).toBe(true);
  });

  it("accepts a rendering without fields or params", () => {
    const result = mainNavigationSchema.safeParse({ fields: {}, params: {} });
    expect(result.success).toBe(true);
    expect(result.data?.params.TransparentOnHome).toBe(false);
  });

  it("reads TransparentOnHome as a Sitecore checkbox param", () => {
    expect(parse({}, { TransparentOnHome: "1" }).data?.params.TransparentOnHome).toBe(true);
    expect(parse({}, { TransparentOnHome: "" }).data?.params.TransparentOnHome).toBe(false);
  });

  it("refuses javascript: links in extra items and mega menu items", () => {
    expect(parse({ ExtraItems: [extra("Kundservice", "javascript:alert(1)")] }).success).toBe(
      false,
    );
    expect(
      parse({
        MegaMenuItems: [{ fields: { Title: { value: "X" }, Url: { value: "javascript:x" } } }],
      }).success,
    ).toBe(false);
    expect(
      parse({
        MegaMenuItems: [{ fields: { Title: { value: "X" }, ImageUrl: { value: "javascript:x" } } }],
      }).success,
    ).toBe(false);
  });

  it("refuses a mega menu item without a Title", () => {
    expect(parse({ MegaMenuItems: [{ fields: { Title: { value: " " } } }] }).success).toBe(false);
  });

  it("turns authored mega menu items (three levels) into menu items", () => {
    const result = parse({
      MegaMenuItems: [
        {
          fields: {
            Title: { value: "Boka service" },
            Url: { value: "/service/boka" },
            Type: { value: "CTAButton" },
            ButtonType: { value: "Secondary" },
            HideInNavigation: { value: "1" },
            Children: [
              {
                fields: {
                  Title: { value: "Nivå 2" },
                  Children: [{ fields: { Title: { value: "Nivå 3" }, Url: { value: "/x" } } }],
                },
              },
            ],
          },
        },
      ],
    });
    expect(result.data?.fields.MegaMenuItems[0]).toMatchObject({
      Title: "Boka service",
      Url: "/service/boka",
      Type: "CTAButton",
      ButtonType: "Secondary",
      HideInNavigation: true,
      Children: [{ Title: "Nivå 2", Url: "", Children: [{ Title: "Nivå 3", Url: "/x" }] }],
    });
  });
});

describe("navigation tree to mega menu items", () => {
  it("orders top-level items by posInMenu and children by orderInDropdown", () => {
    const items = toMegaMenuItems([
      navItem("b", "/b", [], { posInMenu: 2 }),
      navItem(
        "a",
        "/a",
        [
          navItem("a2", "/a/2", [], { orderInDropdown: 2 }),
          navItem("a1", "/a/1", [], { orderInDropdown: 1 }),
        ],
        { posInMenu: 1 },
      ),
    ]);
    expect(items.map((item) => item.id)).toEqual(["a", "b"]);
    expect(items[0]?.Children.map((item) => item.id)).toEqual(["a1", "a2"]);
  });

  it("takes navigationTitle, else the item name", () => {
    const [withTitle, withoutTitle] = toMegaMenuItems([
      navItem("a", "/a"),
      navItem("b", "/b", [], { navigationTitle: { value: " " } }),
    ]);
    expect(withTitle?.Title).toBe("A");
    expect(withoutTitle?.Title).toBe("b");
  });

  it("links an item with children only when it is navigable with children", () => {
    const [group, section] = toMegaMenuItems([
      navItem("group", "/group", [navItem("c", "/group/c")]),
      navItem("section", "/section", [navItem("d", "/section/d")], {
        isNavigableInMenuWhenItHasChildren: true,
      }),
    ]);
    expect(group?.Url).toBe("");
    expect(section?.Url).toBe("/section");
  });

  it("uses a safe external link instead of the path, and marks it external", () => {
    const [external, unsafe] = toMegaMenuItems([
      navItem("app", "/app", [], {
        externalLink: { value: { href: "https://app.example", linktype: "external" } },
      }),
      navItem("bad", "/bad", [], {
        externalLink: { value: { href: "javascript:alert(1)", linktype: "external" } },
      }),
    ]);
    expect(external).toMatchObject({ Url: "https://app.example", External: true });
    expect(unsafe).toMatchObject({ Url: "/bad", External: false });
  });

  it("keeps the hidden flag (the component drops hidden items)", () => {
    expect(toMegaMenuItems([navItem("x", "/x", [], { hideInNavigation: true })])[0]).toMatchObject({
      HideInNavigation: true,
    });
  });
});

describe("authored mega menu items", () => {
  const tree = toMegaMenuItems([
    navItem(
      "kop-bil",
      "/kop-bil",
      [
        navItem("nya", "/kop-bil/nya", [navItem("bmw", "/kop-bil/nya/bmw")], {
          isNavigableInMenuWhenItHasChildren: true,
        }),
        navItem("marken", "/kop-bil/marken", [navItem("volvo", "/kop-bil?car_brand=Volvo")]),
      ],
      { isNavigableInMenuWhenItHasChildren: true },
    ),
    navItem("salj", "/salj-bil"),
  ]);
  const authored = (Title: string, Url = "", extra = {}, Children: never[] | object[] = []) => ({
    id: `authored:${Title}`,
    Title,
    Url,
    Children: Children as ReturnType<typeof toMegaMenuItems>,
    ...extra,
  });

  it("appends a call-to-action item at its level", () => {
    const merged = mergeAuthoredItems(tree, [
      authored("Boka service", "/service", { Type: "CTAButton", ButtonType: "Primary" }),
    ]);
    expect(merged.map((item) => item.Title)).toEqual(["KOP-BIL", "SALJ", "Boka service"]);
    expect(merged[2]).toMatchObject({ Type: "CTAButton", ButtonType: "Primary" });
  });

  it("decorates the tree item with the same Url, keeping its title and place", () => {
    const merged = mergeAuthoredItems(tree, [
      authored("Sälj din bil", "/salj-bil/", { Type: "CTAButton", ButtonType: "Secondary" }),
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[1]).toMatchObject({ Title: "SALJ", Type: "CTAButton", ButtonType: "Secondary" });
  });

  it("adds column pictures level by level; a group without a page is matched by its Title", () => {
    const merged = mergeAuthoredItems(tree, [
      authored("Köp bil", "/kop-bil", {}, [
        authored("Nya", "/kop-bil/nya", { ImageUrl: "/-/media/demo/nya.jpg" }),
        authored("marken", "", { ImageUrl: "/-/media/demo/marken.jpg" }),
      ]),
    ]);
    expect(merged[0]?.Children.map((item) => item.ImageUrl)).toEqual([
      "/-/media/demo/nya.jpg",
      "/-/media/demo/marken.jpg",
    ]);
    expect(merged[0]?.Children[0]?.Children).toHaveLength(1);
  });

  it("can hide a tree item, never unhide one", () => {
    const hiddenTree = tree.slice(1).map((item) => ({ ...item, HideInNavigation: true }));
    expect(mergeAuthoredItems(hiddenTree, [authored("x", "/salj-bil")])[0]?.HideInNavigation).toBe(
      true,
    );
    expect(
      mergeAuthoredItems(tree, [authored("x", "/salj-bil", { HideInNavigation: true })])[1]
        ?.HideInNavigation,
    ).toBe(true);
  });
});

describe("extra nav items", () => {
  it("need a non-empty Title or link text; the Title wins", () => {
    expect(
      toExtraItems([
        extra("Kundservice", "/kontakt", "Kontakt"),
        extra("", "/service", "Boka service"),
        extra(" ", "/tom", " "),
        extra("", "/tom"),
      ]),
    ).toEqual([
      { text: "Kundservice", href: "/kontakt" },
      { text: "Boka service", href: "/service" },
    ]);
  });

  it("need a link, and keep its target", () => {
    expect(
      toExtraItems([extra("Utan länk", ""), { fields: { Title: { value: "Ingen" } } }]),
    ).toEqual([]);
    expect(toExtraItems([extra("Mina sidor", "https://minasidor.example", "", "_blank")])).toEqual([
      { text: "Mina sidor", href: "https://minasidor.example", target: "_blank" },
    ]);
  });
});

describe("languages", () => {
  it("link each language to the current page in it, by its native name", () => {
    expect(
      toNavLanguages([
        language("sv", "Svenska", "/om-oss"),
        language("en", "English", "/en/about"),
      ]),
    ).toEqual([
      { name: "sv", nativeName: "Svenska", href: "/om-oss" },
      { name: "en", nativeName: "English", href: "/en/about" },
    ]);
  });
});

describe("texts", () => {
  it("come from the dictionary, else the site language's catalogue", () => {
    const texts = resolveTexts("nb", { "MainNavigation.Menu": "Meny (fra ordlisten)" });
    const labels = mainNavigationLabels(createTranslator(texts, "nb-NO"));
    expect(labels.menu).toBe("Meny (fra ordlisten)");
    expect(labels.back).toBe("Tilbake");
    expect(labels.navigation).toBe("Hovedmeny");
    expect(labels.overview("Elbiler")).toBe("Alt innen Elbiler");
    expect(mainNavigationLabels(createTranslator(resolveTexts("en-GB"), "en-GB")).more).toBe(
      "More",
    );
  });
});

describe("MainNavigation data", () => {
  const site = sites["automotive-se"];

  function dataContext(content: Partial<ContentClient>): BlockDataContext {
    return testBlockDataContext({ content: content as ContentClient, site, path: "/om-oss" });
  }

  const load = (
    content: Partial<ContentClient>,
    fields: Record<string, unknown> = {},
    extraRendering: Partial<Rendering> = {},
  ) => {
    const parsed = mainNavigationSchema.parse({ fields, params: {} });
    const loadData = mainNavigationLoader.loadData;
    if (!loadData) throw new Error("MainNavigation loads its data");
    return loadData(
      parsed,
      rendering(fields, extraRendering),
      dataContext(content),
    ) as Promise<MainNavigationData>;
  };

  const okContent = () => ({
    getNavigation: vi.fn(async () => [navItem("a", "/a")]),
    getLanguages: vi.fn(async () => ({
      available: [language("sv", "Svenska")],
      current: language("sv", "Svenska"),
    })),
  });

  it("fetches the tree of the rendering's datasource; a site with one language has no list", async () => {
    const content = okContent();
    const data = await load(content, {}, { dataSource: "automotive-se:main" });
    expect(content.getNavigation).toHaveBeenCalledWith("automotive-se:main", "sv");
    expect(content.getLanguages).not.toHaveBeenCalled();
    expect(data).toEqual({
      items: toMegaMenuItems([navItem("a", "/a")]),
      languages: [],
      currentLanguage: "sv",
    });
  });

  it("sends the menu as view models: the tree merged with the authored items", async () => {
    const content = {
      ...okContent(),
      getNavigation: vi.fn(async () => [navItem("a", "/a"), navItem("b", "/b")]),
    };
    const data = await load(content, {
      MegaMenuItems: [
        { fields: { Title: { value: "B" }, Url: { value: "/b" }, Type: { value: "CTAButton" } } },
        { fields: { Title: { value: "Boka" }, Url: { value: "/boka" } } },
      ],
    });
    expect(data.items?.map(({ Url, Type }) => ({ Url, Type }))).toEqual([
      { Url: "/a", Type: undefined },
      { Url: "/b", Type: "CTAButton" },
      { Url: "/boka", Type: undefined },
    ]);
    expect(JSON.stringify(data)).not.toContain("posInMenu");
  });

  it("lists the page in each language of a site with two (app/i18n/page-languages.server.ts)", async () => {
    const content = okContent();
    const data = (await mainNavigationLoader.loadData?.(
      mainNavigationSchema.parse({ fields: {}, params: {} }),
      rendering({}),
      testBlockDataContext({
        content: content as unknown as ContentClient,
        site: siteInLanguage(sites["carstore-fi"], "sv"),
        path: "/rahoitus",
        url: new URL("http://carstore-fi.localhost/sv/rahoitus"),
      }),
    )) as MainNavigationData;
    expect(content.getLanguages).toHaveBeenCalledWith("carstore-fi", "/rahoitus", "sv");
    expect(data.currentLanguage).toBe("sv");
    expect(toNavLanguages(data.languages)).toEqual([
      { name: "fi", nativeName: "Suomi", href: "/" },
      { name: "sv", nativeName: "Svenska", href: "/sv/rahoitus" },
    ]);
  });

  it("takes the datasource from the NavigationRoot field without one on the rendering", async () => {
    const content = okContent();
    await load(content, { NavigationRoot: { value: "automotive-se:footer" } });
    expect(content.getNavigation).toHaveBeenCalledWith("automotive-se:footer", "sv");
  });

  it("defaults to the site's main tree", async () => {
    const content = okContent();
    await load(content);
    expect(content.getNavigation).toHaveBeenCalledWith("automotive-se:main", "sv");
  });

  it("logs a navigation failure and gives null navigation", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const content = {
      ...okContent(),
      getNavigation: vi.fn(async () => Promise.reject(new Error("503"))),
    };
    const data = await load(content);
    expect(data.items).toBeNull();
    expect(data.currentLanguage).toBe("sv");
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("navigation.load-failed"),
      expect.anything(),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("navigation.unavailable"),
      expect.anything(),
    );
  });

  it("logs a missing tree (the client already logged its failure) and gives null", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const data = await load({ ...okContent(), getNavigation: vi.fn(async () => null) });
    expect(data.items).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("navigation.unavailable"),
      expect.anything(),
    );
  });
});

describe("MainNavigation rendering", () => {
  const fields = {
    ExtraItems: [extra("Kundservice", "/kontakt"), extra("", "/tom")],
    MegaMenuItems: [
      {
        fields: {
          Title: { value: "Boka service" },
          Url: { value: "/service/boka" },
          Type: { value: "CTAButton" },
          ButtonType: { value: "Primary" },
        },
      },
    ],
  };
  const tree = [
    navItem("kop-bil", "/kop-bil", [navItem("nya", "/kop-bil/nya")], {
      navigationTitle: { value: "Köp bil" },
      isNavigableInMenuWhenItHasChildren: true,
      posInMenu: 1,
    }),
    navItem("om-oss", "/om-oss", [], { navigationTitle: { value: "Om oss" }, posInMenu: 2 }),
    navItem("dold", "/dold", [], {
      navigationTitle: { value: "Dold sida" },
      hideInNavigation: true,
    }),
  ];

  /** The loader's menu: the tree merged with the rendering's authored items. */
  const items = mergeAuthoredItems(
    toMegaMenuItems(tree),
    mainNavigationSchema.parse({ fields, params: {} }).fields.MegaMenuItems,
  );

  function renderBlock(data: MainNavigationData | undefined, path = "/om-oss") {
    return render(
      <Placeholder
        renderings={[rendering(fields)]}
        registry={navigationBlocks}
        context={testBlockContext({ path })}
        blockData={data ? { "nav-1": data } : {}}
      />,
    );
  }

  it("renders the logo linking home, the menu, the CTA and the extra items", () => {
    renderBlock({
      items,
      languages: [language("sv", "Svenska")],
      currentLanguage: "sv",
    });
    expect(screen.getByRole("link", { name: "Carstore Sverige, till startsidan" })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = screen.getByRole("navigation", { name: "Huvudmeny" });
    expect(within(nav).getByRole("button", { name: "Köp bil" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Om oss" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Boka service" })).toHaveAttribute(
      "href",
      "/service/boka",
    );
    expect(screen.queryByText("Dold sida")).toBeNull();
    expect(screen.getByRole("link", { name: "Kundservice" })).toBeInTheDocument();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).not.toContain(
      "/tom",
    );
    expect(screen.queryByRole("button", { name: /^Språk/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Hoppa till innehållet" })).toBeInTheDocument();
  });

  it("shows the language switcher with more than one language", () => {
    renderBlock({
      items,
      languages: [language("sv", "Svenska"), language("en", "English", "/en")],
      currentLanguage: "sv",
    });
    expect(screen.getByRole("button", { name: "Språk: Svenska" })).toBeInTheDocument();
  });

  it("without navigation renders the logo and the extra items only", () => {
    renderBlock({ items: null, languages: [], currentLanguage: null });
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(
      screen.getByRole("link", { name: "Carstore Sverige, till startsidan" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kundservice" })).toBeInTheDocument();
  });

  it("without any data (its loader failed) renders the logo and the extra items too", () => {
    renderBlock(undefined);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("link", { name: "Kundservice" })).toBeInTheDocument();
  });
});

describe("demo navigation content", () => {
  const redirects = compileRedirectTables();

  function walk(
    items: NavigationFixture[],
    depth = 1,
  ): { item: NavigationFixture; depth: number }[] {
    return items.flatMap((item) => [{ item, depth }, ...walk(item.children ?? [], depth + 1)]);
  }

  it.each(siteIds)("%s: a tree with three levels, hidden items, a CTA and extra items", (id) => {
    const area = navigationContent[id];
    const entries = walk(area?.navigation?.main ?? []);
    expect(Math.max(...entries.map((entry) => entry.depth))).toBe(3);
    expect(entries.some((entry) => entry.item.hidden)).toBe(true);
    const fields = mainNavigationSchema.parse({
      fields: siteContent[id].header.fields,
      params: siteContent[id].header.params,
    }).fields;
    const ctas = (items: typeof fields.MegaMenuItems): number =>
      items.reduce(
        (count, item) => count + (item.Type === "CTAButton" ? 1 : 0) + ctas(item.Children),
        0,
      );
    expect(ctas(fields.MegaMenuItems)).toBeGreaterThanOrEqual(1);
    expect(toExtraItems(fields.ExtraItems).length).toBeGreaterThanOrEqual(2);
  });

  it.each(siteIds)("%s: every visible link leads to a page of the site, not a redirect", (id) => {
    const pages = new Set(Object.keys(siteContent[id].pages).map(normaliseRoutePath));
    const fields = mainNavigationSchema.parse({
      fields: siteContent[id].header.fields,
      params: {},
    }).fields;
    const visible = (items: NavigationFixture[]): NavigationFixture[] =>
      items
        .filter((item) => !item.hidden)
        .flatMap((item) => [
          ...(!item.children?.length || item.navigableWithChildren ? [item] : []),
          ...visible(item.children ?? []),
        ]);
    const hrefs = [
      ...visible(siteContent[id].navigation?.main ?? []).map((item) => item.path),
      ...fields.MegaMenuItems.map((item) => item.Url),
      ...toExtraItems(fields.ExtraItems).map((item) => item.href),
    ].filter((href) => href.startsWith("/"));
    const table = redirects.get(id);
    const problems = hrefs.flatMap((href) => {
      const path = href.split("?")[0] ?? href;
      return [
        ...(pages.has(normaliseRoutePath(path)) ? [] : [`${href}: no such page`]),
        ...(table && matchRedirect(table, path) ? [`${href}: redirected`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});
