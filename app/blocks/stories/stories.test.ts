// @vitest-environment node
import { graphql, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentClient } from "../../../api-adapters/content";
import { contentHandlers } from "../../../api-adapters/mocks/content";
import { storyCollections } from "../../../api-adapters/mocks/fixtures/content/stories";
import type { SiteId } from "../../../sites/manifest";
import { sites } from "../../../sites/registry";
import { testBlockDataContext } from "../../composer/test-context";
import { loadPublishInfo } from "./publish-info.server";
import { parentPath } from "./story-cards.server";
import { loadStoriesList, storiesListSchema } from "./stories-list.server";
import { loadStoriesTeaser } from "./stories-teaser.server";
import { loadStoryNavigation } from "./story-navigation.server";
import { parseStoriesParams, storiesHref, toggleTag } from "./stories-url";

const endpoint = "https://content.test.invalid/graphql";
const server = setupServer(...contentHandlers(endpoint));
const edge = graphql.link(endpoint);
const content = createContentClient({ endpoint, apiKey: "k", timeoutMs: 2000, cache: false });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function collectionOf(site: SiteId) {
  const collection = storyCollections[site]?.[sites[site].language];
  if (!collection) throw new Error(`${site} has no news section`);
  return collection;
}

function context(site: SiteId, path: string, query = "") {
  return testBlockDataContext({
    site: sites[site],
    content,
    path,
    url: new URL(`https://${site}.example${path}${query}`),
  });
}

describe("stories list URL state", () => {
  it("reads repeated tag keys once, drops malformed ones and clamps the page to 1..20", () => {
    const state = parseStoriesParams(
      new URLSearchParams("tag=electric&tag=events&tag=electric&tag=%3Cx%3E&page=99"),
    );
    expect(state).toEqual({ tags: ["electric", "events"], pages: 20 });
    expect(parseStoriesParams(new URLSearchParams("page=-3")).pages).toBe(1);
    expect(parseStoriesParams(new URLSearchParams("page=abc")).pages).toBe(1);
  });

  it("writes the state back, page 1 left out, and a toggled tag starts at page 1", () => {
    expect(storiesHref("/news-and-events", { tags: [], pages: 1 })).toBe("/news-and-events");
    const state = { tags: ["electric"], pages: 3 };
    expect(storiesHref("/news-and-events", state)).toBe("/news-and-events?tag=electric&page=3");
    expect(toggleTag(state, "events")).toEqual({ tags: ["electric", "events"], pages: 1 });
    expect(toggleTag(state, "electric")).toEqual({ tags: [], pages: 1 });
  });
});

describe("stories list block", () => {
  const uk = collectionOf("retail-uk");

  it("shows the first page of 4, newest first, with dates in the site's locale", async () => {
    const data = await loadStoriesList(undefined, context("retail-uk", "/news-and-events"));
    expect(data?.stories.map((story) => story.href)).toEqual(
      uk.stories.slice(0, 4).map((story) => story.path),
    );
    expect(data?.total).toBe(uk.stories.length);
    expect(data?.hasNext).toBe(true);
    expect(data?.stories[0]?.date.text).toMatch(/^\d{1,2} [A-Z][a-z]+ 2026$/);
    expect(data?.tags.every((tag) => !tag.selected)).toBe(true);
  });

  it("holds every page the URL asks for, each appended after the previous", async () => {
    const data = await loadStoriesList(
      undefined,
      context("retail-uk", "/news-and-events", "?page=2"),
    );
    expect(data?.stories.map((story) => story.href)).toEqual(
      uk.stories.slice(0, 8).map((story) => story.path),
    );
    const all = await loadStoriesList(
      undefined,
      context("retail-uk", "/news-and-events", "?page=4"),
    );
    expect(all?.stories).toHaveLength(uk.stories.length);
    expect(all?.hasNext).toBe(false);
  });

  it("filters by the URL's tags (any of them), marks their chips and drops unknown keys", async () => {
    const data = await loadStoriesList(
      undefined,
      context("retail-uk", "/news-and-events", "?tag=offers&tag=company&tag=nope"),
    );
    const ids = uk.tags.filter((tag) => ["offers", "company"].includes(tag.key)).map((t) => t.id);
    const matching = uk.stories.filter((story) => story.tagIds.some((id) => ids.includes(id)));
    expect(data?.total).toBe(matching.length);
    expect(data?.state).toEqual({ tags: ["offers", "company"], pages: 1 });
    expect(data?.tags.filter((tag) => tag.selected).map((tag) => tag.key)).toEqual([
      "offers",
      "company",
    ]);
  });

  it("gives no stories when nothing matches (the storiesNoResults text shows)", async () => {
    server.use(
      edge.query("Stories", () =>
        HttpResponse.json({
          data: {
            stories: { total: 0, pageInfo: { endCursor: null, hasNext: false }, results: [] },
          },
        }),
      ),
    );
    const data = await loadStoriesList(
      undefined,
      context("retail-uk", "/news-and-events", "?tag=events"),
    );
    expect(data).toMatchObject({ stories: [], total: 0, hasNext: false });
  });

  it("is nothing on a page that is no stories index", async () => {
    expect(await loadStoriesList(undefined, context("retail-uk", "/about-us"))).toBeNull();
  });

  it("reads the index settings: layout Grid unless List, checkboxes as booleans", () => {
    const parse = (fields: Record<string, unknown>) => storiesListSchema.parse({ fields });
    expect(parse({ Layout: { value: "List" }, ShowDates: { value: true } }).fields).toMatchObject({
      Layout: "List",
      ShowDates: true,
      HighlightLatestStory: false,
    });
    expect(parse({ Layout: { value: "Mosaic" } }).fields.Layout).toBe("Grid");
  });
});

describe("stories teaser block", () => {
  it.each(["automotive-se", "retail-uk", "carstore-no"] as const)(
    "%s: the latest three stories of the index",
    async (site) => {
      const collection = collectionOf(site);
      const data = await loadStoriesTeaser(collection.index.path, undefined, context(site, "/"));
      expect(data.stories.map((story) => story.href)).toEqual(
        collection.stories.slice(0, 3).map((story) => story.path),
      );
    },
  );
});

describe("story navigation block", () => {
  const se = collectionOf("automotive-se");

  it("leads back to the index, to the newer story (previous) and the older one (next)", async () => {
    const story = se.stories[1];
    const data = await loadStoryNavigation(context("automotive-se", story?.path ?? ""));
    expect(data).toEqual({
      backHref: "/livet-med-bil",
      previous: { href: se.stories[0]?.path, title: se.stories[0]?.title },
      next: { href: se.stories[2]?.path, title: se.stories[2]?.title },
    });
  });

  it("has no previous on the latest story and no next on the oldest", async () => {
    const latest = await loadStoryNavigation(context("automotive-se", se.stories[0]?.path ?? ""));
    expect(latest?.previous).toBeUndefined();
    const oldest = await loadStoryNavigation(
      context("automotive-se", se.stories.at(-1)?.path ?? ""),
    );
    expect(oldest?.next).toBeUndefined();
    expect(oldest?.previous).toBeDefined();
  });

  it("rethrows a next/previous failure after logging it (the block shows the fallback box)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(edge.query("AdjacentStories", () => HttpResponse.error()));
    await expect(
      loadStoryNavigation(context("automotive-se", se.stories[1]?.path ?? "")),
    ).rejects.toThrow();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"event":"content.adjacent-stories-failed"'),
    );
  });

  it("back is the parent path of the story", () => {
    expect(parentPath("/news-and-events/home-charging-made-simple/")).toBe("/news-and-events");
    expect(parentPath("/story")).toBe("/");
  });
});

describe("publish info block", () => {
  it.each([
    ["automotive-se", /^\d{1,2} [a-zå]+ 2026$/],
    ["retail-uk", /^\d{1,2} [A-Z][a-z]+ 2026$/],
    ["carstore-no", /^\d{1,2}\. [a-zæøå]+ 2026$/],
  ] as const)("%s: the story's date in the site's locale", async (site, format) => {
    const story = collectionOf(site).stories[0];
    const date = await loadPublishInfo(context(site, story?.path ?? ""));
    expect(date?.iso).toBe(story?.published);
    expect(date?.text).toMatch(format);
  });

  it("logs a publish date failure and shows no date", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(edge.query("StoryPublishDate", () => HttpResponse.error()));
    const story = collectionOf("retail-uk").stories[0];
    expect(await loadPublishInfo(context("retail-uk", story?.path ?? ""))).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"event":"content.publish-date-failed"'),
    );
  });
});
