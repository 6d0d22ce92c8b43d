// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { imageRoute, parseImageQuery, type ImageRouteOptions } from "./image";
import { QueueFullError, TransformQueue } from "./transform-queue";

// Counts sharp pipelines, so a test can tell a cached answer from a new transform.
const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("sharp", async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof sharp }>()).default;
  const counted = (...args: Parameters<typeof sharp>) => {
    sharpCalls.count += 1;
    return actual(...args);
  };
  return { default: Object.assign(counted, actual) };
});

async function listen(app: http.RequestListener): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

const q = (source: string, width = 320) => `url=${encodeURIComponent(source)}&w=${width}`;

describe("image query", () => {
  const options = { mediaOrigin: "https://media.example", allowedHosts: ["cdn.example"] };

  it("has one canonical spelling per image and width", () => {
    expect(parseImageQuery(q("/-/media/a b.jpg"), options)).toMatchObject({
      width: 320,
      canonicalQuery: q("/-/media/a%20b.jpg"),
    });
    // An absolute media-host URL is the media path; spellings of the same request agree.
    for (const raw of [
      "url=/-/media/a.jpg&w=320",
      "w=320&url=%2F-%2Fmedia%2Fa.jpg",
      "url=%2F%2D%2F%6Dedia%2Fa.jpg&w=0320",
      `url=${encodeURIComponent("https://media.example/-/media/a.jpg")}&w=320`,
    ]) {
      expect(parseImageQuery(raw, options)).toMatchObject({ canonicalQuery: q("/-/media/a.jpg") });
    }
    expect(parseImageQuery(q("https://cdn.example/a.jpg"), options)).toMatchObject({
      canonicalQuery: q("https://cdn.example/a.jpg"),
    });
  });

  it.each([
    ["a query inside url", q("/-/media/a.jpg?x=1"), 400],
    ["an empty query inside url", q("/-/media/a.jpg?"), 400],
    ["a fragment inside url", q("/-/media/a.jpg#x"), 400],
    ["a query on an allowed host", q("https://cdn.example/a.jpg?v=2"), 400],
    ["an unknown parameter", `${q("/-/media/a.jpg")}&cb=1`, 400],
    ["url twice", `${q("/-/media/a.jpg")}&url=x`, 400],
    ["w twice", `${q("/-/media/a.jpg")}&w=640`, 400],
    ["no url", "w=320", 400],
    ["a width that is no device size", q("/-/media/a.jpg", 500), 400],
    ["w=abc", "url=%2F-%2Fmedia%2Fa.jpg&w=abc", 400],
    ["a traversal out of the media folder", q("/-/media/../../sitecore/shell"), 400],
    ["an encoded traversal", q("/-/media/%2e%2e/%2e%2e/x.jpg"), 400],
    ["an encoded slash", q("/-/media/a%2f..%2fb.jpg"), 400],
    ["a backslash", q("/-/media\\..\\x.jpg"), 400],
    ["a media-host URL outside media", q("https://media.example/sitecore/shell"), 400],
    ["a media-host URL on another port", q("https://media.example:8443/-/media/a.jpg"), 403],
    ["a media-host URL over http", q("http://media.example/-/media/a.jpg"), 403],
    ["a host not on the list", q("https://evil.example/a.jpg"), 403],
    ["credentials", q("https://u:p@cdn.example/a.jpg"), 403],
  ] as const)("refuses %s", (_name, raw, status) => {
    expect(parseImageQuery(raw, options)).toMatchObject({ status });
  });
});

describe("transform queue", () => {
  it("runs a few at once, lets a few wait, refuses the rest", async () => {
    const queue = new TransformQueue(1, 1);
    const releases: (() => void)[] = [];
    const job = () => new Promise<string>((resolve) => releases.push(() => resolve("done")));
    const first = queue.run(job);
    const second = queue.run(job);
    await expect(queue.run(job)).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.size).toEqual({ running: 1, waiting: 1 });
    releases.shift()?.();
    expect(await first).toBe("done");
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    releases.shift()?.();
    expect(await second).toBe("done");
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot when a job fails", async () => {
    const queue = new TransformQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error("bad")))).rejects.toThrow("bad");
    expect(await queue.run(() => Promise.resolve(1))).toBe(1);
  });
});

describe("image route", () => {
  let png: Buffer;
  let media: { url: string; close: () => void };
  const fetched: string[] = [];
  let delayMs = 0;
  beforeAll(async () => {
    png = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    // The media host lives on a private address (127.0.0.1): configured, so it is trusted.
    media = await listen((req, res) => {
      fetched.push(req.url ?? "");
      setTimeout(() => res.writeHead(200, { "Content-Type": "image/png" }).end(png), delayMs);
    });
  });
  afterAll(() => media.close());
  beforeEach(() => {
    fetched.length = 0;
    delayMs = 0;
    sharpCalls.count = 0;
  });

  async function route(options: Partial<ImageRouteOptions> = {}) {
    const app = express();
    app.get(
      "/api/image",
      imageRoute({ mediaOrigin: media.url, allowedHosts: [], timeoutMs: 2000, ...options }),
    );
    const server = await listen(app);
    const get = (query: string, accept = "image/avif,image/webp,*/*") =>
      fetch(`${server.url}/api/image?${query}`, { headers: { accept }, redirect: "manual" });
    return { get, close: server.close };
  }

  it("serves a media host on a private address (configured hosts are trusted)", async () => {
    const { get, close } = await route();
    try {
      const response = await get(q("/-/media/private.png", 640), "image/webp");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640);
      expect(fetched).toEqual(["/-/media/private.png"]);
    } finally {
      close();
    }
  });

  it.each([
    // A name whose DNS answer is private (as a rebinding attack would make it), vetted on connect.
    ["a name", "localhost", "127.0.0.1"],
    // An address literal, vetted before connecting.
    ["an address", "127.0.0.1", "localhost"],
  ])(
    "refuses an allow-listed host at %s that is private, fetching nothing",
    async (_kind, allowedHost, mediaHost) => {
      const { port } = new URL(media.url);
      const { get, close } = await route({
        mediaOrigin: `http://${mediaHost}:${port}`,
        allowedHosts: [allowedHost],
      });
      try {
        const response = await get(q(`http://${allowedHost}:${port}/-/media/a.png`));
        expect(response.status).toBe(403);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(fetched).toEqual([]);
      } finally {
        close();
      }
    },
  );

  it("answers a repeat from the cache, without fetching or sharp", async () => {
    const { get, close } = await route();
    try {
      expect((await get(q("/-/media/cached.png"))).status).toBe(200);
      const calls = sharpCalls.count;
      expect(calls).toBeGreaterThan(0);
      const again = await get(q("/-/media/cached.png"));
      expect(again.status).toBe(200);
      expect(again.headers.get("content-type")).toBe("image/avif");
      expect(sharpCalls.count).toBe(calls);
      expect(fetched).toEqual(["/-/media/cached.png"]);
      // Another format is another entry.
      expect((await get(q("/-/media/cached.png"), "image/webp")).status).toBe(200);
      expect(fetched).toHaveLength(2);
    } finally {
      close();
    }
  });

  it("shares one transform among concurrent requests for the same image", async () => {
    delayMs = 100;
    const { get, close } = await route();
    try {
      const statuses = await Promise.all(
        Array.from({ length: 4 }, () => get(q("/-/media/same.png")).then((r) => r.status)),
      );
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(fetched).toEqual(["/-/media/same.png"]);
    } finally {
      close();
    }
  });

  it("answers 503 with Retry-After once the slots and the queue are full", async () => {
    delayMs = 300;
    const { get, close } = await route({ concurrency: 1, maxWaiting: 2 });
    try {
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => get(q(`/-/media/busy-${i}.png`))),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([200, 200, 200, 503, 503]);
      const busy = responses.find((response) => response.status === 503);
      expect(busy?.headers.get("retry-after")).toBe("5");
      expect(busy?.headers.get("cache-control")).toBe("no-store");
      expect(fetched).toHaveLength(3);
    } finally {
      close();
    }
  });

  it("redirects another spelling of a valid request to the canonical URL, fetching nothing", async () => {
    const { get, close } = await route();
    try {
      const response = await get("w=320&url=/-/media/a.png");
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(`/api/image?${q("/-/media/a.png")}`);
      expect(fetched).toEqual([]);
    } finally {
      close();
    }
  });

  it.each([
    [q("/-/media/a.png?cb=1"), 400],
    [`${q("/-/media/a.png")}&cb=1`, 400],
    [q("/-/media/%2e%2e/%2e%2e/sitecore/shell"), 400],
    [q("https://evil.example/a.png"), 403],
  ])("refuses %s with no-store, fetching nothing", async (query, status) => {
    const { get, close } = await route();
    try {
      const response = await get(query);
      expect(response.status).toBe(status);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(fetched).toEqual([]);
    } finally {
      close();
    }
  });
});
