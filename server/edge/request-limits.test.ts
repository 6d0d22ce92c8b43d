// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../app/routes";
import {
  JSON_BODY_LIMIT,
  policyOfModule,
  requestLimits,
  routePathOf,
  routePolicy,
} from "./request-limits";

type Manifest = ServerBuild["routes"];
type Entry = (typeof routeConfig)[number];

const routeModules = import.meta.glob<Record<string, unknown>>([
  "../../app/routes/*.{ts,tsx}",
  "!../../app/routes/*.test.{ts,tsx}",
]);

/** The route manifest React Router builds from app/routes.ts, with the real route modules. */
async function appBuild(): Promise<ServerBuild> {
  const routes: Manifest = {
    root: { id: "root", path: "", module: { default: () => null, loader: () => null } } as never,
  };
  for (const entry of routeConfig as Entry[]) {
    const file = entry.file.replace(/^routes\//, "");
    const load = routeModules[`../../app/routes/${file}`];
    if (!load) throw new Error(`no module for ${entry.file}`);
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    routes[id] = {
      id,
      parentId: "root",
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: (await load()) as never,
    };
  }
  return { routes } as unknown as ServerBuild;
}

describe("route policy from the route modules", () => {
  let build: ServerBuild;
  beforeAll(async () => {
    build = await appBuild();
  }, 60_000);

  it.each([
    ["/", ["GET", "HEAD", "OPTIONS"], 0],
    ["/kop-bil/volvo", ["GET", "HEAD", "OPTIONS"], 0],
    ["/kop-bil.data", ["GET", "HEAD", "OPTIONS"], 0],
    ["/_root.data", ["GET", "HEAD", "OPTIONS"], 0],
    ["/api/healthz", ["GET", "HEAD", "OPTIONS"], 0],
    ["/api/sitemap", ["GET", "HEAD", "OPTIONS"], 0],
    ["/api/cars/abc-1", ["GET", "HEAD", "OPTIONS"], 0],
    // A car's autos-on-show media: read only, so POST, PUT and DELETE get 405.
    ["/api/autosonshow/AB12CDE", ["GET", "HEAD", "OPTIONS"], 0],
    ["/API/AutosOnShow/ab12cde/", ["GET", "HEAD", "OPTIONS"], 0],
    ["/api/autosonshow/AB12CDE.data", ["GET", "HEAD", "OPTIONS"], 0],
    ["/api/tirehotel/authorization/validate", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    // React Router matches case-insensitively and decodes: so does the policy.
    ["/API/TireHotel/Authorization/Validate", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/%61pi/tirehotel/authorization/validate", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/api/tirehotel/authorization/validate/", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/api/tirehotel/authorization/validate.data", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/api/tirehotel/booking/create", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    // One route dispatches every tire hotel call: each path keeps its own methods.
    ["/api/tirehotel/authorization/search", ["GET", "HEAD", "OPTIONS"], 0],
    ["/api/tirehotel/Booking/GetTimeslots/", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/api/tirehotel/review/addReview.data", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/api/tirehotel/no-such-call", ["GET", "HEAD", "OPTIONS"], 0],
    // The contact form's lead: POST only, a JSON body of at most 64 KB, in every spelling.
    ["/api/forms/comhub", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/API/forms/comhub", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/%61pi/forms/comhub", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/api/Forms/ComHub/", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
    ["/api/forms/comhub.data", ["POST", "OPTIONS"], JSON_BODY_LIMIT],
  ])("%s answers %j, body up to %d bytes", (path, methods, bodyLimit) => {
    expect(routePolicy(build, path)).toEqual({ methods, bodyLimit });
  });

  it("finds a path's policy once per build, and stays right past the paths it keeps", () => {
    const first = routePolicy(build, "/api/forms/comhub");
    expect(routePolicy(build, "/api/forms/comhub")).toBe(first);
    for (let i = 0; i < 2100; i += 1) routePolicy(build, `/crawled/${i}`);
    expect(routePolicy(build, "/api/forms/comhub")).toEqual(first);
    expect(routePolicy(build, "/api/tirehotel/authorization/search")?.methods).toEqual([
      "GET",
      "HEAD",
      "OPTIONS",
    ]);
  });

  it("reads methods from a module's exports", () => {
    const noop = () => null;
    expect(policyOfModule({ loader: noop }).methods).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(policyOfModule({ default: noop }).methods).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(policyOfModule({ action: noop }).methods).toEqual(["POST", "OPTIONS"]);
    expect(policyOfModule({ loader: noop, action: noop })).toEqual({
      methods: ["GET", "HEAD", "POST", "OPTIONS"],
      bodyLimit: JSON_BODY_LIMIT,
    });
  });

  it.each([
    ["/x.data", "/x"],
    ["/x/", "/x"],
    ["/", "/"],
    ["/_root.data", "/"],
  ])("treats %s as the route path %s", (pathname, expected) => {
    expect(routePathOf(pathname)).toBe(expected);
  });
});

describe("requestLimits middleware", () => {
  const received: number[] = [];
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const noop = () => null;
    const routes = {
      root: { id: "root", path: "", module: { default: noop } },
      page: { id: "page", parentId: "root", path: "*", module: { default: noop, loader: noop } },
      post: { id: "post", parentId: "root", path: "api/post", module: { action: noop } },
    };
    const build = { routes } as unknown as ServerBuild;
    const app = express();
    app.use(requestLimits(async () => build));
    // Reads the body as React Router's Express adapter does, then answers how much it got.
    app.use(async (req, res) => {
      let length = 0;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const request = new Request("http://x/", {
          method: req.method,
          body: createReadableStreamFromReadable(req),
          duplex: "half",
        } as RequestInit);
        try {
          length = (await request.arrayBuffer()).byteLength;
        } catch {
          length = -1;
        }
      }
      received.push(length);
      if (!res.headersSent) res.json({ length });
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const big = JSON_BODY_LIMIT + 1;

  function send(
    method: string,
    path: string,
    body?: Buffer | "chunked",
    chunkedBytes = 0,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
    return new Promise((resolve, reject) => {
      const headers = Buffer.isBuffer(body) ? { "content-length": String(body.length) } : undefined;
      const request = http.request(`${url}${path}`, { method, headers }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      });
      request.on("error", reject);
      if (body === "chunked") {
        // No Content-Length: the body streams in 16 KB chunks until chunkedBytes are sent.
        const chunk = Buffer.alloc(16 * 1024, 120);
        let sent = 0;
        const pump = () => {
          while (sent < chunkedBytes) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once("drain", pump);
          }
          request.end();
        };
        request.on("error", () => undefined);
        pump();
      } else {
        request.end(body);
      }
    });
  }

  it.each([
    ["GET", "/api/post", 405, "POST, OPTIONS"],
    ["PUT", "/api/post", 405, "POST, OPTIONS"],
    ["PATCH", "/api/post", 405, "POST, OPTIONS"],
    ["DELETE", "/API/Post", 405, "POST, OPTIONS"],
    ["PROPFIND", "/api/post", 405, "POST, OPTIONS"],
    ["POST", "/kontakt", 405, "GET, HEAD, OPTIONS"],
    ["PUT", "/kontakt", 405, "GET, HEAD, OPTIONS"],
    ["DELETE", "/", 405, "GET, HEAD, OPTIONS"],
    ["OPTIONS", "/api/post", 204, "POST, OPTIONS"],
    ["OPTIONS", "/kontakt", 204, "GET, HEAD, OPTIONS"],
  ])("%s %s: %d with Allow %s", async (method, path, status, allow) => {
    const response = await send(method, path);
    expect(response.status).toBe(status);
    expect(response.headers.allow).toBe(allow);
    expect(response.headers["cache-control"]).toBe("no-store");
    if (status === 405) expect(JSON.parse(response.text)).toHaveProperty("message");
  });

  it.each([
    ["GET", "/kontakt"],
    ["HEAD", "/kontakt"],
  ])("%s %s passes", async (method, path) => {
    expect((await send(method, path)).status).toBe(200);
  });

  it("lets a body within the limit through whole", async () => {
    const response = await send("POST", "/api/post", Buffer.alloc(JSON_BODY_LIMIT, 97));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ length: JSON_BODY_LIMIT });
  });

  it.each([
    ["a declared length over the limit", "POST", "/api/post", Buffer.alloc(big, 97)],
    ["any body on a route without an action", "GET", "/kontakt", Buffer.from("{}")],
  ])("refuses %s with 413 before reading", async (_name, method, path, body) => {
    const before = received.length;
    const response = await send(method, path, body);
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(response.text)).toHaveProperty("message");
    expect(received.length).toBe(before);
  });

  it("stops a chunked body at the limit with 413; the reader never gets the rest", async () => {
    const response = await send("POST", "/api/post", "chunked", 10 * 1024 * 1024);
    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The reader's body stream failed at the limit instead of buffering 10 MB.
    expect(received.at(-1)).toBe(-1);
  });

  it("lets a small chunked body through", async () => {
    const response = await send("POST", "/api/post", "chunked", 32 * 1024);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ length: 32 * 1024 });
  });
});
