// @vitest-environment node
import { delay, graphql, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contentHandlers } from "../mocks/content";
import { siteContent } from "../mocks/fixtures/content";
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

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe("content client: layout", () => {
  it("returns the Sitecore layout of a route with header, main and footer placeholders", async () => {
    const layout = await client.getLayout("carstore-se", "/", "sv");
    expect(layout?.sitecore.context).toMatchObject({
      language: "sv",
      site: { name: "carstore-se" },
    });
    expect(Object.keys(layout?.sitecore.route?.placeholders ?? {})).toEqual([
      "header",
      "main",
      "footer",
    ]);
    expect(layout?.sitecore.route?.fields.metaTitle?.value).toEqual(expect.any(String));
  });

  it("matches paths regardless of case and trailing slash", async () => {
    const layout = await client.getLayout("carstore-se", "/Om-Oss/", "sv");
    expect(layout?.sitecore.route?.name).toBeTruthy();
  });

  it("returns null for a route the site does not have", async () => {
    expect(await client.getLayout("carstore-se", "/finns-inte", "sv")).toBeNull();
  });

  it("sends the API key header and the variables", async () => {
    const seen = vi.fn();
    server.events.on("request:start", ({ request }) => seen(request.headers.get("sc_apikey")));
    await client.getLayout("retail-uk", "/", "en-GB");
    server.events.removeAllListeners();
    expect(seen).toHaveBeenCalledWith("test-key");
  });

  it("rejects a malformed layout at the adapter and logs the reason", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      edge.query("Layout", () =>
        HttpResponse.json({
          data: {
            layout: {
              item: { rendered: { sitecore: { context: {}, route: { placeholders: 3 } } } },
            },
          },
        }),
      ),
    );
    const error = await failureOf(client.getLayout("carstore-se", "/", "sv"));
    expect(error.failure).toBe("invalid-response");
    expect(error.message).toMatch(/layout returned malformed data/);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"event":"upstream.invalid-response"'),
    );
  });

  it("maps an HTTP failure", async () => {
    server.use(http.post(endpoint, () => new HttpResponse("down", { status: 503 })));
    const error = await failureOf(client.getLayout("carstore-se", "/", "sv"));
    expect(error).toMatchObject({ upstream: "content", failure: "http", status: 503 });
  });

  it("maps GraphQL errors", async () => {
    server.use(
      edge.query("Layout", () => HttpResponse.json({ errors: [{ message: "Bad site" }] })),
    );
    const error = await failureOf(client.getLayout("carstore-se", "/", "sv"));
    expect(error).toMatchObject({ failure: "graphql" });
    expect(error.message).toContain("Bad site");
  });

  it("gives up after its timeout", async () => {
    server.use(
      edge.query("Layout", async () => {
        await delay(2_000);
        return HttpResponse.json({ data: { layout: null } });
      }),
    );
    const error = await failureOf(client.getLayout("carstore-se", "/", "sv"));
    expect(error.failure).toBe("timeout");
  });

  it("maps a network failure", async () => {
    server.use(http.post(endpoint, () => HttpResponse.error()));
    expect((await failureOf(client.getLayout("carstore-se", "/", "sv"))).failure).toBe("network");
  });

  it("is refused by the demo service without an API key", async () => {
    const keyless = createContentClient({ endpoint, apiKey: "", timeoutMs: 300, cache: false });
    const error = await failureOf(keyless.getLayout("carstore-se", "/", "sv"));
    expect(error.status).toBe(401);
  });
});

describe("content client: cache", () => {
  it("reads through the 60-second cache: a second read makes no request", async () => {
    const cached = createContentClient({ endpoint, apiKey: "test-key", timeoutMs: 300 });
    const requests = vi.fn();
    server.events.on("request:start", requests);
    await cached.getLayout("carstore-se", "/", "sv");
    await cached.getLayout("carstore-se", "/", "sv");
    await cached.getLayout("carstore-se", "/om-oss", "sv");
    server.events.removeAllListeners();
    expect(requests).toHaveBeenCalledTimes(2);
  });

  it("hands back the same dictionary object while its reads are cached, a new one after", async () => {
    const cached = createContentClient({ endpoint, apiKey: "test-key", timeoutMs: 300 });
    const first = await cached.getDictionary("carstore-se", "sv");
    expect(Object.keys(first).length).toBeGreaterThan(0);
    expect(await cached.getDictionary("carstore-se", "sv")).toBe(first);
    const uncached = createContentClient({ endpoint, apiKey: "k", timeoutMs: 300, cache: false });
    const fresh = await uncached.getDictionary("carstore-se", "sv");
    expect(fresh).toEqual(first);
    expect(await uncached.getDictionary("carstore-se", "sv")).not.toBe(fresh);
  });
});

describe("content client: site routes", () => {
  it("lists every route of the site", async () => {
    const routes = await client.getSiteRoutes("automotive-se", "sv");
    expect(routes.map((route) => route.path)).toEqual(
      Object.keys(siteContent["automotive-se"].pages).sort(),
    );
  });

  it("follows the cursor through every page of results", async () => {
    const afters: (string | null)[] = [];
    server.use(
      edge.query("SiteRoutes", ({ variables }) => {
        const after = (variables.after as string | null | undefined) ?? null;
        afters.push(after);
        const page = after === null ? ["/a", "/b"] : ["/c"];
        return HttpResponse.json({
          data: {
            siteRoutes: {
              total: 3,
              pageInfo: { endCursor: after === null ? "2" : null, hasNext: after === null },
              results: page.map((path) => ({ path, updated: null })),
            },
          },
        });
      }),
    );
    const routes = await client.getSiteRoutes("automotive-se", "sv");
    expect(routes.map((route) => route.path)).toEqual(["/a", "/b", "/c"]);
    expect(afters).toEqual([null, "2"]);
  });
});

describe("content client: shell queries", () => {
  it("reads the dictionary of a site (empty when authors have none)", async () => {
    expect(await client.getDictionary("carstore-se", "sv")).toEqual(expect.any(Object));
  });

  it("logs a dictionary failure and answers with no phrases", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(edge.query("Dictionary", () => HttpResponse.json({ errors: [{ message: "x" }] })));
    expect(await client.getDictionary("carstore-se", "sv")).toEqual({});
    expect(log).toHaveBeenCalledWith(expect.stringContaining("content.dictionary-unavailable"));
  });

  it("reads the navigation tree, three levels deep", async () => {
    const tree = await client.getNavigation("carstore-se:main", "sv");
    expect(tree?.length).toBeGreaterThan(0);
    expect(tree?.[0]).toMatchObject({ url: { path: expect.stringMatching(/^\//) }, children: [] });
  });

  it("logs a navigation failure and gives null navigation (specs)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(edge.query("Navigation", () => new HttpResponse(null, { status: 500 })));
    expect(await client.getNavigation("carstore-se:main", "sv")).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("content.navigation-unavailable"));
  });

  it("gives empty column headers when their query fails (specs)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(edge.query("TableColumnHeaders", () => HttpResponse.error()));
    expect(await client.getColumnHeaders("carstore-se:table", "sv")).toEqual([]);
  });

  it("asks for at most 65 brand logos and 50 wildcard pages", async () => {
    const asked = vi.fn();
    server.events.on("request:start", async ({ request }) => {
      const body = (await request.clone().json()) as { variables: Record<string, unknown> };
      asked(body.variables);
    });
    const logos = await client.getBrandLogos("sv");
    await client.getWildcardPages("carstore-se", "sv");
    server.events.removeAllListeners();
    expect(logos.length).toBeLessThanOrEqual(65);
    expect(logos[0]).toMatchObject({
      brandCode: expect.any(String),
      logo: { src: expect.any(String) },
    });
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ first: 65 }));
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ first: 50 }));
  });

  it("reads the languages of a route and the site root", async () => {
    const languages = await client.getLanguages("carstore-fi", "/", "fi");
    expect(languages.current?.name).toBe("fi");
    expect(await client.getSiteRoot("carstore-fi", "fi")).toEqual({
      homePath: "/",
      rootParentId: "root-carstore-fi",
    });
  });
});

describe("content client: site settings", () => {
  it("returns the settings authors own", async () => {
    const settings = await client.getSiteSettings("retail-uk", "en-GB");
    expect(settings.titleTemplate).toContain("%s");
    expect(settings.pathToCarList?.url).toMatch(/^\//);
  });

  it("rejects a title template without %s", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      edge.query("SiteSettings", () =>
        HttpResponse.json({
          data: {
            siteSettings: {
              name: "X",
              url: "https://x.example",
              titleTemplate: "X",
              gtmID: null,
              pathToCarList: null,
            },
          },
        }),
      ),
    );
    const error = await failureOf(client.getSiteSettings("retail-uk", "en-GB"));
    expect(error.message).toContain("titleTemplate must contain %s");
  });

  it("fails when the site has no settings", async () => {
    await failureOf(client.getSiteSettings("nosuchsite", "en"));
  });
});
