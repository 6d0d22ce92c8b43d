// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../env";
import { redirectMiddleware } from "./redirects";
import {
  parseHost,
  requestHost,
  resolvedSite,
  resolveRequestHost,
  trustedForwardedHost,
} from "./request-host";

describe("parseHost", () => {
  it.each([
    ["automotive-se.localhost:4319", "automotive-se.localhost", 4319],
    ["Example.COM", "example.com", undefined],
    ["example.com.", "example.com", undefined],
    ["www.example.co.uk:443", "www.example.co.uk", 443],
    ["127.0.0.1:8080", "127.0.0.1", 8080],
    ["localhost", "localhost", undefined],
    ["[::1]:3000", "[::1]", 3000],
    ["[::1]", "[::1]", undefined],
    ["[2001:db8::1]", "[2001:db8::1]", undefined],
    ["xn--bcher-kva.example", "xn--bcher-kva.example", undefined],
    [" example.com ", "example.com", undefined],
  ])("accepts %j", (value, hostname, port) => {
    expect(parseHost(value)).toEqual({
      hostname,
      port,
      host: port === undefined ? hostname : `${hostname}:${port}`,
    });
  });

  it.each([
    "www.automotive-se.localhost:80@evil.example",
    "automotive-se.localhost:80@evil.example",
    "user@automotive-se.localhost",
    "user:password@automotive-se.localhost",
    "evil.com#.automotive-se.localhost",
    "evil.com?.automotive-se.localhost",
    "evil.com/.automotive-se.localhost",
    "evil.com\\.automotive-se.localhost",
    "evil.com .automotive-se.localhost",
    "evil.com\t.automotive-se.localhost",
    "evil.example, automotive-se.localhost",
    "%65vil.example",
    "",
    " ",
    ":80",
    "site.localhost:",
    "site.localhost:0",
    "site.localhost:65536",
    "site.localhost:123456",
    "site.localhost:80:80",
    "site.localhost:http",
    "site.localhost:-1",
    "[::1",
    "::1",
    "[evil.example]",
    "[::1]x",
    "[::1]:80@evil",
    "-bad.example",
    "bad-.example",
    "a..b",
    ".example",
    "under_score.example",
    `${"a".repeat(64)}.example`,
    `${"a.".repeat(127)}example`,
    "exämple.com",
  ])("refuses %j", (value) => {
    expect(parseHost(value)).toBeNull();
  });
});

describe("trustedForwardedHost", () => {
  it.each([
    ["site.example", 0, undefined],
    ["evil.example, site.example", 0, undefined],
    ["site.example", 1, "site.example"],
    ["evil.example, site.example", 1, "site.example"],
    ["evil.example,site.example", 1, "site.example"],
    ["evil.example, cdn.example, lb.example", 2, "cdn.example"],
    ["site.example", 3, "site.example"],
  ])("%j with %i trusted hops -> %j", (header, hops, expected) => {
    expect(trustedForwardedHost(header, hops)).toBe(expected);
  });
});

describe("resolveRequestHost", () => {
  const forged = {
    host: "automotive-se.localhost:4319",
    "x-forwarded-host": "www.automotive-se.localhost:80@evil.example",
  };

  it("ignores X-Forwarded-Host when no proxy is trusted", () => {
    expect(resolveRequestHost(forged, 0)).toMatchObject({
      ok: true,
      from: "host",
      host: { host: "automotive-se.localhost:4319" },
    });
  });

  it("refuses a malformed X-Forwarded-Host from a trusted proxy", () => {
    expect(resolveRequestHost(forged, 1)).toEqual({
      ok: false,
      reason: "malformed x-forwarded-host",
    });
  });

  it("uses a well-formed X-Forwarded-Host from a trusted proxy", () => {
    expect(
      resolveRequestHost({ host: "10.0.0.5:3000", "x-forwarded-host": "Example.SE" }, 1),
    ).toMatchObject({ ok: true, from: "x-forwarded-host", host: { host: "example.se" } });
  });

  it("falls back to Host when the forwarded header is empty, and needs one of them", () => {
    expect(resolveRequestHost({ host: "example.se", "x-forwarded-host": " " }, 1)).toMatchObject({
      ok: true,
      from: "host",
    });
    expect(resolveRequestHost({}, 0)).toEqual({ ok: false, reason: "no host" });
    expect(resolveRequestHost({ host: "evil.com#.example.se" }, 0)).toEqual({
      ok: false,
      reason: "malformed host",
    });
  });
});

/** The edge's host and redirect steps, and what the rest of the pipeline then sees. */
async function edge(env: Record<string, string> = {}) {
  const config = loadConfig(env);
  const app = express();
  app.set("trust proxy", config.trustProxyHops);
  app.use(requestHost(config));
  app.use(redirectMiddleware(config));
  app.use((req, res) => {
    res.json({
      host: req.get("host"),
      hostname: req.hostname,
      forwarded: req.get("x-forwarded-host") ?? null,
    });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const send = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const request = http.request(
          { host: "127.0.0.1", port, path, headers: { connection: "close", ...headers } },
          (response) => {
            let body = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (body += chunk));
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
            );
          },
        );
        request.on("error", reject);
        request.end();
      },
    );
  return { send, close: () => server.close() };
}

describe("requestHost and the redirect step", () => {
  let close: () => void = () => undefined;
  afterEach(() => {
    close();
    vi.restoreAllMocks();
  });

  it("with trust off, a forged X-Forwarded-Host changes nothing and is dropped", async () => {
    const server = await edge();
    close = server.close;
    const response = await server.send("/kontakt", {
      host: "automotive-se.localhost:4319",
      "x-forwarded-host": "www.automotive-se.localhost:80@evil.example",
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      host: "automotive-se.localhost:4319",
      hostname: "automotive-se.localhost",
      forwarded: null,
    });
    expect(response.headers.vary ?? "").not.toMatch(/forwarded/i);
  });

  it("with trust off, www goes to the site's own host whatever X-Forwarded-Host says", async () => {
    const server = await edge();
    close = server.close;
    const response = await server.send("/kontakt?a=1", {
      host: "www.automotive-se.localhost:4319",
      "x-forwarded-host": "www.automotive-se.localhost:80@evil.example",
    });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("http://automotive-se.localhost:4319/kontakt?a=1");
  });

  it("with trust on, a malformed X-Forwarded-Host is a 400 nobody stores", async () => {
    const server = await edge({ TRUST_PROXY_HOPS: "1" });
    close = server.close;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const forwarded of [
      "www.automotive-se.localhost:80@evil.example",
      "evil.com#.automotive-se.localhost",
      "evil.com/x",
    ]) {
      const response = await server.send("/kontakt", {
        host: "automotive-se.localhost:4319",
        "x-forwarded-host": forwarded,
      });
      expect(response.status, forwarded).toBe(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it("with trust on, a proxy's host is honoured and caches are told", async () => {
    const server = await edge({ TRUST_PROXY_HOPS: "1" });
    close = server.close;
    const response = await server.send("/kontakt", {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "evil.example, www.automotive-se.localhost:8080",
      "x-forwarded-proto": "https",
    });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("https://automotive-se.localhost:8080/kontakt");
    expect(response.headers.vary).toMatch(/X-Forwarded-Host/);
    expect(response.headers.vary).toMatch(/X-Forwarded-Proto/);
  });

  it("builds the www redirect from the configured production host", async () => {
    const server = await edge({ SITE_HOSTS: "automotive-se=www.example.se|example.se" });
    close = server.close;
    const response = await server.send("//evil.example/x", { host: "www.example.se" });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("http://example.se//evil.example/x");
  });

  it("never applies another site's table, or any table to an unknown host", async () => {
    const server = await edge();
    close = server.close;
    // /meista is a carstore-fi rule.
    const own = await server.send("/meista", { host: "carstore-fi.localhost" });
    expect(own.status).toBe(301);
    const requests: Record<string, string>[] = [
      { host: "automotive-se.localhost", "x-forwarded-host": "carstore-fi.localhost" },
      { host: "evil.example" },
      { host: "www.carstore-fi.localhost" },
      { host: "www.evil.example" },
    ];
    for (const headers of requests) {
      const response = await server.send("/meista", headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("refuses request targets that are not paths, and hosts that are not host names", async () => {
    const server = await edge();
    close = server.close;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const absolute = await server.send("http://evil.example/kontakt", {
      host: "automotive-se.localhost",
    });
    expect(absolute.status).toBe(400);
    for (const host of ["evil.com#.automotive-se.localhost", "a b", "site.localhost:99999"]) {
      expect((await server.send("/", { host })).status, host).toBe(400);
    }
    expect((await server.send("/", { host: "[::1]:4319" })).status).toBe(200);
  });

  it("logs a refused table redirect and falls through", async () => {
    const server = await edge();
    close = server.close;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = await server.send("/bilar?br=../../..//evil.com&so=1", {
      host: "automotive-se.localhost",
    });
    const location = response.headers.location;
    if (location) expect(location).toMatch(/^\/(?![/\\])/);
    expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toContain("redirect.refused");
  });
});

describe("the site, resolved once with the host", () => {
  async function siteOf(headers: Record<string, string>, env: Record<string, string> = {}) {
    const config = loadConfig(env);
    const app = express();
    app.set("trust proxy", config.trustProxyHops);
    app.use(requestHost(config));
    app.use((_req, res) => {
      const site = resolvedSite(res);
      res.json(site.kind === "site" ? site.site.id : site.kind);
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // node:http, not fetch: fetch does not send a Host header of our own.
    const body = await new Promise<string>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path: "/kontakt", headers: { connection: "close", ...headers } },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve(text));
        },
      );
      request.on("error", reject);
      request.end();
    });
    server.close();
    return JSON.parse(body) as string;
  }

  it.each<[string, Record<string, string>, Record<string, string>, string]>([
    ["a demo site host", { host: "automotive-se.localhost:4319" }, {}, "automotive-se"],
    ["upper case, trailing dot", { host: "CARSTORE-SE.LOCALHOST.:4319" }, {}, "carstore-se"],
    ["bare localhost", { host: "localhost:4319" }, {}, "directory"],
    ["a host of no site", { host: "evil.example" }, {}, "unknown"],
    [
      "a configured host",
      { host: "www.example.se" },
      { SITE_HOSTS: "retail-uk=www.example.se" },
      "retail-uk",
    ],
    [
      "a forged X-Forwarded-Host without trusted proxies",
      { host: "automotive-se.localhost", "x-forwarded-host": "carstore-se.localhost" },
      {},
      "automotive-se",
    ],
    [
      "X-Forwarded-Host from a trusted proxy",
      { host: "10.0.0.1", "x-forwarded-host": "carstore-se.localhost" },
      { TRUST_PROXY_HOPS: "1" },
      "carstore-se",
    ],
  ])("%s", async (_name, headers, env, expected) => {
    expect(await siteOf(headers, env)).toBe(expected);
  });
});
