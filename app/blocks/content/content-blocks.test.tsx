// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentClient, Rendering } from "../../../api-adapters/content";
import { blocksContent } from "../../../api-adapters/mocks/fixtures/content/areas/blocks";
import { siteContent } from "../../../api-adapters/mocks/fixtures/content";
import { logger } from "../../../api-adapters/shared/logger";
import type { BlockDataContext } from "../../composer/block";
import { prepareRoute } from "../../composer/prepare-renderings.server";
import { blockLoaders } from "../loaders.server";
import { TestPlaceholder as Placeholder } from "../test-placeholder";
import { testBlockContext, testBlockDataContext, testTranslate } from "../../composer/test-context";
import { sites } from "../../../sites/registry";
import { siteIds } from "../../../sites/site-ids";
import { blockRegistry } from "../registry";
import { preloadBlocks } from "../../composer/lazy-block";
import { preloadLazyComponents } from "../../../design-system";
import { blurbMissingFields } from "./blurb";
import { blurbSchema } from "./blurb.server";
import { contentBlocks } from "./index";

const componentNames = [
  "HeroBanner",
  "Blurb",
  "CarModelCards",
  "Accordion",
  "Countdown",
  "ColumnList",
  "DataTable",
  "VideoEmbed",
] as const;
type ComponentName = (typeof componentNames)[number];

function allRenderings(): Rendering[] {
  return Object.values(blocksContent).flatMap((area) => [
    ...(area?.homeMain ?? []),
    ...Object.values(area?.pages ?? {}).flatMap((page) => page.main),
  ]);
}

/** A realistic rendering of the demo content (deep copy, so tests can change it). */
function fixture(name: ComponentName, index = 0): Rendering {
  const found = allRenderings().filter((r) => r.componentName === name)[index];
  if (!found) throw new Error(`no ${name} in the demo content`);
  return structuredClone(found);
}

function parse(rendering: Rendering) {
  return blockLoaders[rendering.componentName]?.schema.safeParse({
    fields: rendering.fields,
    params: rendering.params,
  });
}

function renderBlocks(renderings: Rendering[], blockData?: Record<string, unknown>) {
  return render(
    <Placeholder
      renderings={renderings}
      registry={contentBlocks}
      context={testBlockContext()}
      blockData={blockData}
    />,
  );
}

/** Renders blocks with the data their loaders produce on the server (sanitised rich text, …). */
async function renderLoadedBlocks(renderings: Rendering[]) {
  const { blockData } = await prepareRoute(
    { name: "test", fields: {}, placeholders: { main: renderings } },
    blockLoaders,
    testBlockDataContext({ site: sites["carstore-se"] }),
  );
  return renderBlocks(renderings, blockData);
}

// The accordion's, blurb's and countdown's code loads when they come near (DeferredSection): in
// here they render at once, as in a client navigation that waited for them.
beforeAll(preloadLazyComponents);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe("content block registry and demo content", () => {
  it("registers every content block by its componentName", () => {
    expect(Object.keys(contentBlocks).sort()).toEqual([...componentNames].sort());
  });

  it("accepts every demo rendering", () => {
    for (const rendering of allRenderings()) {
      if (!(rendering.componentName in contentBlocks)) continue;
      const result = parse(rendering);
      expect(result?.success, `${rendering.componentName}: ${result?.error?.message}`).toBe(true);
    }
  });

  it("every site's home page uses most blocks, and its pages together use every block", () => {
    for (const id of siteIds) {
      const content = siteContent[id];
      const used = (paths: string[]) =>
        new Set(
          paths.flatMap((path) => content.pages[path]?.main.map((r) => r.componentName) ?? []),
        );
      const home = used(["/"]);
      expect(componentNames.filter((name) => home.has(name)).length, id).toBeGreaterThanOrEqual(5);
      const everywhere = used(Object.keys(content.pages));
      expect(
        componentNames.filter((name) => !everywhere.has(name)),
        id,
      ).toEqual([]);
    }
  });

  it("gives every site the dictionary texts in its language", () => {
    expect(siteContent["carstore-fi"].dictionary?.["Blocks.HeroBanner.SearchButton"]).toBe("Hae");
    expect(siteContent["retail-uk"].dictionary?.["Blocks.Countdown.Days"]).toBe("Days");
    for (const id of siteIds) {
      expect(Object.keys(siteContent[id].dictionary ?? {}), id).toContain("Blocks.Video.Play");
    }
  });
});

describe("HeroBanner", () => {
  it("refuses placements and search URLs the specs do not allow", () => {
    const hero = fixture("HeroBanner");
    expect(parse(hero)?.success).toBe(true);
    expect(parse({ ...hero, params: { ContentPlacementXAxis: "Middle" } })?.success).toBe(false);
    expect(parse({ ...hero, params: { ContentPlacementYAxis: "Left" } })?.success).toBe(false);
    expect(parse({ ...hero, params: { ContentPlacementXAxis: "" } })?.success).toBe(true);
    const evil = {
      ...hero,
      fields: { ...hero.fields, SearchBarUrl: { value: "javascript:alert(1)" } },
    };
    expect(parse(evil)?.success).toBe(false);
  });

  it("renders nothing when no slide has a video or an image source", () => {
    const hero = fixture("HeroBanner");
    const slides = hero.fields.Slides as { fields: Record<string, unknown> }[];
    for (const slide of slides) {
      slide.fields.Image = { value: {} };
      slide.fields.Video = { value: {} };
    }
    const { container } = renderBlocks([hero]);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the slides with the site's texts", () => {
    renderBlocks([fixture("HeroBanner")]);
    expect(
      screen.getByRole("heading", { name: "Nya Volvo EX30 – nu i lager" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nästa bild" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Sök bland bilar" })).toHaveAttribute(
      "placeholder",
      "Sök på märke, modell eller utrustning",
    );
  });

  it("names the carousel and its slides for screen readers in the site's language", () => {
    render(
      <Placeholder
        renderings={[fixture("HeroBanner")]}
        registry={contentBlocks}
        context={testBlockContext({ t: testTranslate({}, "nb") })}
      />,
    );
    const carousel = screen.getByRole("region", { name: "Aktuelt nå" });
    expect(carousel).toHaveAttribute("aria-roledescription", "karusell");
    const slides = carousel.querySelectorAll('[role="group"]');
    expect(slides.length).toBeGreaterThan(1);
    for (const slide of slides) expect(slide).toHaveAttribute("aria-roledescription", "bilde");
  });

  function Where() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
  }

  it("navigates to the search URL with keyphrase and tracks the search", async () => {
    const hero = fixture("HeroBanner");
    const router = createMemoryRouter(
      [
        {
          path: "/",
          element: (
            <Placeholder
              renderings={[hero]}
              registry={contentBlocks}
              context={testBlockContext()}
            />
          ),
        },
        { path: "/kop-bil", element: <Where /> },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    const button = screen.getByRole("button", { name: "Sök" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.type(screen.getByRole("searchbox"), "Volvo XC60");
    expect(button).not.toHaveAttribute("aria-disabled");
    await userEvent.click(button);
    expect(await screen.findByTestId("where")).toHaveTextContent("/kop-bil?keyphrase=Volvo+XC60");
    expect(window.dataLayer).toEqual([
      { event: "search", search_type: "start page", search_term: "Volvo XC60" },
    ]);
  });

  it("loads the page outside a router and stays put in page-editing mode", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, origin: "http://localhost", assign });
    const hero = fixture("HeroBanner");
    const { unmount } = renderBlocks([hero]);
    await userEvent.type(screen.getByRole("searchbox"), "elbil{Enter}");
    expect(assign).toHaveBeenCalledWith("/kop-bil?keyphrase=elbil");
    unmount();

    render(
      <Placeholder
        renderings={[hero]}
        registry={contentBlocks}
        context={testBlockContext({ pageEditing: true })}
      />,
    );
    await userEvent.type(screen.getByRole("searchbox"), "kombi{Enter}");
    expect(assign).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toHaveLength(2);
  });
});

describe("Blurb", () => {
  it("logs and renders nothing when required fields are missing (catalogue)", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const blurb = fixture("Blurb");
    blurb.fields.ImageDesktop = { value: {} };
    const { container } = renderBlocks([blurb]);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(
      "blocks.blurb-missing-fields",
      expect.objectContaining({ missing: ["ImageDesktop|VideoDesktop|YoutubeID"] }),
    );
  });

  it("names the missing fields", () => {
    const parsed = blurbSchema.parse({ fields: { Title: { value: " " } }, params: {} });
    expect(blurbMissingFields(parsed.fields)).toEqual([
      "Title",
      "ImageDesktop|VideoDesktop|YoutubeID",
    ]);
    const withVideo = blurbSchema.parse({
      fields: { Title: { value: "Film" }, YoutubeID: { value: "aqz-KE-bpKQ" } },
      params: {},
    });
    expect(blurbMissingFields(withVideo.fields)).toEqual([]);
  });

  it("renders the rich text its loader sanitised on the server: no script, no unsafe link", async () => {
    const blurb = fixture("Blurb");
    blurb.fields.RichText = {
      value:
        '<p>Boka <strong>nu</strong><script>alert(1)</script> <a href="javascript:alert(2)">här</a> <a href="/kontakt" onclick="x()">kontakt</a></p>',
    };
    const { container } = await renderLoadedBlocks([blurb]);
    expect(container.querySelector("script")).toBeNull();
    expect(container.innerHTML).not.toMatch(/alert|onclick|javascript/);
    expect(screen.getByText("nu").tagName).toBe("STRONG");
    expect(screen.queryByRole("link", { name: "här" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "kontakt" })).toHaveAttribute("href", "/kontakt");
  });

  it("refuses values the specs do not list", () => {
    const blurb = fixture("Blurb");
    expect(parse({ ...blurb, params: { TextColor: "Purple" } })?.success).toBe(false);
    expect(
      parse({ ...blurb, params: { TextColor: "White", BackgroundColor: "Dark" } })?.success,
    ).toBe(true);
    expect(
      parse({ ...blurb, fields: { ...blurb.fields, TitleTag: { value: "script" } } })?.success,
    ).toBe(false);
    expect(
      parse({
        ...blurb,
        fields: { ...blurb.fields, ImageDesktop: { value: { src: "javascript:alert(1)" } } },
      })?.success,
    ).toBe(false);
  });
});

describe("CarModelCards", () => {
  it("renders cards with campaign badge and facts", () => {
    renderBlocks([fixture("CarModelCards")]);
    const card = screen.getByRole("link", { name: "Volvo EX30" }).closest("li") as HTMLElement;
    expect(within(card).getByText("Privatleasing 3 995 kr/mån")).toBeInTheDocument();
    expect(within(card).getAllByRole("term")).toHaveLength(4);
    // IsCampaign with an empty Campaign shows the generic label from the dictionary.
    const kuga = screen.getByRole("link", { name: "Ford Kuga Plug-in Hybrid" }).closest("li");
    expect(within(kuga as HTMLElement).getByText("Kampanj")).toBeInTheDocument();
  });

  it("refuses a card without a title", () => {
    const cards = fixture("CarModelCards");
    const [first] = cards.fields.Cards as { fields: Record<string, unknown> }[];
    if (!first) throw new Error("a card expected");
    first.fields.Title = { value: "" };
    expect(parse(cards)?.success).toBe(false);
  });
});

describe("Accordion", () => {
  it("renders items on the design-system accordion with sanitised text", async () => {
    await renderLoadedBlocks([fixture("Accordion")]);
    const trigger = screen.getByRole("button", { name: "Hur fungerar billån?" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "vår kontaktsida" })).toHaveAttribute(
      "href",
      "/kontakt",
    );
  });
});

describe("Countdown", () => {
  it("loads the server's clock and renders it (hydration-safe)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2027, 1, 28, 8, 0, 0));
    const countdown = fixture("Countdown");
    const binding = blockLoaders.Countdown;
    const parsed = parse(countdown);
    const data = await binding?.loadData?.(parsed?.data, countdown, {} as BlockDataContext);
    expect(data).toEqual({ now: Date.UTC(2027, 1, 28, 8, 0, 0) });
    const { container } = renderBlocks([countdown], { [countdown.uid ?? ""]: data });
    expect(Array.from(container.querySelectorAll("dd")).map((dd) => dd.textContent)).toEqual([
      "1",
      "00",
      "00",
      "00",
    ]);
    expect(screen.getByText("Dagar")).toBeInTheDocument();
    vi.useRealTimers();
  });

  it("refuses a date that is not one", () => {
    const countdown = fixture("Countdown");
    expect(
      parse({ ...countdown, fields: { ...countdown.fields, Date: { value: "snart" } } })?.success,
    ).toBe(false);
  });
});

describe("ColumnList", () => {
  it("renders 3 or 4 columns and refuses other counts", () => {
    const list = fixture("ColumnList");
    const { container } = renderBlocks([list]);
    expect(container.querySelector("[data-columns]")).toHaveAttribute("data-columns", "4");
    expect(screen.getByRole("link", { name: "Elbilar" })).toHaveAttribute(
      "href",
      "/kop-bil?car_fuel=El",
    );
    expect(parse({ ...list, params: { NumberOfColumns: "5" } })?.success).toBe(false);
    expect(parse({ ...list, params: { NumberOfColumns: "3" } })?.success).toBe(true);
  });
});

describe("DataTable", () => {
  const site = sites["automotive-se"];

  function dataContext(getColumnHeaders: ContentClient["getColumnHeaders"]): BlockDataContext {
    return testBlockDataContext({
      content: { getColumnHeaders } as ContentClient,
      site,
      path: "/demo/innehall",
    });
  }

  it("loads the column headers for its datasource item and renders them", async () => {
    const table = fixture("DataTable");
    const getColumnHeaders = vi.fn(async () => [
      { name: "model", title: "Modell" },
      { name: "service", title: "Service" },
      { name: "price", title: "Pris" },
      { name: "book", title: "Boka" },
    ]);
    const data = await blockLoaders.DataTable?.loadData?.(
      parse(table)?.data,
      table,
      dataContext(getColumnHeaders),
    );
    expect(getColumnHeaders).toHaveBeenCalledWith("automotive-se:servicepriser", "sv");
    renderBlocks([table], { [table.uid ?? ""]: data });
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Modell",
      "Service",
      "Pris",
      "Boka",
    ]);
    expect(screen.getByText("2 495 kr").tagName).toBe("STRONG");
  });

  it("has empty headers when they cannot be loaded, and asks nothing without a datasource", async () => {
    const table = fixture("DataTable");
    const { container } = renderBlocks([table], {});
    expect(container.querySelector("thead")?.textContent).toBe("Kolumn 1Kolumn 2Kolumn 3Kolumn 4");
    const getColumnHeaders = vi.fn(async () => []);
    const { dataSource: _unused, ...withoutSource } = table;
    const data = await blockLoaders.DataTable?.loadData?.(
      parse(table)?.data,
      withoutSource,
      dataContext(getColumnHeaders),
    );
    expect(data).toEqual({ headers: [] });
    expect(getColumnHeaders).not.toHaveBeenCalled();
  });

  it("shows 'Unknown cell type' for a cell of another template", () => {
    const table = fixture("DataTable");
    const rows = table.fields.Rows as { fields: { Cells: { templateName: string }[] } }[];
    const cell = rows[0]?.fields.Cells[0];
    if (!cell) throw new Error("a cell expected");
    cell.templateName = "VideoCell";
    renderBlocks([table]);
    expect(screen.getByText("Okänd celltyp")).toBeInTheDocument();
  });

  it("is auto-width with 3 or fewer columns", () => {
    const narrow = fixture("DataTable", 1);
    const wide = fixture("DataTable", 0);
    const { container } = renderBlocks([narrow, wide]);
    const [first, second] = Array.from(container.querySelectorAll("table"));
    expect(getComputedStyle(first as Element).width).toBe("auto");
    expect(getComputedStyle(second as Element).width).toBe("100%");
  });

  it("refuses a link cell with an unsafe link", () => {
    const table = fixture("DataTable");
    const rows = table.fields.Rows as {
      fields: { Cells: { templateName: string; fields: Record<string, unknown> }[] };
    }[];
    const linkCell = rows[0]?.fields.Cells.find((cell) => cell.templateName === "LinkCell");
    if (!linkCell) throw new Error("a link cell expected");
    linkCell.fields.Link = { value: { href: "javascript:alert(1)", text: "Boka" } };
    expect(parse(table)?.success).toBe(false);
  });
});

describe("VideoEmbed", () => {
  it("embeds on the privacy-enhanced host with the authored flags", () => {
    const embed = fixture("VideoEmbed");
    embed.params = { Autoplay: "1", Mute: "1", Controls: "0" };
    const { container } = renderBlocks([embed]);
    const iframe = container.querySelector("iframe");
    expect(iframe).toHaveAttribute("title", "Film: Volvo EX30 på vinterväg");
    const src = new URL(iframe?.getAttribute("src") ?? "");
    expect(src.origin).toBe("https://www.youtube-nocookie.com");
    expect(src.pathname).toBe("/embed/aqz-KE-bpKQ");
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: "1",
      mute: "1",
      controls: "0",
    });
  });

  it("shows the controls unless turned off, and refuses an id that is not one", () => {
    const embed = fixture("VideoEmbed");
    const { container } = renderBlocks([embed]);
    expect(container.querySelector("iframe")?.getAttribute("src")).toContain("controls=1");
    expect(
      parse({ ...embed, fields: { ...embed.fields, VideoId: { value: 'x"><script>' } } })?.success,
    ).toBe(false);
  });
});

describe("page rendering", () => {
  // The registry loads blocks on demand (decision 0028).
  beforeAll(() => preloadBlocks(blockRegistry));

  it("renders a site's content-blocks page without errors", async () => {
    const errors = vi.spyOn(console, "error");
    const page = siteContent["automotive-se"].pages["/demo/innehall"];
    await act(async () => {
      render(
        <Placeholder
          renderings={page?.main ?? []}
          registry={blockRegistry}
          context={testBlockContext()}
        />,
      );
    });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
