// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createTireHotelDemo,
  demoCustomer,
  DEMO_ONE_TIME_CODE,
  demoMessages,
  demoPlates,
  tireHotelHandlers,
} from "../../api-adapters/mocks/tirehotel";
import { loadConfig } from "../../server/env";
import { memoryAttemptLimiter } from "../../server/limits/memory";
import { oneTimeCodePerSubjectRule } from "../../server/limits/route-limits";
import { createUpstreamClients } from "../../server/upstream-clients";
import { action, loader, splatRoute } from "../routes/api.tirehotel.$";
import { tireHotelPathOf } from "./paths";
import { sites } from "../../sites/registry";
import {
  PENDING_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  sessionCookie,
  sessionFor,
} from "./session.server";

/* The answers of a Swedish site, word for word (catalogue keys in app/tirehotel/messages.ts). */
const ATTEMPTS_UNAVAILABLE_MESSAGE =
  "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.";
const CODE_EXPIRED_MESSAGE = "Koden har gått ut. Gå tillbaka och skicka en ny kod.";
const CROSS_SITE_MESSAGE = "Förfrågan måste komma från den här webbplatsen.";
const JSON_REQUIRED_MESSAGE = "Förfrågan måste skickas som JSON (application/json).";
const NOT_YOUR_VEHICLE_MESSAGE = "Du kan bara boka för fordonet du har verifierat dig för.";
const SESSION_EXPIRED_MESSAGE =
  "Din inloggning har gått ut. Börja om och verifiera dig med en ny kod.";
const TOO_MANY_ATTEMPTS_MESSAGE = "För många försök. Vänta några minuter och försök igen.";

const config = loadConfig({});
const upstream = config.upstreams.tireHotel.url;
const demo = createTireHotelDemo();
const server = setupServer(...tireHotelHandlers(upstream, demo));

/** A fresh per-plate lockout per test file part, as the server builds it (server/limits). */
const freshContext = () =>
  ({
    config,
    cspNonce: "",
    site: { kind: "site", site: sites["automotive-se"] },
    limits: { oneTimeCodePerSubject: memoryAttemptLimiter(oneTimeCodePerSubjectRule) },
    upstream: createUpstreamClients(config),
  }) as AppLoadContext;
let context = freshContext();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
  context = freshContext();
});
afterAll(() => server.close());

const site = "http://automotive-se.localhost";
const url = (path: string) => `${site}/api/tirehotel${path}`;
/** The arguments React Router gives the `api/tirehotel/*` route: the path below it as the splat. */
const args = (request: Request) => {
  const url = new URL(request.url);
  const params = { "*": url.pathname.replace(/^\/api\/tirehotel\//, "") };
  return { request, url, pattern: "api/tirehotel/*", context, params } as ActionFunctionArgs;
};
// Every call goes through the one resource route and its dispatch table.
const search = loader;
const login = action;
const validate = action;
const logout = action;
const days = action;
const times = action;
const create = action;
const addReview = action;
const get = (path: string) => args(new Request(url(path)));

interface PostOptions {
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  method?: string;
}

/** A POST as the widget sends it from the page (same origin), unless told otherwise. */
const post = (path: string, { body, cookie, headers = {}, method = "POST" }: PostOptions = {}) =>
  args(
    new Request(url(path), {
      method,
      headers: {
        Origin: site,
        "Sec-Fetch-Site": "same-origin",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

async function answer(response: Response | Promise<Response>) {
  const resolved = await response;
  expect(resolved.headers.get("Cache-Control")).toBe("no-store");
  return {
    status: resolved.status,
    body: (await resolved.json()) as Record<string, unknown>,
    cookies: resolved.headers.getSetCookie(),
    headers: resolved.headers,
  };
}

/** The `name=value` pair of a Set-Cookie header, as the browser sends it back. */
const cookiePair = (cookies: string[], name: string) => {
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie set`);
  return found.split(";")[0] ?? "";
};

const customerOf = (plate: string) => demoCustomer(plate).customer;
const loginPath = (plate: string) =>
  `/authorization/login?encryptedPhoneNumber=${encodeURIComponent(customerOf(plate).encryptedPhoneNumber)}&regNo=${plate}`;

/** Sends a code for the plate: the pending-code cookie. */
async function sendCode(plate: string): Promise<string> {
  const sent = await answer(login(post(loginPath(plate))));
  expect(sent.status).toBe(200);
  return cookiePair(sent.cookies, PENDING_COOKIE_NAME);
}

const checkCode = (pending: string | undefined, code: string) =>
  answer(validate(post(`/authorization/validate?otpToken=${code}`, { cookie: pending })));

/** A verified session for the plate, the way the widget gets it: login, then the right code. */
async function verifiedSession(plate: string): Promise<string> {
  const right = await checkCode(await sendCode(plate), DEMO_ONE_TIME_CODE);
  expect(right.status).toBe(200);
  return cookiePair(right.cookies, SESSION_COOKIE_NAME);
}

const customer = demoCustomer(demoPlates.normal);
const erpId = customer.vehicle.location.erpId;
const contact = {
  firstName: "Anna",
  lastName: "Svensson",
  email: "anna@example.se",
  phoneMobile: "0701234567",
};
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
};
const booking = (plate: string, date = inDays(10)) => ({
  bookingDate: date,
  bookingStart: `${date}T08:00:00`,
  regNo: plate,
  freeText: "",
  customer: contact,
});

describe("/api/tirehotel/authorization", () => {
  it("search: the customer of a plate, normalised, with the API key sent upstream", async () => {
    const keys = vi.fn();
    server.events.on("request:start", ({ request }) => keys(request.headers.get("X-API-KEY")));
    const { status, body } = await answer(search(get("/authorization/search?regNo=abc%20123")));
    server.events.removeAllListeners();
    expect(status).toBe(200);
    expect(body).toEqual(customer.customer);
    expect(keys).toHaveBeenCalledWith(config.upstreams.tireHotel.apiKey);
  });

  it("search: 404 without an agreement, 502 with the generic text when the service fails", async () => {
    expect(
      (await answer(search(get(`/authorization/search?regNo=${demoPlates.noAgreement}`)))).status,
    ).toBe(404);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await answer(
      search(get(`/authorization/search?regNo=${demoPlates.upstreamFailure}`)),
    );
    expect(failed).toMatchObject({
      status: 502,
      body: { message: "Något gick fel, var god och försök senare." },
    });
  });

  it.each(["", "?regNo=A", "?regNo=ABCD12345", "?regNo=AB%3C1"])(
    "search: 400 with a clear message for %j",
    async (query) => {
      const { status, body } = await answer(search(get(`/authorization/search${query}`)));
      expect(status).toBe(400);
      expect(body.message).toMatch(/^Ogiltig förfrågan \(regNo: /);
    },
  );

  it("a 400 speaks the site's language (TireHotel.InvalidRequest); a siteless host gets English", async () => {
    context = { ...context, site: { kind: "site", site: sites["automotive-no"] } };
    const norwegian = await answer(search(get("/authorization/search?regNo=A")));
    expect(norwegian.status).toBe(400);
    expect(norwegian.body.message).toMatch(/^Ugyldig forespørsel \(regNo: /);
    context = { ...context, site: { kind: "unknown", host: "example.test" } };
    const english = await answer(search(get("/authorization/search")));
    expect(english.body.message).toMatch(/^Invalid request \(regNo: /);
  });

  it("login keeps the token server-side: only the message in the body, a signed HttpOnly cookie", async () => {
    const sent = await answer(login(post(loginPath(demoPlates.normal))));
    expect(sent.body).toEqual({ message: demoMessages.codeSent });
    expect(JSON.stringify(sent.body)).not.toContain("demo-token");
    const pending = sent.cookies.find((cookie) => cookie.startsWith(`${PENDING_COOKIE_NAME}=`));
    expect(pending).toMatch(/; Max-Age=600;/);
    expect(pending).toMatch(/; Path=\/api\/tirehotel;/);
    expect(pending).toMatch(/; HttpOnly;/);
    expect(pending).toMatch(/; Secure;/);
    expect(pending).toMatch(/; SameSite=Lax$/);
    expect(pending).not.toContain("demo-token");
    // A new login ends any earlier session.
    expect(sent.cookies).toContainEqual(expect.stringMatching(/^tirehotel_session=; Max-Age=0;/));
  });

  it("login: 400 when the number is not the plate's, or either is missing; 404 for no agreement", async () => {
    const other = customerOf(demoPlates.wornTire).encryptedPhoneNumber;
    const cases: [string, number][] = [
      [`/authorization/login?encryptedPhoneNumber=${other}&regNo=${demoPlates.normal}`, 400],
      ["/authorization/login", 400],
      [`/authorization/login?regNo=${demoPlates.normal}`, 400],
      [`/authorization/login?encryptedPhoneNumber=${other}`, 400],
      [`/authorization/login?encryptedPhoneNumber=${other}&regNo=${demoPlates.noAgreement}`, 404],
    ];
    for (const [path, status] of cases) {
      const refused = await answer(login(post(path)));
      expect(refused.status, path).toBe(status);
      expect(refused.cookies.join(), path).not.toContain(`${PENDING_COOKIE_NAME}=e`);
    }
    const notThePlates = await answer(login(post(cases[0]?.[0] ?? "")));
    expect(notThePlates.body.message).toBe(
      "Ogiltig förfrågan (encryptedPhoneNumber: not the plate's)",
    );
  });

  it("validate: the code 1234 logs in and starts the session; another code gets the service's message", async () => {
    const pending = await sendCode(demoPlates.normal);
    expect(await checkCode(pending, "0000")).toMatchObject({
      status: 401,
      body: { message: demoMessages.wrongCode },
      cookies: [],
    });
    const right = await checkCode(pending, DEMO_ONE_TIME_CODE);
    expect(right.body).toMatchObject({ status: 0, vehicles: [{ regNo: "ABC123" }] });
    const session = right.cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(session).toMatch(
      /; Max-Age=1800; Path=\/api\/tirehotel; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(right.cookies).toContainEqual(expect.stringMatching(/^tirehotel_pending=; Max-Age=0;/));
  });

  it.each([
    ["no pending-code cookie", undefined],
    ["the token as a query parameter (the old API)", undefined, "&authToken=demo-token-abc123-1"],
    ["a forged cookie", `${PENDING_COOKIE_NAME}=eyJraW5kIjoicGVuZGluZyJ9.AAAA`],
    ["an empty cookie", `${PENDING_COOKIE_NAME}=`],
  ])("validate: 401 with the expired-code text for %s", async (_, cookie, extra = "") => {
    const refused = await answer(
      validate(post(`/authorization/validate?otpToken=${DEMO_ONE_TIME_CODE}${extra}`, { cookie })),
    );
    expect(refused).toMatchObject({ status: 401, body: { message: CODE_EXPIRED_MESSAGE } });
  });

  it("validate: 400 for a code that is not four digits", async () => {
    const pending = await sendCode(demoPlates.normal);
    for (const code of ["12a4", "123", "12345", ""]) {
      expect((await checkCode(pending, code)).status, code).toBe(400);
    }
  });

  it("logout clears the session and the pending code", async () => {
    const session = await verifiedSession(demoPlates.normal);
    const out = await answer(logout(post("/authorization/logout", { cookie: session })));
    expect(out.status).toBe(200);
    expect(out.cookies).toEqual([
      expect.stringMatching(/^tirehotel_pending=; Max-Age=0; Path=\/api\/tirehotel; HttpOnly/),
      expect.stringMatching(/^tirehotel_session=; Max-Age=0; Path=\/api\/tirehotel; HttpOnly/),
    ]);
  });

  it("rejects a malformed upstream answer with its reason logged", async () => {
    server.use(http.get(`${upstream}/authorization/search`, () => HttpResponse.json({ regNo: 1 })));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await answer(search(get("/authorization/search?regNo=ABC123")))).status).toBe(502);
    expect(logged.mock.calls.flat().join(" ")).toContain("upstream.invalid-response");
  });
});

describe("one-time code lockout per plate", () => {
  it("locks the plate after 5 wrong codes, even from different clients, with 429 and Retry-After", async () => {
    // Five "clients": each its own login (its own pending cookie and token).
    for (let client = 0; client < 5; client += 1) {
      const wrong = await checkCode(await sendCode(demoPlates.normal), "0000");
      expect(wrong.body.message).toBe(demoMessages.wrongCode);
    }
    const upstreamCalls = vi.fn();
    server.events.on("request:start", ({ request }) => upstreamCalls(request.url));
    const locked = await checkCode(await sendCode(demoPlates.normal), DEMO_ONE_TIME_CODE);
    server.events.removeAllListeners();
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(locked.cookies).toEqual([]);
    // The right code was never sent upstream.
    expect(upstreamCalls.mock.calls.flat().join()).not.toContain("/authorization/validate");
    // Another plate is not locked.
    expect((await checkCode(await sendCode(demoPlates.wornTire), DEMO_ONE_TIME_CODE)).status).toBe(
      200,
    );
  });

  it("503 with Retry-After, the code never checked, while the shared counters are down", async () => {
    context.limits.oneTimeCodePerSubject = {
      consume: () =>
        Promise.resolve({ allowed: false, remaining: 0, retryAfterSeconds: 30, unavailable: true }),
      reset: () => Promise.resolve(),
    };
    const refused = await checkCode(await sendCode(demoPlates.normal), DEMO_ONE_TIME_CODE);
    expect(refused).toMatchObject({ status: 503, body: { message: ATTEMPTS_UNAVAILABLE_MESSAGE } });
    expect(refused.headers.get("Retry-After")).toBe("30");
    expect(refused.cookies).toEqual([]);
  });

  it("a correct code resets the plate's count", async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await checkCode(await sendCode(demoPlates.normal), "0000")).status).toBe(401);
    }
    await verifiedSession(demoPlates.normal);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await checkCode(await sendCode(demoPlates.normal), "0000")).status).toBe(401);
    }
    expect((await checkCode(await sendCode(demoPlates.normal), "0000")).status).toBe(429);
  });
});

/** Each post-login route, called for the ABC123 customer's workshop and plate. */
const postLoginRoutes = [
  {
    name: "GetTimeslotDays",
    action: days,
    path: `/booking/GetTimeslotDays?workshopIdentifier=${erpId}`,
    body: { startDate: inDays(0), endDate: inDays(40), regNo: "VOL" },
  },
  {
    name: "GetTimeslots",
    action: times,
    path: `/booking/GetTimeslots?workshopIdentifier=${erpId}`,
    body: { startDate: inDays(10), endDate: inDays(10), regNo: "VOL" },
  },
  {
    name: "booking/create",
    action: create,
    path: `/booking/create?departmentIdentifier=${erpId}`,
    body: booking(demoPlates.normal, inDays(20)),
  },
  {
    name: "addReview",
    action: addReview,
    path: "/review/addReview",
    body: { rating: 5, comment: "Bra", date: inDays(0) },
  },
];

describe("post-login routes need the verified session", () => {
  it.each(postLoginRoutes)("$name: 200 with the session", async ({ action, path, body }) => {
    const cookie = await verifiedSession(demoPlates.normal);
    expect((await answer(action(post(path, { body, cookie })))).status).toBe(200);
  });

  it.each(postLoginRoutes)(
    "$name: 401 without, with a forged, tampered, foreign-key, pending or expired session",
    async ({ action, path, body }) => {
      const genuine = await verifiedSession(demoPlates.normal);
      const [name, value = ""] = genuine.split("=");
      const [payload = "", signature = ""] = value.split(".");
      const validated = { status: 0, vehicles: [customer.vehicle] };
      const foreign = (
        await sessionCookie(
          sessionFor(demoPlates.normal, validated),
          new Request(url(path)),
          loadConfig({}),
        )
      ).split(";")[0];
      const pendingAsSession = (await sendCode(demoPlates.normal)).replace(
        PENDING_COOKIE_NAME,
        SESSION_COOKIE_NAME,
      );
      const forged = Buffer.from(
        JSON.stringify({ kind: "session", plates: ["ABC123"], workshops: [erpId], exp: 9e9 }),
      ).toString("base64");
      const refusals: [string, string | undefined][] = [
        ["no cookie", undefined],
        ["unsigned", `${name}=${forged}`],
        ["forged signature", `${name}=${forged}.${signature}`],
        ["tampered payload", `${name}=${payload.slice(0, -2)}xx.${signature}`],
        ["tampered signature", `${name}=${payload}.${signature.slice(0, -2)}xx`],
        ["signed with another secret", foreign],
        ["a pending-code cookie under the session's name", pendingAsSession],
        ["garbage", `${name}=%%%`],
      ];
      for (const [label, cookie] of refusals) {
        const refused = await answer(action(post(path, { body, cookie })));
        expect(refused, label).toMatchObject({
          status: 401,
          body: { message: SESSION_EXPIRED_MESSAGE },
        });
      }
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 31 * 60 * 1000);
      const expired = await answer(action(post(path, { body, cookie: genuine })));
      expect(expired, "expired").toMatchObject({ status: 401 });
    },
  );

  it.each(postLoginRoutes.filter((route) => route.name !== "addReview"))(
    "$name: 403 for another customer's workshop",
    async ({ action, path, body }) => {
      const cookie = await verifiedSession(demoPlates.noFreeDates);
      const refused = await answer(action(post(path, { body, cookie })));
      expect(refused).toMatchObject({ status: 403, body: { message: NOT_YOUR_VEHICLE_MESSAGE } });
    },
  );

  it("booking/create: 403 for another plate at the session's own workshop", async () => {
    const cookie = await verifiedSession(demoPlates.normal);
    const other = await answer(
      create(
        post(`/booking/create?departmentIdentifier=${erpId}`, {
          body: booking(demoPlates.wornTire),
          cookie,
        }),
      ),
    );
    expect(other.status).toBe(403);
    expect(demo.bookings.some((entry) => entry.request.regNo === demoPlates.wornTire)).toBe(false);
  });
});

/** Every tire hotel POST, with what it needs to pass but for the case under test. */
const allPosts = [
  { name: "login", action: login, path: loginPath(demoPlates.normal), body: undefined },
  { name: "validate", action: validate, path: "/authorization/validate?otpToken=1234" },
  { name: "logout", action: logout, path: "/authorization/logout" },
  ...postLoginRoutes,
];

describe("request checks on every tire hotel POST", () => {
  const nonJson: [string, Record<string, string>, string][] = [
    ["text/plain", { "Content-Type": "text/plain" }, "{}"],
    ["text/plain;charset=UTF-8", { "Content-Type": "text/plain;charset=UTF-8" }, "{}"],
    ["form-urlencoded", { "Content-Type": "application/x-www-form-urlencoded" }, "a=1"],
    ["multipart", { "Content-Type": "multipart/form-data; boundary=x" }, "--x--"],
    ["json-looking type", { "Content-Type": "application/json-patch+json" }, "{}"],
    ["UTF-16 JSON", { "Content-Type": "application/json; charset=utf-16" }, "{}"],
    ["text/plain with a JSON suffix", { "Content-Type": "text/plain; application/json" }, "{}"],
  ];

  it.each(allPosts)("$name: 415 for a body that is not JSON", async ({ action, path }) => {
    const cookie = await verifiedSession(demoPlates.normal);
    for (const [label, headers, body] of nonJson) {
      const refused = await answer(action(post(path, { body, headers, cookie })));
      expect(refused, label).toMatchObject({
        status: 415,
        body: { message: JSON_REQUIRED_MESSAGE },
      });
    }
  });

  it.each(postLoginRoutes)(
    "$name: 415 without a Content-Type, accepted with a charset",
    async ({ action, path, body }) => {
      const cookie = await verifiedSession(demoPlates.normal);
      const untyped = new Request(url(path), {
        method: "POST",
        headers: { Origin: site, Cookie: cookie },
        body: new Blob([JSON.stringify(body)]),
      });
      expect((await answer(action(args(untyped)))).status).toBe(415);
      const charset = post(path, {
        body,
        cookie,
        headers: { "Content-Type": "Application/JSON; charset=utf-8" },
      });
      expect((await answer(action(charset))).status).not.toBe(415);
    },
  );

  const crossSite: [string, Record<string, string>][] = [
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling site)", { "Sec-Fetch-Site": "same-site" }],
    ["Origin of another site", { Origin: "https://evil.example", "Sec-Fetch-Site": "" }],
    [
      "Origin of a sibling demo site",
      { Origin: "http://automotive-no.localhost", "Sec-Fetch-Site": "" },
    ],
    ["Origin: null (sandboxed frame)", { Origin: "null", "Sec-Fetch-Site": "" }],
    ["Origin with a user-info trick", { Origin: "http://automotive-se.localhost@evil.example" }],
  ];

  it.each(allPosts)("$name: 403 from another site", async ({ action, path, body }) => {
    const cookie = await verifiedSession(demoPlates.normal);
    for (const [label, headers] of crossSite) {
      const cleaned = Object.fromEntries(Object.entries(headers).filter(([, value]) => value));
      const request = post(path, { body, cookie, headers: cleaned });
      if (headers["Sec-Fetch-Site"] === "") request.request.headers.delete("Sec-Fetch-Site");
      const refused = await answer(action(request));
      expect(refused, label).toMatchObject({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    }
  });

  it.each(allPosts.slice(0, 3))(
    "$name: 403 without any same-origin signal (no Origin, no Sec-Fetch-Site)",
    async ({ action, path }) => {
      const bare = new Request(url(path), { method: "POST" });
      expect((await answer(action(args(bare)))).status).toBe(403);
      const withOriginOnly = new Request(url(path), { method: "POST", headers: { Origin: site } });
      expect((await answer(action(args(withOriginOnly)))).status).not.toBe(403);
    },
  );

  it.each(allPosts)("$name: 405 with Allow for another method", async ({ action, path }) => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const refused = await answer(action(post(path, { method, body: {} })));
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get("Allow")).toBe("POST");
    }
  });
});

describe("/api/tirehotel/booking", () => {
  it("GetTimeslotDays and GetTimeslots answer for the workshop", async () => {
    const cookie = await verifiedSession(demoPlates.normal);
    const range = { startDate: inDays(0), endDate: inDays(40), regNo: "VOL" };
    const free = await answer(
      days(post(`/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, { body: range, cookie })),
    );
    const dates = (free.body.availableDates as { date: string }[]).map(({ date }) =>
      date.slice(0, 10),
    );
    expect(dates.length).toBeGreaterThan(10);
    expect(dates.every((date) => date >= inDays(3))).toBe(true);
    const day = { startDate: dates[0], endDate: dates[0], regNo: "VOL" };
    const slots = await answer(
      times(post(`/booking/GetTimeslots?workshopIdentifier=${erpId}`, { body: day, cookie })),
    );
    expect(slots.status).toBe(200);
    expect(slots.body).toHaveProperty("availableTimeSlotDates");
  });

  it("400 for a bad body or workshop", async () => {
    const cookie = await verifiedSession(demoPlates.normal);
    const bad = await answer(
      days(
        post(`/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, {
          body: { startDate: "tomorrow" },
          cookie,
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("startDate");
    expect(
      (
        await answer(
          days(post("/booking/GetTimeslotDays?workshopIdentifier=a%20b", { body: {}, cookie })),
        )
      ).status,
    ).toBe(400);
    const notJson = await answer(
      times(post(`/booking/GetTimeslots?workshopIdentifier=${erpId}`, { body: "{", cookie })),
    );
    expect(notJson).toMatchObject({
      status: 400,
      body: { message: "Ogiltig förfrågan (body: must be JSON)" },
    });
  });

  it("create: books and keeps the booking; the booked time is no longer offered", async () => {
    const cookie = await verifiedSession(demoPlates.normal);
    const before = demo.bookings.length;
    const request = () =>
      create(
        post(`/booking/create?departmentIdentifier=${erpId}`, {
          body: booking("abc 123"),
          cookie,
        }),
      );
    const booked = await answer(request());
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ customerBase: contact, isFullDay: false });
    expect(demo.bookings).toHaveLength(before + 1);
    expect(await answer(request())).toMatchObject({
      status: 409,
      body: { message: demoMessages.timeTaken },
    });
  });

  it("create: passes the service's refusal through; refuses a contact form the widget would", async () => {
    const refused = demoCustomer(demoPlates.bookingRefused);
    const cookie = await verifiedSession(demoPlates.bookingRefused);
    const path = `/booking/create?departmentIdentifier=${refused.vehicle.location.erpId}`;
    const body = { ...booking(demoPlates.bookingRefused), bookingStart: null };
    expect(await answer(create(post(path, { body, cookie })))).toMatchObject({
      status: 409,
      body: { message: demoMessages.alreadyBooked },
    });
    const invalid = await answer(
      create(
        post(path, {
          body: { ...body, customer: { ...contact, phoneMobile: "070-123" } },
          cookie,
        }),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain("customer.phoneMobile");
  });
});

describe("/api/tirehotel/review/addReview", () => {
  it("sends a rating of 1–5 and refuses others", async () => {
    const cookie = await verifiedSession(demoPlates.normal);
    const sent = await answer(
      addReview(
        post("/review/addReview", { body: { rating: 4, comment: "Bra", date: inDays(0) }, cookie }),
      ),
    );
    expect(sent.status).toBe(200);
    expect(demo.reviews.at(-1)).toMatchObject({ rating: 4, comment: "Bra" });
    expect(
      (
        await answer(
          addReview(
            post("/review/addReview", {
              body: { rating: 0, comment: "", date: inDays(0) },
              cookie,
            }),
          ),
        )
      ).status,
    ).toBe(400);
  });
});

describe("the dispatch table behind api/tirehotel/*", () => {
  it.each([
    ["authorization/search", ["loader"]],
    ["authorization/login", ["action"]],
    ["authorization/validate", ["action"]],
    ["authorization/logout", ["action"]],
    ["booking/GetTimeslotDays", ["action"]],
    ["booking/GetTimeslots", ["action"]],
    ["booking/create", ["action"]],
    ["review/addReview", ["action"]],
    // Matched as React Router matches routes: any case, trailing slashes ignored.
    ["Booking/Create/", ["action"]],
    ["AUTHORIZATION/VALIDATE", ["action"]],
  ])("%s answers with its %j only", (path, exports) => {
    expect(Object.keys(splatRoute(path))).toEqual(exports);
    expect(tireHotelPathOf(path)).toBeDefined();
  });

  it.each(["", "booking", "booking/create/x", "authorization/search/../login", "__proto__"])(
    "an unknown path %j answers GET with 404 and nothing else",
    async (path) => {
      expect(Object.keys(splatRoute(path))).toEqual(["loader"]);
      expect(tireHotelPathOf(path)).toBeUndefined();
      const response = await loader({
        ...get("/unknown"),
        params: { "*": path },
      });
      expect(response.status).toBe(404);
    },
  );

  it("refuses a POST to a GET call and a GET to a POST call with 405", async () => {
    expect((await action(post("/authorization/search?regNo=ABC123"))).status).toBe(405);
    expect((await loader(get("/booking/create"))).status).toBe(405);
  });
});
