// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { LimitStore } from "../limits/attempts";
import { memoryLimitStore } from "../limits/memory";
import { redisLimitStore } from "../limits/redis";
import { resolveSite } from "../../sites/resolve";
import { freePort } from "../../tests/support/processes";
import { canonicalPath } from "./canonical-path";
import { defaultRateLimits, rateLimit, type RateLimitRule } from "./rate-limit";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The edge as the server mounts it, in front of a handler that says which path it reached. */
async function edge(
  options: {
    store?: LimitStore;
    trustProxy?: number | boolean;
    rules?: RateLimitRule[];
    /** The request's host, as requestHost() resolves it: its site's language answers. */
    host?: string;
  } = {},
) {
  const { store = memoryLimitStore(), trustProxy = 0, rules = defaultRateLimits } = options;
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use((_req, res, next) => {
    res.locals.site = resolveSite(options.host ?? "carstore-se.localhost", new Map());
    next();
  });
  app.use(canonicalPath());
  app.use(rateLimit(rules, store));
  app.use((req, res) => res.status(200).send(`reached ${req.method} ${req.path}`));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await store.close();
  });
  /** A verbatim request: the target reaches the server exactly as written. */
  return (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      request.on("error", reject);
      request.end();
    });
}

const validate = "/api/tirehotel/authorization/validate";
const login = "/api/tirehotel/authorization/login";
const tooMany = "För många försök. Vänta några minuter och försök igen.";

/** Every spelling and method that runs the login or validate action (issue 11, item 1). */
const oneTimeCodeVariants: [method: string, path: string][] = [
  ["POST", `${validate}?authToken=t&otpToken=1234`],
  ["POST", "/API/tirehotel/authorization/validate"],
  ["POST", "/%61pi/tirehotel/authorization/validate"],
  ["POST", "/api/tirehotel/authorization/Validate"],
  ["POST", "/api/tirehotel/authorization/validate/"],
  ["POST", "/api/tirehotel/authorization/validate//"],
  ["POST", "//api/tirehotel/authorization/validate"],
  ["POST", `${validate}.data`],
  ["POST", "/api/TIREHOTEL/authorization/%56alidate/"],
  ["PUT", validate],
  ["PATCH", validate],
  ["DELETE", validate],
  ["POST", login],
  ["POST", "/Api/TireHotel/Authorization/Login/"],
  ["PUT", "/api/tirehotel/authorization/login.data"],
];

describe("one-time-code bucket: every spelling and method shares it", () => {
  it.each(oneTimeCodeVariants)(
    "5 plain attempts, then %s %s is the 6th: 429",
    async (method, path) => {
      const send = await edge();
      for (let i = 0; i < 5; i += 1) expect((await send("POST", validate)).status).toBe(200);
      const sixth = await send(method, path);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(590);
      expect(sixth.headers["cache-control"]).toBe("no-store");
      expect(JSON.parse(sixth.body)).toMatchObject({ message: tooMany });
    },
  );

  it.each(oneTimeCodeVariants)(
    "5 attempts as %s %s count: the plain 6th is 429",
    async (method, path) => {
      const send = await edge();
      for (let i = 0; i < 5; i += 1) expect((await send(method, path)).status).toBe(200);
      expect((await send("POST", login)).status).toBe(429);
    },
  );

  it("does not count reads: GET, HEAD and OPTIONS never use up attempts", async () => {
    const send = await edge();
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      for (let i = 0; i < 6; i += 1) expect((await send(method, validate)).status).toBe(200);
    }
    for (let i = 0; i < 5; i += 1) expect((await send("POST", validate)).status).toBe(200);
    expect((await send("POST", validate)).status).toBe(429);
  });

  it("answers RateLimit headers while counting", async () => {
    const send = await edge();
    const first = await send("POST", validate);
    expect(first.headers["ratelimit-limit"]).toBe("5");
    expect(first.headers["ratelimit-remaining"]).toBe("4");
  });
});

describe("hostile paths are refused with 400 before anything counts or routes them", () => {
  it.each([
    "/api/tirehotel%2Fauthorization/validate",
    "/api/tirehotel/authorization/..%2fvalidate",
    "/api/tirehotel%5Cauthorization/validate",
    "/api/tirehotel/%2e%2e/tirehotel/authorization/validate",
    "/api/x/../tirehotel/authorization/validate",
    "/api/%252e%252e/tirehotel/authorization/validate",
    `${validate}%00`,
    `${validate}%ZZ`,
    "/%ZZ",
  ])("POST %s -> 400", async (path) => {
    const send = await edge();
    const answer = await send("POST", path);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain("reached");
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("whose attempts: the client network", () => {
  it("counts IPv6 clients per /64 and IPv4-mapped clients as IPv4 (behind a trusted proxy)", async () => {
    const send = await edge({ trustProxy: 1 });
    const from = (address: string) => send("POST", validate, { "X-Forwarded-For": address });
    for (let i = 1; i <= 5; i += 1) expect((await from(`2001:db8:1:2::${i}`)).status).toBe(200);
    expect((await from("2001:db8:1:2:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await from("2001:db8:1:3::1")).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await from("198.51.100.7")).status).toBe(200);
    expect((await from("::ffff:198.51.100.7")).status).toBe(429);
    expect((await from("198.51.100.8")).status).toBe(200);
  });

  it("does not let a client pick its address without a trusted proxy", async () => {
    const send = await edge({ trustProxy: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await send("POST", validate, { "X-Forwarded-For": `198.51.100.${i}` });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("other API actions: 30 a minute, any method", () => {
  it.each(["POST", "PUT", "DELETE"])("%s under /api: the 31st is 429", async (method) => {
    const send = await edge();
    for (let i = 0; i < 30; i += 1) expect((await send(method, "/api/probe")).status).toBe(200);
    const blocked = await send(method, "/API/Probe/");
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.body)).toMatchObject({
      message: "För många förfrågningar. Vänta en stund och försök igen.",
    });
    expect((await send("GET", "/api/probe")).status).toBe(200);
    expect((await send("POST", "/bilar")).status).toBe(200);
  });
});

describe("reads that cost a booking-service call: 120 a minute, every spelling", () => {
  it("the 121st read under /api/mechmate is 429; other clients and other reads go on", async () => {
    const send = await edge({ trustProxy: 1 });
    const client = { "X-Forwarded-For": "198.51.100.7" };
    const spellings = [
      "/api/mechmate/car/ABC123",
      "/API/mechmate/departments/closestAvailable?regNo=ABC123",
      "/%61pi/mechmate/timeslots/from/ABC123/D1/2030-01-01T00:00:00/",
      "/api/Mechmate/services/ABC123/",
    ];
    for (let i = 0; i < 120; i += 1) {
      const method = i % 10 === 9 ? "HEAD" : "GET";
      expect((await send(method, spellings[i % spellings.length] ?? "", client)).status).toBe(200);
    }
    const blocked = await send("GET", "/api/mechmate/prices/ABC123/1000/D1", client);
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.body)).toMatchObject({
      message: "För många förfrågningar. Vänta en stund och försök igen.",
    });
    expect(
      (await send("GET", "/api/mechmate/car/ABC123", { "X-Forwarded-For": "198.51.100.8" })).status,
    ).toBe(200);
    expect((await send("GET", "/api/cars/1001", client)).status).toBe(200);
    expect((await send("GET", "/bilar", client)).status).toBe(200);
  });
});

describe("the contact form's leads: every spelling shares the API bucket", () => {
  it.each([
    "/API/forms/comhub",
    "/%61pi/forms/comhub",
    "/api/forms/comhub/",
    "/api/Forms/ComHub.data",
  ])("30 posts to /api/forms/comhub, then %s is the 31st: 429", async (path) => {
    const send = await edge();
    for (let i = 0; i < 30; i += 1) {
      expect((await send("POST", "/api/forms/comhub")).status).toBe(200);
    }
    expect((await send("POST", path)).status).toBe(429);
  });

  it.each(["/api/forms/../forms/comhub", "/api/forms/%2e%2e/forms/comhub"])(
    "POST %s -> 400",
    async (path) => {
      const send = await edge();
      expect((await send("POST", path)).status).toBe(400);
    },
  );
});

describe("answers in the request's site language", () => {
  it.each([
    ["carstore-no.localhost", "For mange forsøk. Vent noen minutter og prøv igjen."],
    ["carstore-fi.localhost", "Liian monta yritystä. Odota muutama minuutti ja yritä uudelleen."],
    ["localhost", "Too many attempts. Please wait a few minutes and try again."],
  ])("%s", async (host, message) => {
    const [otp] = defaultRateLimits;
    if (!otp) throw new Error("no one-time-code rule");
    const send = await edge({ host, rules: [{ ...otp, points: 1 }] });
    expect((await send("POST", validate)).status).toBe(200);
    const refused = await send("POST", validate);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ message });
  });
});

it("forgets a client's attempts after the window", async () => {
  const [otp] = defaultRateLimits;
  if (!otp) throw new Error("no one-time-code rule");
  const send = await edge({ rules: [{ ...otp, points: 2, windowSeconds: 1 }] });
  expect((await send("POST", validate)).status).toBe(200);
  expect((await send("POST", validate)).status).toBe(200);
  expect((await send("POST", validate)).status).toBe(429);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await send("POST", validate)).status).toBe(200);
});

describe("while the shared store is down (decision 0013)", () => {
  it("refuses one-time codes with 503 and Retry-After; other API actions count locally", async () => {
    // Nothing listens on this port: Redis is down from the start.
    const port = await freePort();
    const store = redisLimitStore(`redis://127.0.0.1:${port}`, { connectTimeoutMs: 200 });
    const send = await edge({ store });
    const refused = await send("POST", validate);
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("30");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(refused.body)).toMatchObject({
      message: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.",
    });
    for (let i = 0; i < 30; i += 1) expect((await send("POST", "/api/probe")).status).toBe(200);
    expect((await send("POST", "/api/probe")).status).toBe(429);
    expect((await send("GET", "/")).status).toBe(200);
  });
});
