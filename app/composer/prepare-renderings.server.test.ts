// @vitest-environment node
import { data, redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { RouteData } from "../../api-adapters/content";
import { sites } from "../../sites/registry";
import { defineBlockLoader, type BlockLoaders } from "./block";
import { isRouteAnswer, pageStatusOf, prepareRoute } from "./prepare-renderings.server";
import { testBlockDataContext } from "./test-context";

const schema = z.object({ fields: z.object({}).passthrough().optional() });

function routeWith(...componentNames: string[]): RouteData {
  return {
    name: "page",
    fields: {},
    placeholders: {
      main: componentNames.map((componentName, index) => ({ componentName, uid: `uid-${index}` })),
    },
  } as unknown as RouteData;
}

const context = testBlockDataContext({ site: sites["carstore-se"] });

describe("block data and the page's answer", () => {
  it("takes the highest page status any block's data asks for, 200 without", () => {
    expect(pageStatusOf({})).toBe(200);
    expect(pageStatusOf({ a: { cars: [] }, b: null, c: "x" })).toBe(200);
    expect(pageStatusOf({ a: { pageStatus: 404 }, b: { pageStatus: 200 } })).toBe(404);
  });

  it("tells route answers (redirect, data with a status) from failures", () => {
    expect(isRouteAnswer(redirect("/x", 302))).toBe(true);
    expect(isRouteAnswer(data(null, { status: 502 }))).toBe(true);
    expect(isRouteAnswer(new Error("upstream down"))).toBe(false);
    expect(isRouteAnswer({ status: 404 })).toBe(false);
  });

  it("rethrows a block's thrown redirect or data() as the page's answer", async () => {
    const loaders: BlockLoaders = {
      Moves: defineBlockLoader(schema, () => Promise.reject(redirect("/new", 301))),
      Fails: defineBlockLoader(schema, () => Promise.reject(data(null, { status: 502 }))),
    };
    const moved = await prepareRoute(routeWith("Moves"), loaders, context).catch((e) => e);
    expect(moved).toBeInstanceOf(Response);
    expect([moved.status, moved.headers.get("Location")]).toEqual([301, "/new"]);
    const failed = await prepareRoute(routeWith("Fails"), loaders, context).catch((e) => e);
    expect(failed.init.status).toBe(502);
  });

  it("still degrades a block whose data fails otherwise, and keeps its page status data", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const loaders: BlockLoaders = {
      Broken: defineBlockLoader(schema, () => Promise.reject(new Error("down"))),
      Missing: defineBlockLoader(schema, () => Promise.resolve({ pageStatus: 404 })),
    };
    const { blockData } = await prepareRoute(routeWith("Broken", "Missing"), loaders, context);
    expect(blockData["uid-0"]).toBeUndefined();
    expect(pageStatusOf(blockData)).toBe(404);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("parsing a rendering's fields", () => {
  const titled = (route: RouteData) => {
    for (const rendering of route.placeholders.main ?? []) rendering.fields = { title: "Hello" };
    return route;
  };

  it("parses a rendering once per process: the same (cached) layout reuses its parse", async () => {
    const fieldsSchema = z.object({ fields: z.object({ title: z.string() }) });
    const parse = vi.spyOn(fieldsSchema, "safeParse");
    const loaders: BlockLoaders = { Title: defineBlockLoader(fieldsSchema) };
    const route = titled(routeWith("Title"));
    const first = await prepareRoute(route, loaders, context);
    const second = await prepareRoute(route, loaders, context);
    expect(second.route.placeholders.main?.[0]?.props).toEqual({ fields: { title: "Hello" } });
    expect(second.route.placeholders.main?.[0]?.props).toBe(
      first.route.placeholders.main?.[0]?.props,
    );
    expect(parse).toHaveBeenCalledTimes(1);
    // Another layout object (a refreshed read) is parsed again.
    await prepareRoute(titled(routeWith("Title")), loaders, context);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it("logs invalid fields on every request, not only the first", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fieldsSchema = z.object({ fields: z.object({ title: z.string() }) });
    const loaders: BlockLoaders = { Title: defineBlockLoader(fieldsSchema) };
    const route = routeWith("Title");
    for (let i = 0; i < 2; i += 1) {
      const { route: prepared } = await prepareRoute(route, loaders, context);
      expect(prepared.placeholders.main?.[0]?.invalid).toBe(true);
    }
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
