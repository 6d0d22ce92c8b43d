// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Rendering } from "../../../api-adapters/content";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { shellDictionaryKeys } from "../../../api-adapters/mocks/fixtures/content/areas/shell";
import { siteIds } from "../../../sites/site-ids";
import { blockLoaders } from "../loaders.server";
import { TestPlaceholder as Placeholder } from "../test-placeholder";
import { testBlockContext, testTranslate } from "../../composer/test-context";
import { getCookie } from "../../lib/cookies";
import { footerBlock } from "./footer";
import { shellBlocks } from "./index";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.cookie = "hideAlert=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

const parse = (componentName: string, fields: Record<string, unknown>, params = {}) =>
  blockLoaders[componentName]?.schema.safeParse({ fields, params });

const renderBlocks = (
  renderings: Rendering[],
  overrides: Parameters<typeof testBlockContext>[0] = {},
  blockData?: Record<string, unknown>,
) =>
  render(
    <Placeholder
      renderings={renderings}
      registry={shellBlocks}
      context={testBlockContext(overrides)}
      blockData={blockData}
    />,
  );

const rendering = (
  componentName: string,
  fields: Record<string, unknown>,
  params: Record<string, string> = {},
  uid = `${componentName}-1`,
): Rendering => ({ uid, componentName, fields, params });

const mainTopOf = (site: keyof typeof siteContent, name: string) =>
  siteContent[site].pages["/"]?.main.find((r) => r.componentName === name);

describe("demo content", () => {
  it("every site has the Footer, Breadcrumbs, ScrollToTop, a FileList page and the dictionary", () => {
    for (const id of siteIds) {
      const site = siteContent[id];
      expect(site.footer.componentName, id).toBe("Footer");
      const home = site.pages["/"]?.main.map((r) => r.componentName) ?? [];
      expect(home, id).toEqual(expect.arrayContaining(["Breadcrumbs", "ScrollToTop"]));
      const pages = Object.values(site.pages).flatMap((page) => page.main);
      expect(
        pages.some((r) => r.componentName === "FileList"),
        id,
      ).toBe(true);
      for (const key of shellDictionaryKeys)
        expect(site.dictionary?.[key], `${id} ${key}`).toBeTruthy();
    }
  });

  it("together the sites use every shell block, message banners and alerts of each kind", () => {
    const used = new Set(
      siteIds.flatMap((id) => [
        siteContent[id].footer.componentName,
        ...Object.values(siteContent[id].pages).flatMap((p) => p.main.map((r) => r.componentName)),
      ]),
    );
    for (const name of Object.keys(shellBlocks)) expect(used).toContain(name);
    expect(mainTopOf("automotive-no", "AlertBanner")?.fields).toMatchObject({
      MessageType: { value: "Warning" },
    });
    expect(mainTopOf("carstore-fi", "MessageBanner")?.fields).toMatchObject({
      Type: { value: "Warning" },
    });
  });
});

describe("Footer binding", () => {
  const fixture = siteContent["automotive-no"].footer;
  // The footer's code is a chunk of its own (a deferred section on the first load).
  beforeAll(() => footerBlock.preload?.());

  it("accepts the realistic fixture; rejects javascript: links and nameless brands", () => {
    expect(parse("Footer", fixture.fields)?.success).toBe(true);
    const columns = fixture.fields.Columns as { fields: Record<string, unknown> }[];
    const evil = [
      {
        fields: {
          ...columns[0]?.fields,
          ColumnItems: [
            { fields: { Link: { value: { href: "javascript:alert(1)", text: "x" } } } },
          ],
        },
      },
    ];
    expect(parse("Footer", { ...fixture.fields, Columns: evil })?.success).toBe(false);
    expect(
      parse("Footer", { ...fixture.fields, Brands: [{ fields: { Name: { value: "" } } }] })
        ?.success,
    ).toBe(false);
    // An empty highlighted link (Sitecore's "no link") is fine.
    expect(
      parse("Footer", { ...fixture.fields, HighlightedLink: { value: { href: "" } } })?.success,
    ).toBe(true);
  });

  it("parses into what the footer shows, not the authored field shapes (the page data)", () => {
    const view = parse(
      "Footer",
      {
        ShowBrands: { value: true },
        Brands: [
          {
            fields: {
              Name: { value: "Volvo" },
              Logo: { value: { src: "/volvo.svg" } },
              LogoBlackAndWhite: { value: { src: "/volvo-bw.svg" } },
            },
          },
        ],
        Columns: [
          {
            fields: {
              Title: { value: "Köpa bil" },
              Description: { value: "" },
              ColumnItems: [{ fields: { Link: { value: { href: "/kop-bil", text: "" } } } }],
            },
          },
        ],
        HighlightedLink: { value: { href: "/kontakt", text: "Boka", target: "_blank" } },
        SocialLinks: [
          { name: "Instagram", fields: { Url: { value: { href: "https://i.example" } } } },
        ],
        InfoField1Heading: { value: "Öppettider" },
        InfoFieldOneChildFullWidth: { value: "1" },
      },
      {},
    )?.data;
    expect(view).toEqual({
      showBrands: true,
      authoredBrands: [{ name: "Volvo", logoSrc: "/volvo.svg", fallbackLogoSrc: "/volvo-bw.svg" }],
      columns: [{ title: "Köpa bil", links: [{ href: "/kop-bil", text: "/kop-bil" }] }],
      highlightedLink: { href: "/kontakt", text: "Boka", target: "_blank" },
      socialLinks: [{ name: "Instagram", href: "https://i.example" }],
      infoField1: { heading: "Öppettider" },
      infoField2: {},
      infoFieldOneFullWidth: true,
    });
    // An empty Brands field leaves the logos to the content service (the loader's data).
    expect(parse("Footer", { ShowBrands: { value: true } })?.data).toMatchObject({
      authoredBrands: null,
    });
  });

  it("renders authored brand logos linking to the car list with car_brand", () => {
    renderBlocks([fixture], {
      settings: { ...testBlockContext().settings, pathToCarList: { url: "/kjop-bil" } },
    });
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Volkswagen" })).toHaveAttribute(
      "href",
      "/kjop-bil?car_brand=Volkswagen",
    );
    expect(within(footer).getByRole("img", { name: "Volvo" })).toHaveAttribute(
      "src",
      "/-/media/brands/volvo.svg",
    );
    expect(within(footer).getByRole("heading", { name: "Våre bilmerker" })).toBeInTheDocument();
  });

  it("uses the service logos from loadData, and shows none without a car list path", () => {
    // The demo footers author their stocked brands: this one's Brands field is emptied.
    const { footer } = siteContent["automotive-se"];
    const serviceFooter = { ...footer, fields: { ...footer.fields, Brands: [] } };
    const data = {
      [serviceFooter.uid ?? ""]: { logos: [{ name: "Land Rover", logoSrc: "/lr.svg" }] },
    };
    const { unmount } = renderBlocks([serviceFooter], {}, data);
    expect(screen.getByRole("link", { name: "Land Rover" })).toHaveAttribute(
      "href",
      "/kop-bil?car_brand=Land+Rover",
    );
    unmount();
    renderBlocks(
      [serviceFooter],
      { settings: { ...testBlockContext().settings, pathToCarList: null } },
      data,
    );
    expect(screen.queryByRole("link", { name: "Land Rover" })).toBeNull();
  });

  it("skips a social link whose name has no icon, spans two columns, and reads labels from t", () => {
    renderBlocks([siteContent["f150-eu"].footer], {
      t: testTranslate({ "Footer.SocialLinks": "Follow F-150" }),
    });
    const social = screen.getByRole("list", { name: "Follow F-150" });
    expect(within(social).getAllByRole("listitem")).toHaveLength(2);
    expect(within(social).queryByRole("link", { name: /Pinterest/ })).toBeNull();
    const column = screen.getByRole("heading", { name: "The F-150" }).closest("li");
    expect(column).toHaveAttribute("data-span", "2");
  });
});

describe("AlertBanner binding", () => {
  const info = rendering("AlertBanner", {
    ShowMessage: { value: true },
    MessageType: { value: "Information" },
    Title: { value: "Ändrade öppettider" },
    Text: { value: "Stängt på fredag." },
  });
  const warning = rendering("AlertBanner", {
    ShowMessage: { value: "1" },
    MessageType: { value: "Warning" },
    Title: { value: "Återkallelse" },
    Text: { value: "" },
  });

  it("accepts the fixture and an alert that is switched off (it then renders nothing)", () => {
    expect(
      parse("AlertBanner", mainTopOf("automotive-se", "AlertBanner")?.fields ?? {})?.success,
    ).toBe(true);
    const off = { ...info, fields: { ...info.fields, ShowMessage: { value: false } } };
    expect(parse("AlertBanner", off.fields)?.success).toBe(true);
    renderBlocks([off]);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("floats a dismissible alert; dismissing sets hideAlert for 1 day and hides it", async () => {
    const set = vi.spyOn(document, "cookie", "set");
    renderBlocks([info], {
      t: testTranslate({ "AlertBanner.Dismiss": "Stäng nu" }),
    });
    const region = screen.getByRole("region", { name: "Viktigt meddelande" });
    expect(region).toHaveAttribute("data-placement", "floating");
    await userEvent.click(screen.getByRole("button", { name: "Stäng nu" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(getCookie("hideAlert")).toBe("true");
    const written = String(set.mock.calls.at(-1)?.[0]);
    expect(written).toMatch(/^hideAlert=true; path=\/; expires=/);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? "");
    expect(Math.round((expires - Date.now()) / 3_600_000)).toBe(24);
  });

  it("stays hidden while the cookie is set, but a Warning shows anyway, without a dismiss button", () => {
    document.cookie = "hideAlert=true; path=/";
    renderBlocks([info, { ...warning, uid: "w" }]);
    const regions = screen.getAllByRole("region");
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveTextContent("Återkallelse");
    expect(regions[0]).toHaveAttribute("data-placement", "inline");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("server HTML: a Warning is in it, a dismissible alert is not (decided from the cookie after hydration)", () => {
    const html = renderToString(
      <Placeholder
        renderings={[info, { ...warning, uid: "w" }]}
        registry={shellBlocks}
        context={testBlockContext()}
      />,
    );
    expect(html).toContain("Återkallelse");
    expect(html).not.toContain("Ändrade öppettider");
  });
});

describe("MessageBanner binding", () => {
  const campaign = rendering("MessageBanner", {
    Title: { value: "Vinterhjulskampanj" },
    Text: { value: "20 % rabatt" },
    Type: { value: "" },
    Link: { value: { href: "/kontakt", text: "Boka hjulskifte" } },
  });

  it("accepts the fixtures; rejects a banner without title", () => {
    for (const site of ["automotive-se", "retail-uk", "carstore-fi"] as const) {
      expect(
        parse("MessageBanner", mainTopOf(site, "MessageBanner")?.fields ?? {})?.success,
        site,
      ).toBe(true);
    }
    expect(parse("MessageBanner", { Title: { value: " " } })?.success).toBe(false);
  });

  it("remembers a dismissal per title in session storage", async () => {
    const { unmount } = renderBlocks([campaign]);
    expect(screen.getByRole("link", { name: "Boka hjulskifte" })).toHaveAttribute(
      "href",
      "/kontakt",
    );
    await userEvent.click(screen.getByRole("button", { name: "Stäng meddelandet" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(sessionStorage.getItem("messageBanner.dismissedTitles")).toBe('["Vinterhjulskampanj"]');
    unmount();
    // A banner with another title still shows; the dismissed one stays hidden.
    const other = {
      ...campaign,
      uid: "b",
      fields: { ...campaign.fields, Title: { value: "Julöppettider" } },
    };
    renderBlocks([campaign, other]);
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.getByRole("region")).toHaveTextContent("Julöppettider");
  });

  it("always shows a Warning, even with its title stored, and offers no dismiss", () => {
    sessionStorage.setItem("messageBanner.dismissedTitles", '["Driftstörning"]');
    renderBlocks([
      rendering("MessageBanner", { Title: { value: "Driftstörning" }, Type: { value: "Warning" } }),
    ]);
    expect(screen.getByRole("region")).toHaveTextContent("Driftstörning");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("hides a banner dismissed in another tab of the session", () => {
    renderBlocks([campaign]);
    act(() => {
      sessionStorage.setItem("messageBanner.dismissedTitles", '["Vinterhjulskampanj"]');
      window.dispatchEvent(new StorageEvent("storage"));
    });
    expect(screen.queryByRole("region")).toBeNull();
  });
});

describe("Breadcrumbs binding", () => {
  const crumbs = rendering("Breadcrumbs", {}, {});

  it("accepts the fixtures and renders a nav with aria-current on the last crumb", () => {
    expect(parse("Breadcrumbs", {}, { SeparatorMarker: "om-carstore" })?.success).toBe(true);
    renderBlocks(
      [crumbs],
      {
        path: "/om-oss/dokument",
        t: testTranslate({ "Breadcrumbs.Home": "Hem" }),
      },
      {
        [crumbs.uid ?? ""]: {
          pages: {
            "/om-oss": { title: "Om oss" },
            "/om-oss/dokument": { title: "Villkor och dokument" },
          },
        },
      },
    );
    const nav = screen.getByRole("navigation", { name: "Du är här" });
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Hem", "Om oss", "Villkor och dokument"]);
    expect(within(nav).getByRole("link", { name: "Villkor och dokument" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("applies the separator marker and renders nothing on the home page", () => {
    const marked = rendering(
      "Breadcrumbs",
      { HomeTitle: { value: "Carstore" } },
      { SeparatorMarker: "om-carstore" },
    );
    const { unmount } = renderBlocks([marked], { path: "/om-carstore/om-oss" });
    expect(
      within(screen.getByRole("navigation"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Carstore", "Om oss"]);
    unmount();
    const { container } = renderBlocks([crumbs], { path: "/" });
    expect(container).toBeEmptyDOMElement();
  });
});

describe("FileList binding", () => {
  const fixture = siteContent["automotive-se"].pages["/om-oss/dokument"]?.main.find(
    (r) => r.componentName === "FileList",
  );

  it("accepts the fixture; rejects a javascript: file and a file without a source", () => {
    expect(parse("FileList", fixture?.fields ?? {})?.success).toBe(true);
    const file = (src: unknown) => ({ Files: [{ fields: { File: { value: { src } } } }] });
    expect(parse("FileList", file("javascript:alert(1)"))?.success).toBe(false);
    expect(parse("FileList", file(""))?.success).toBe(false);
    expect(parse("FileList", file("/-/media/a.pdf"))?.success).toBe(true);
  });

  it("lists three files with type and size in the site's locale, the rest behind show more", () => {
    renderBlocks([fixture as Rendering], {
      t: testTranslate({ "FileList.ShowMore": "Visa alla {count} filer" }),
    });
    expect(screen.getByRole("heading", { name: "Dokument att ladda ner" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Visa alla 3 filer" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.getByRole("link", { name: /Prislista service/ })).toHaveTextContent(
      /PDF, 1,2\sMB/,
    );
  });

  it("names a file by its media title or file name when the item has no title", () => {
    renderBlocks([
      rendering("FileList", {
        Files: [
          { fields: { File: { value: { src: "/-/media/a/prislista%202026.pdf", size: "2048" } } } },
          { fields: { File: { value: { src: "/-/media/b.pdf", displayName: "Broschyr" } } } },
        ],
      }),
    ]);
    expect(screen.getByRole("link", { name: /^prislista 2026/ })).toHaveTextContent(/PDF, 2\skB/);
    expect(screen.getByRole("link", { name: /^Broschyr/ })).toBeInTheDocument();
  });
});

describe("ScrollToTop binding", () => {
  it("accepts an empty rendering and renders nothing until the page is scrolled", () => {
    expect(parse("ScrollToTop", {})?.success).toBe(true);
    const { container } = renderBlocks([rendering("ScrollToTop", {})]);
    expect(container).toBeEmptyDOMElement();
  });
});
