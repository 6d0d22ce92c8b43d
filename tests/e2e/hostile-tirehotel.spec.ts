import { expect, test } from "@playwright/test";
import { demoCustomer, demoPlates } from "../../api-adapters/mocks/tirehotel/demo-data";
import { port, rawRequest } from "./helpers";
import { sessionCookieValue } from "./tirehotel-session";

/*
 * Issue 11, item 2, against the built server: the post-login tire hotel routes need the signed
 * session cookie of a verified visitor, take JSON only and nothing from another site. No case
 * sends a code that reaches the limits: the four code-route requests below are refused before
 * (no pending code, no same-origin signal), each from a loopback address of its own (rawRequest).
 */

const origin = `http://automotive-se.localhost:${port}`;
const normal = demoCustomer(demoPlates.normal);
const erpId = normal.vehicle.location.erpId;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const booking = JSON.stringify({
  bookingDate: inDays(30),
  bookingStart: null,
  regNo: demoPlates.normal,
  freeText: "",
  customer: {
    firstName: "Eve",
    lastName: "Attacker",
    email: "eve@example.com",
    phoneMobile: "0701234567",
  },
});
const createPath = `/api/tirehotel/booking/create?departmentIdentifier=${erpId}`;
const daysPath = `/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=${erpId}`;
const daysBody = JSON.stringify({ startDate: inDays(0), endDate: inDays(30), regNo: "VOL" });

const session = async (plate: string = demoPlates.normal) =>
  `tirehotel_session=${await sessionCookieValue(plate)}`;

function send(
  path: string,
  {
    body,
    headers = {},
    method = "POST",
  }: { body?: string; headers?: Record<string, string>; method?: string },
) {
  return rawRequest({
    path,
    method,
    body,
    headers: {
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      ...(body === undefined
        ? { "Content-Length": "0" }
        : {
            "Content-Type": "application/json",
            "Content-Length": String(Buffer.byteLength(body)),
          }),
      ...headers,
    },
  });
}

const message = (body: string) => (JSON.parse(body) as { message?: string }).message;

test("a genuine session passes (the control case for the refusals below)", async () => {
  const answer = await send(daysPath, { body: daysBody, headers: { Cookie: await session() } });
  expect(answer.status, answer.body).toBe(200);
});

const unauthenticated: [string, () => Promise<string | undefined>][] = [
  ["no session cookie", () => Promise.resolve(undefined)],
  [
    "a forged session cookie",
    () =>
      Promise.resolve(
        `tirehotel_session=${Buffer.from(
          JSON.stringify({ kind: "session", plates: ["ABC123"], workshops: [erpId], exp: 9e9 }),
        ).toString("base64")}.c2lnbmF0dXJl`,
      ),
  ],
  [
    "a tampered session cookie",
    async () => {
      const genuine = await sessionCookieValue(demoPlates.normal);
      return `tirehotel_session=${genuine.replace(/^.{4}/, "eyJr")}x`;
    },
  ],
];

for (const [label, cookie] of unauthenticated) {
  for (const [path, body] of [
    [createPath, booking],
    [daysPath, daysBody],
    [
      "/api/tirehotel/review/addReview",
      JSON.stringify({ rating: 5, comment: "", date: inDays(0) }),
    ],
  ] as const) {
    test(`401 for ${label}: ${path.split("?")[0]}`, async () => {
      const value = await cookie();
      const answer = await send(path, { body, headers: value ? { Cookie: value } : {} });
      expect(answer.status, answer.body).toBe(401);
      expect(message(answer.body)).toMatch(/^Din inloggning har gått ut/);
      expect(answer.headers["cache-control"]).toBe("no-store");
    });
  }
}

test("403 for a booking of another customer's plate or workshop", async () => {
  const other = await send(createPath, {
    body: booking,
    headers: { Cookie: await session("SLT456") },
  });
  expect(other.status, other.body).toBe(403);
});

const notJson: [string, string][] = [
  ["text/plain", "text/plain"],
  ["text/plain;charset=UTF-8", "text/plain;charset=UTF-8"],
  ["form-urlencoded", "application/x-www-form-urlencoded"],
  ["multipart", "multipart/form-data; boundary=x"],
  ["JSON lookalike", "application/jsonp"],
];

for (const [label, type] of notJson) {
  test(`415 for a ${label} booking, even with a genuine session`, async () => {
    const answer = await send(createPath, {
      body: booking,
      headers: { Cookie: await session(), "Content-Type": type },
    });
    expect(answer.status, answer.body).toBe(415);
  });
}

test("415 for a booking without a Content-Type", async () => {
  const answer = await rawRequest({
    path: createPath,
    method: "POST",
    body: booking,
    headers: {
      Origin: origin,
      Cookie: await session(),
      "Content-Length": String(Buffer.byteLength(booking)),
    },
  });
  expect(answer.status, answer.body).toBe(415);
});

const crossSite: [string, Record<string, string>][] = [
  ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["Sec-Fetch-Site: same-site (a sibling demo site)", { "Sec-Fetch-Site": "same-site" }],
  ["an Origin of another site", { Origin: "https://evil.example" }],
  ["Origin: null", { Origin: "null" }],
];

for (const [label, headers] of crossSite) {
  test(`403 for a booking with ${label}, even with a genuine session`, async () => {
    const answer = await send(createPath, {
      body: booking,
      headers: { Cookie: await session(), ...headers },
    });
    expect(answer.status, answer.body).toBe(403);
  });
}

test("the code routes: 403 cross-site or without a same-origin signal, 401 without a code sent", async () => {
  const login = `/api/tirehotel/authorization/login?encryptedPhoneNumber=${encodeURIComponent(normal.customer.encryptedPhoneNumber)}&regNo=ABC123`;
  const crossSiteLogin = await send(login, { headers: { "Sec-Fetch-Site": "cross-site" } });
  expect(crossSiteLogin.status, crossSiteLogin.body).toBe(403);
  const unsignalled = await rawRequest({
    path: "/api/tirehotel/authorization/validate?otpToken=1234",
    method: "POST",
    headers: { "Content-Length": "0" },
  });
  expect(unsignalled.status, unsignalled.body).toBe(403);
  for (const path of [
    "/api/tirehotel/authorization/validate?otpToken=1234",
    "/api/tirehotel/authorization/validate?authToken=demo-token-abc123-1&otpToken=1234",
  ]) {
    const noCode = await send(path, {});
    expect(noCode.status, noCode.body).toBe(401);
  }
});
