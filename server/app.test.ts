// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import { loadConfig } from "./env";
import { memoryLimitStore } from "./limits/memory";

// React Router's handler, counted: the pipeline must make it once per build, not per request.
const made = vi.hoisted(() => ({ handlers: 0 }));
vi.mock("@react-router/express", () => ({
  createRequestHandler: () => {
    made.handlers += 1;
    return (_req: unknown, res: http.ServerResponse) => res.end("rendered");
  },
}));

/** A build of two routes: a page at `/` and the health route, for the method rules. */
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/page": {
      id: "routes/page",
      parentId: "root",
      index: true,
      module: { default: () => null },
    },
    "routes/api.healthz": {
      id: "routes/api.healthz",
      parentId: "root",
      path: "api/healthz",
      module: { loader: () => null },
    },
  },
} as unknown as ServerBuild;

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  made.handlers = 0;
});

async function serve(loadBuild: () => Promise<ServerBuild>) {
  const app = createApp({
    config: loadConfig({ NODE_ENV: "production" }),
    assets: [],
    loadBuild,
    limitStore: memoryLimitStore(),
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  return (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      ...init,
      headers: { host: `carstore-se.localhost:${port}`, ...init.headers },
    });
}

describe("the pipeline", () => {
  it("answers GET /healthz before the heavy middleware: no build is loaded", async () => {
    const loadBuild = vi.fn(() => Promise.reject(new Error("not for a health check")));
    const get = await serve(loadBuild);
    const response = await get("/healthz?probe=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The security headers come first: every response has them, the probe's too.
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const report = (await response.json()) as Record<string, unknown>;
    expect(report).toMatchObject({ status: "ok" });
    expect(new Date(String(report.startedAt)).getTime()).toBe(Math.trunc(performance.timeOrigin));
    expect(report.uptimeSeconds).toEqual(expect.any(Number));

    const head = await get("/healthz", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(loadBuild).not.toHaveBeenCalled();
  });

  it("leaves other methods and bodies on /healthz to the route rules (405, 413)", async () => {
    const get = await serve(() => Promise.resolve(build));
    const deleted = await get("/healthz", { method: "DELETE" });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const withBody = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        new URL("/healthz", deleted.url),
        { method: "GET", headers: { host: "carstore-se.localhost", "content-length": "2" } },
        (response) => resolve(response.resume().statusCode ?? 0),
      );
      request.on("error", reject);
      request.end("{}");
    });
    expect(withBody).toBe(413);
  });

  it("makes React Router's request handler once per build, not per request", async () => {
    const get = await serve(() => Promise.resolve(build));
    for (let i = 0; i < 3; i += 1) expect(await (await get(`/?n=${i}`)).text()).toBe("rendered");
    expect(made.handlers).toBe(1);
  });
});
