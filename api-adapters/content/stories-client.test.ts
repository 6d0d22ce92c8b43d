// @vitest-environment node
import { graphql, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contentHandlers } from "../mocks/content";
import { storyCollections } from "../mocks/fixtures/content/stories";
import { UpstreamError } from "../shared/errors";
import { createContentClient } from "./client";

const endpoint = "https://content.test.invalid/graphql";
const server = setupServer(...contentHandlers(endpoint));
const edge = graphql.link(endpoint);
const client = createContentClient({ endpoint, apiKey: "test-key", timeoutMs: 300, cache: false });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const uk = storyCollections["retail-uk"]?.["en-GB"];
if (!uk) throw new Error("retail-uk has a news section");
const list = { language: "en-GB", datasource: uk.index.id, parentId: uk.index.id, limit: 4 };

describe("content client: stories list", () => {
  it("pages a parent's stories date descending, the cursor giving the next page", async () => {
    const first = await client.getStories(list);
    expect(first.items).toHaveLength(4);
    expect(first.total).toBe(uk.stories.length);
    expect(first.hasNext).toBe(true);
    const dates = first.items.map((story) => story.date.dateValue);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const second = await client.getStories({ ...list, cursor: first.endCursor });
    expect(second.items.map((story) => story.id)).toEqual(
      uk.stories.slice(4, 8).map((story) => story.id),
    );
    expect(second.items[0]?.date.dateValue).toBeLessThan(dates.at(-1) ?? 0);
  });

  it("ends with hasNext false on the last page", async () => {
    const last = await client.getStories({ ...list, cursor: "12" });
    expect(last.items).toHaveLength(uk.stories.length - 12);
    expect(last.hasNext).toBe(false);
  });

  it("keeps stories with any of the tags (OR) and splits their pipe-separated tag ids", async () => {
    const tags = await client.getStoryTags(uk.index.id, "en-GB");
    const ids = tags.filter((tag) => ["offers", "company"].includes(tag.key)).map((t) => t.id);
    const page = await client.getStories({ ...list, limit: 100, tags: ids });
    expect(page.total).toBe(
      uk.stories.filter((story) => story.tagIds.some((id) => ids.includes(id))).length,
    );
    for (const story of page.items) expect(story.tags.some((id) => ids.includes(id))).toBe(true);
    expect(page.total).toBeLessThan(uk.stories.length);
  });

  it("gives each story its url path, title, premble, image and date", async () => {
    const [story] = (await client.getStories({ ...list, limit: 1 })).items;
    expect(story).toMatchObject({
      url: { path: expect.stringMatching(/^\/news-and-events\/[a-z0-9-]+$/) },
      title: expect.any(String),
      premble: expect.any(String),
      image: { src: expect.stringMatching(/^\/-\/media\//), width: 1600, height: 900 },
      date: { value: expect.any(String), dateValue: expect.any(Number) },
    });
  });

  it("rejects a malformed list at the adapter", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      edge.query("Stories", () => HttpResponse.json({ data: { stories: { total: -1 } } })),
    );
    const error: unknown = await client.getStories(list).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).failure).toBe("invalid-response");
  });
});

describe("demo news sections", () => {
  it.each([
    ["automotive-se", "sv"],
    ["retail-uk", "en-GB"],
    ["carstore-no", "nb"],
  ] as const)(
    "%s: the index and its 14 stories are pages the sitemap lists",
    async (site, language) => {
      const collection = storyCollections[site]?.[language];
      expect(collection?.stories.length).toBeGreaterThanOrEqual(14);
      expect(collection?.tags.length).toBeGreaterThanOrEqual(5);
      const routes = (await client.getSiteRoutes(site, language)).map((route) => route.path);
      for (const path of [
        collection?.index.path,
        ...(collection?.stories ?? []).map((s) => s.path),
      ]) {
        expect(routes).toContain(path);
      }
    },
  );
});

describe("content client: tags, lookup, neighbours and publish date", () => {
  it("lists the index's five tags or more (key, value, id)", async () => {
    const tags = await client.getStoryTags(uk.index.id, "en-GB");
    expect(tags.length).toBeGreaterThanOrEqual(5);
    expect(tags[0]).toEqual({ id: expect.any(String), key: "electric", value: "Electric cars" });
  });

  it("looks up an item's id, its parent's id and its cursor", async () => {
    const story = uk.stories[2];
    expect(await client.getStoryItem("retail-uk", story?.path ?? "", "en-GB")).toEqual({
      id: story?.id,
      parentId: uk.index.id,
      cursor: "2",
    });
    expect(await client.getStoryItem("retail-uk", "/News-and-Events/", "en-GB")).toMatchObject({
      id: uk.index.id,
    });
    expect(await client.getStoryItem("retail-uk", "/about-us", "en-GB")).toBeNull();
  });

  it("gives the newer story as previous and the older as next", async () => {
    const around = await client.getAdjacentStories(uk.index.id, "1", "en-GB");
    expect(around.previous?.id).toBe(uk.stories[0]?.id);
    expect(around.next?.id).toBe(uk.stories[2]?.id);
    const newest = await client.getAdjacentStories(uk.index.id, "0", "en-GB");
    expect(newest.previous).toBeNull();
  });

  it("logs and rethrows a next/previous failure (specs 8)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(edge.query("AdjacentStories", () => HttpResponse.json({}, { status: 500 })));
    const error: unknown = await client
      .getAdjacentStories(uk.index.id, "1", "en-GB")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"event":"content.adjacent-stories-failed"'),
    );
  });

  it("reads a story's publish date; a failure is logged and gives none (specs 8)", async () => {
    const story = uk.stories[0];
    const date = await client.getStoryPublishDate(story?.id ?? "", "en-GB");
    expect(date?.value).toBe(story?.published);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(edge.query("StoryPublishDate", () => HttpResponse.error()));
    expect(await client.getStoryPublishDate(story?.id ?? "", "en-GB")).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"event":"content.publish-date-failed"'),
    );
  });
});
