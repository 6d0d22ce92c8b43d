// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { reportDegraded } from "../../api-adapters/shared/degradation";
import { loadConfig } from "../env";
import { degradationScope } from "./degradation-scope";
import { requestHost } from "./request-host";
import { responseCache, sharedMaxAgeSeconds } from "./response-cache";

const publicPage = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The edge steps the cache relies on, then the cache, then `render` (counted). */
async function serve(render: RequestHandler, maxBytes = 1024 * 1024) {
  const clock = { now: 1_000_000 };
  const rendered: string[] = [];
  const app = express();
  app.use(requestHost(loadConfig({})));
  app.use(degradationScope());
  app.use(responseCache({ maxBytes, now: () => clock.now }));
  app.use((req, res, next) => {
    rendered.push(req.originalUrl);
    render(req, res, next);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const request = (path: string, init: Init = {}) => send(port, path, init);
  return { request, rendered, clock };
}

interface Init {
  method?: string;
  site?: string;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  headers: { get(name: string): string | undefined };
  text(): Promise<string>;
}

/** A request with the site's Host header (fetch would not send one of ours). */
function send(port: number, path: string, { method = "GET", site = "carstore-se", headers }: Init) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        headers: { host: `${site}.localhost:${port}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: { get: (name) => response.headers[name.toLowerCase()]?.toString() },
            text: () => Promise.resolve(Buffer.concat(chunks).toString("utf8")),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** A document as entry.server sends it: headers set, then the body written in chunks. */
const document =
  (headers: Record<string, string> = {}, status = 200): RequestHandler =>
  (req, res) => {
    res.status(status).set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": publicPage,
      "Content-Security-Policy": `script-src 'self' 'sha256-${req.originalUrl}'`,
      ...headers,
    });
    res.write("<!DOCTYPE html><html>");
    res.end(Buffer.from(`<body>${req.originalUrl}</body></html>`));
  };

describe("responseCache", () => {
  it("keeps a public document with its own CSP for its s-maxage, then renders it again", async () => {
    const { request, rendered, clock } = await serve(document());
    const first = await request("/kop-bil?car_fuel=El");
    clock.now += 30_000;
    const second = await request("/kop-bil?car_fuel=El");
    expect(rendered).toEqual(["/kop-bil?car_fuel=El"]);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(second.headers.get("cache-control")).toBe(publicPage);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    // Downstream caches count the time it spent here against the same s-maxage.
    expect(second.headers.get("age")).toBe("30");

    clock.now += 30_000;
    await request("/kop-bil?car_fuel=El");
    expect(rendered).toHaveLength(2);
  });

  it("keeps one document per site, path and query", async () => {
    const { request, rendered } = await serve(document());
    for (const [site, path] of [
      ["carstore-se", "/"],
      ["carstore-no", "/"],
      ["carstore-se", "/?page=2"],
      ["carstore-se", "/kontakt"],
    ] as const) {
      expect(await (await request(path, { site })).text()).toContain(`<body>${path}</body>`);
      await request(path, { site });
    }
    expect(rendered).toHaveLength(4);
  });

  it("keeps its own copy of the bytes written, a byte array whole or text", async () => {
    // A writer may reuse its buffer once the socket has it (React Router writes the response's
    // stream chunks, plain byte arrays): the kept answer must not change with it, even when
    // the answer is that one chunk.
    const reused = new TextEncoder().encode("<!DOCTYPE html><body>först</body></html>");
    const { request, rendered } = await serve((req, res) => {
      res
        .status(200)
        .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": publicPage });
      if (req.path === "/text") res.write("<!DOCTYPE html>");
      res.end(req.path === "/text" ? "<body>text</body>" : reused, () => reused.fill(0x21));
    });
    const first = await (await request("/")).text();
    expect(await (await request("/")).text()).toBe(first);
    expect(first).toBe("<!DOCTYPE html><body>först</body></html>");
    expect(await (await request("/text")).text()).toBe("<!DOCTYPE html><body>text</body>");
    expect(await (await request("/text")).text()).toBe("<!DOCTYPE html><body>text</body>");
    expect(rendered).toEqual(["/", "/text"]);
  });

  it("answers a HEAD from a kept document, but a HEAD never fills it", async () => {
    const { request, rendered } = await serve(document());
    await request("/", { method: "HEAD" });
    await request("/", { method: "HEAD" });
    expect(rendered).toHaveLength(2);
    await request("/");
    const head = await request("/", { method: "HEAD" });
    expect(rendered).toHaveLength(3);
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  const neverKept: [string, RequestHandler, Init?, string?][] = [
    ["a personal page (private, no-store)", document({ "Cache-Control": "private, no-store" })],
    ["an editing render (no-store)", document({ "Cache-Control": "no-store" })],
    ["a failed page (500)", document({}, 500)],
    ["a not-found page", document({ "Cache-Control": "public, max-age=0, s-maxage=60" }, 404)],
    ["a page that sets a cookie", document({ "Set-Cookie": "session=abc; HttpOnly" })],
    ["a page that varies by cookie", document({ Vary: "Cookie" })],
    ["a page without s-maxage", document({ "Cache-Control": "public, max-age=3600" })],
    [
      "a partial page (a part degraded: no-store at the edge)",
      (req, res, next) => {
        reportDegraded("block:CarList");
        document()(req, res, next);
      },
    ],
    ["a request with credentials", document(), { headers: { authorization: "Bearer x" } }],
    ["a data request", document(), {}, "/kop-bil.data"],
    ["a resource route", document(), {}, "/api/cars/1"],
  ];
  it.each(neverKept)("never keeps %s", async (_name, render, init = {}, path = "/") => {
    const { request, rendered } = await serve(render);
    await request(path, init);
    await request(path, init);
    expect(rendered).toEqual([path, path]);
  });

  it("keeps no more than its bytes: the least recently used page goes first", async () => {
    const { request, rendered } = await serve(document(), 2 * 1024 + 200);
    await request("/a");
    await request("/b");
    await request("/a");
    await request("/c");
    await request("/a");
    await request("/b");
    expect(rendered).toEqual(["/a", "/b", "/c", "/b"]);
  });
});

describe("sharedMaxAgeSeconds", () => {
  it.each([
    [200, { "cache-control": publicPage }, 60],
    [200, { "cache-control": "public, s-maxage=3600", vary: "Accept-Encoding" }, 3600],
    [200, { "cache-control": "public, s-maxage=60", vary: "X-Forwarded-Host" }, 60],
    [200, { "cache-control": "public, s-maxage=60, no-cache" }, 0],
    [200, { "cache-control": "public, s-maxage=0" }, 0],
    [200, { "cache-control": "public, s-maxage=abc" }, 0],
    [200, { "cache-control": "s-maxage=60" }, 0],
    [200, { "cache-control": publicPage, vary: "*" }, 0],
    [203, { "cache-control": publicPage }, 0],
  ] as const)("status %s with %j: %s s", (status, headers, seconds) => {
    expect(sharedMaxAgeSeconds(status, headers)).toBe(seconds);
  });
});
