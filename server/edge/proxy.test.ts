// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isExecutableType, proxyTo, upstreamTarget } from "./proxy";
import { checkUpstreamPath, contentHostMount, mediaMount } from "./upstream-path";

async function listen(app: http.RequestListener): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Sends a request target verbatim (no client-side URL normalisation). */
function rawGet(base: string, path: string): Promise<{ status: number; cache: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: String(response.headers["cache-control"] ?? ""),
          }),
        );
      })
      .on("error", reject);
  });
}

/** Every spelling of "go up", sideways or out that a server or URL parser might honour. */
const traversals = [
  "../../sitecore/shell",
  "%2e%2e/%2e%2e/sitecore/shell",
  "%2E%2E/%2E%2E/sitecore/shell",
  "%2e./x",
  "%2E./x",
  ".%2e/x",
  ".%2E/x",
  "%252e%252e/%252e%252e/sitecore/shell",
  "%25252e%25252e/x",
  "./x",
  "%2e/x",
  "a/../../x",
  "..;/x",
  "..%20/x",
  "...%20/x",
  "a%2f..%2f..%2fsitecore%2fshell",
  "a%2F..%2F..%2Fx",
  "a%5c..%5c..%5cx",
  "a%5C..%5Cx",
  "a\\..\\..\\x",
  "a\\x",
  "a%00.jpg",
  "a%0d%0aX-Injected:1",
  "a%7f",
  "%c0%ae%c0%ae/x",
  "%u002e%u002e/x",
  "%zz",
  "%ef%bc%8e%ef%bc%8e/x",
  "a/%ef%bc%8f..%ef%bc%8fx",
  "a//x",
] as const;

describe("upstream paths", () => {
  const mounts = [
    ["/-/media/", mediaMount],
    ["/-/jssmedia/", mediaMount],
    ["/sitecore/api/", contentHostMount],
    ["/sitecore/service/", contentHostMount],
    ["/-/", contentHostMount],
  ] as const;
  for (const [prefix, mount] of mounts) {
    it.each(traversals)(`refuses ${prefix}%s`, (tail) => {
      expect(checkUpstreamPath(`${prefix}${tail}`, mount).ok).toBe(false);
    });
  }

  it.each([
    ["/-/media/cars/a.jpg", mediaMount],
    ["/-/MEDIA/Cars/Bil%20A.jpg", mediaMount],
    ["/-/jssmedia/sites/%C3%A5r.png", mediaMount],
    ["/-/media/a..b.jpg", mediaMount],
    ["/-/media/.well-hidden.jpg", mediaMount],
    ["/sitecore/api/layout/render/jss", contentHostMount],
    ["/sitecore/service/keepalive.aspx", contentHostMount],
    ["/-/speak/v1/a.js", contentHostMount],
  ] as const)("lets %s through", (path, mount) => {
    expect(checkUpstreamPath(path, mount)).toEqual({ ok: true });
  });

  it.each([
    ["/sitecore/shell/", contentHostMount],
    ["/sitecore/apix/a", contentHostMount],
    ["/-", contentHostMount],
    // The content host's mount reaches neither media path, however spelt.
    ["/-/media/a.jpg", contentHostMount],
    ["/-/Media/a.jpg", contentHostMount],
    ["/-/JSSMEDIA/a.jpg", contentHostMount],
    ["/-/%6dedia/a.jpg", contentHostMount],
    ["/-/%6Assmedia/a.jpg", contentHostMount],
    ["/-/%EF%BD%8Dedia/a.jpg", contentHostMount],
    ["/sitecore/api/a.jpg", mediaMount],
    ["/-/mediax/a.jpg", mediaMount],
    ["/-/media", mediaMount],
    ["sitecore/api/x", contentHostMount],
  ] as const)("keeps %s out of its mount", (path, mount) => {
    expect(checkUpstreamPath(path, mount).ok).toBe(false);
  });

  it("builds the target by concatenation: the origin cannot change", () => {
    const origin = "https://cms.example";
    expect(upstreamTarget("/sitecore/api/a?b=1", origin, contentHostMount)).toEqual({
      url: new URL("https://cms.example/sitecore/api/a?b=1"),
    });
    for (const path of ["//evil.example/sitecore/api/x", "/sitecore/api/@evil.example"]) {
      const target = upstreamTarget(path, origin, contentHostMount);
      if ("url" in target) expect(target.url.origin).toBe(origin);
    }
  });
});

describe("proxies refuse traversal before any upstream request", () => {
  let upstream: { url: string; close: () => void };
  const seen: { path: string; key: string | undefined }[] = [];
  beforeAll(async () => {
    upstream = await listen((req, res) => {
      seen.push({ path: req.url ?? "", key: req.headers.sc_apikey as string | undefined });
      if (req.url === "/-/media/to-cms") {
        res.writeHead(302, { Location: "/sitecore/shell/" }).end();
      } else if (req.url === "/sitecore/api/to-media") {
        res.writeHead(302, { Location: "/-/media/a.jpg" }).end();
      } else {
        res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
      }
    });
  });
  afterAll(() => upstream.close());
  beforeEach(() => {
    seen.length = 0;
  });

  /** The app's wiring: the media proxy first, the content host's proxy with its key after it. */
  async function edge() {
    const app = express();
    app.use(
      ["/-/media", "/-/jssmedia"],
      proxyTo({ origin: upstream.url, mount: mediaMount, timeoutMs: 1000 }),
    );
    app.use(
      ["/sitecore/api", "/sitecore/service", "/-"],
      proxyTo({
        origin: upstream.url,
        mount: contentHostMount,
        timeoutMs: 1000,
        headers: { sc_apikey: "secret-key" },
      }),
    );
    app.use((_req, res) => res.status(404).end());
    return listen(app);
  }

  const prefixes = ["/-/media/", "/-/jssmedia/", "/sitecore/api/", "/sitecore/service/", "/-/"];
  it.each(prefixes.flatMap((prefix) => traversals.map((tail) => `${prefix}${tail}`)))(
    "GET %s -> 400, no-store, nothing sent upstream",
    async (path) => {
      const server = await edge();
      try {
        const response = await rawGet(server.url, path);
        expect(response.status).toBe(400);
        expect(response.cache).toBe("no-store");
        expect(seen).toEqual([]);
      } finally {
        server.close();
      }
    },
  );

  it("sends the API key only to the content host's paths, never with media paths", async () => {
    const server = await edge();
    try {
      expect((await rawGet(server.url, "/sitecore/api/layout")).status).toBe(200);
      expect((await rawGet(server.url, "/-/media/a.jpg")).status).toBe(200);
      expect((await rawGet(server.url, "/-/Media/a.jpg")).status).toBe(200);
      expect((await rawGet(server.url, "/-/%6dedia/a.jpg")).status).toBe(400);
      expect(seen).toEqual([
        { path: "/sitecore/api/layout", key: "secret-key" },
        { path: "/-/media/a.jpg", key: undefined },
        { path: "/-/Media/a.jpg", key: undefined },
      ]);
    } finally {
      server.close();
    }
  });

  it("passes on no upstream redirect that leaves the mount", async () => {
    const server = await edge();
    try {
      expect((await rawGet(server.url, "/-/media/to-cms")).status).toBe(502);
      expect((await rawGet(server.url, "/sitecore/api/to-media")).status).toBe(502);
    } finally {
      server.close();
    }
  });
});

describe("upstream files that would run or style our pages are not served from our origin", () => {
  it.each([
    ["text/javascript", true],
    ["application/javascript; charset=utf-8", true],
    ["Application/X-JavaScript", true],
    ["text/ecmascript", true],
    ["application/x-ecmascript", true],
    ["text/javascript1.5", true],
    ["text/jscript", true],
    ["text/livescript", true],
    ["text/css", true],
    ["image/jpeg", false],
    ["image/svg+xml", false],
    ["application/pdf", false],
    ["application/json", false],
    ["text/plain", false],
    [null, false],
  ])("%s -> %s", (type, executable) => {
    expect(isExecutableType(type)).toBe(executable);
  });

  it("answers 502 for a script from the media host and passes an image on", async () => {
    const upstream = await listen((req, res) => {
      const script = req.url?.endsWith(".js");
      res
        .writeHead(200, { "Content-Type": script ? "text/javascript" : "image/jpeg" })
        .end(script ? "alert(1)" : "jpeg");
    });
    const app = express();
    app.use(["/-/media"], proxyTo({ origin: upstream.url, mount: mediaMount, timeoutMs: 1000 }));
    const server = await listen(app);
    try {
      expect(await rawGet(server.url, "/-/media/upload/x.js")).toEqual({
        status: 502,
        cache: "no-store",
      });
      expect((await rawGet(server.url, "/-/media/upload/x.jpg")).status).toBe(200);
    } finally {
      server.close();
      upstream.close();
    }
  });
});
