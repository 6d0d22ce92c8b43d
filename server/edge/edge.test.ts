// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveImageSource } from "./image";
import { isPrivateAddress, resolvesToPrivateAddress } from "./private-address";
import { proxyTo } from "./proxy";
import { isDocumentRequest } from "./request-host";
import { mediaMount } from "./upstream-path";

async function listen(app: http.RequestListener): Promise<{ url: string; close: () => void }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe("private addresses", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "0.0.0.0",
    "100.64.0.1",
    "::1",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
  ])("%s is private", (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(["8.8.8.8", "172.32.0.1", "2a00:1450:4001::1"])("%s is public", (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
  it("treats localhost and unresolvable names as private", async () => {
    expect(await resolvesToPrivateAddress("localhost")).toBe(true);
    expect(await resolvesToPrivateAddress("no-such-host.invalid")).toBe(true);
    expect(await resolvesToPrivateAddress("[::1]")).toBe(true);
  });
});

describe("image sources", () => {
  const options = {
    mediaOrigin: "https://media.example",
    allowedHosts: ["cdn.example"],
    timeoutMs: 1000,
  };
  it("fetches media paths from the media host", () => {
    expect(resolveImageSource("/-/media/a.jpg", options)).toMatchObject({
      url: new URL("https://media.example/-/media/a.jpg"),
    });
  });
  it("allows the media host's media paths and allow-listed hosts", () => {
    expect(resolveImageSource("https://cdn.example/a.jpg", options)).toHaveProperty("url");
    expect(resolveImageSource("https://media.example/-/media/a.jpg", options)).toHaveProperty(
      "url",
    );
    // The media host serves media only (its address is trusted, so nothing else is reachable).
    expect(resolveImageSource("https://media.example/a.jpg", options)).toHaveProperty("error");
  });
  it.each([
    "https://evil.example/a.jpg",
    "//cdn.example/a.jpg",
    "/\\cdn.example/a.jpg",
    "/healthz",
    "ftp://cdn.example/a.jpg",
    "https://user:pw@cdn.example/a.jpg",
    undefined,
  ])("refuses %s", (source) => expect(resolveImageSource(source, options)).toHaveProperty("error"));
});

describe("proxy", () => {
  let upstream: { url: string; close: () => void };
  let seen: http.IncomingHttpHeaders = {};
  beforeAll(async () => {
    upstream = await listen((req, res) => {
      seen = req.headers;
      if (req.url === "/-/media/away") {
        res.writeHead(302, { Location: "https://evil.example/x" }).end();
      } else if (req.url === "/-/media/moved") {
        res.writeHead(301, { Location: "/-/media/new" }).end();
      } else if (req.url === "/-/media/slow") {
        setTimeout(() => res.end("late"), 500);
      } else {
        res
          .writeHead(200, {
            "Content-Type": "text/plain",
            "Set-Cookie": "secret=1",
            "X-Internal": "1",
          })
          .end(`hello ${req.url}`);
      }
    });
  });
  afterAll(() => upstream.close());

  async function through(path: string, headers: Record<string, string> = {}, method = "GET") {
    const app = express();
    app.use(
      proxyTo({
        origin: upstream.url,
        mount: mediaMount,
        timeoutMs: 200,
        headers: { sc_apikey: "key" },
      }),
    );
    const server = await listen(app);
    try {
      return await fetch(`${server.url}${path}`, { headers, method, redirect: "manual" });
    } finally {
      server.close();
    }
  }

  it("streams the upstream answer with safe headers only, adding the key upstream", async () => {
    const response = await through("/-/media/a?b=1", {
      Cookie: "session=1",
      Accept: "text/plain",
      Host: "evil.example",
    });
    expect(await response.text()).toBe("hello /-/media/a?b=1");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-internal")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(seen.cookie).toBeUndefined();
    expect(seen.accept).toBe("text/plain");
    expect(seen.sc_apikey).toBe("key");
    expect(seen.host).toBe(new URL(upstream.url).host);
  });

  it("does not follow a redirect to another host", async () => {
    expect((await through("/-/media/away")).status).toBe(502);
  });

  it("passes on a redirect within the upstream as a site path", async () => {
    const response = await through("/-/media/moved");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/-/media/new");
  });

  it("times out a slow upstream", async () => {
    expect((await through("/-/media/slow")).status).toBe(504);
  });

  it("only proxies GET and HEAD", async () => {
    expect((await through("/-/media/a", {}, "POST")).status).toBe(405);
  });
});

describe("document requests", () => {
  const request = (method: string, path: string) =>
    ({ method, path }) as Parameters<typeof isDocumentRequest>[0];
  it.each([
    ["GET", "/om-oss", true],
    ["HEAD", "/", true],
    ["POST", "/om-oss", false],
    ["GET", "/om-oss.data", false],
    ["GET", "/assets/app.js", false],
    ["GET", "/api/image", false],
    ["GET", "/favicon.ico", false],
  ] as const)("%s %s -> %s", (method, path, expected) => {
    expect(isDocumentRequest(request(method, path))).toBe(expected);
  });
});
