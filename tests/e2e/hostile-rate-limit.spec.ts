import { expect, test } from "@playwright/test";
import { startBuiltServer, stopAll, type Started } from "../support/processes";
import { rawRequest } from "./helpers";

/*
 * Issue 11, item 1: the one-time code cannot be brute-forced by spelling the path or the method
 * differently. Against the built server, but an instance of its own: the suite's shared server
 * counts every spec's requests from 127.0.0.1 in one bucket, so exhausting it there would starve
 * the tire hotel tests. This one believes one proxy (TRUST_PROXY_HOPS=1, as production does
 * behind its CDN), so every case is a client of its own through X-Forwarded-For.
 */
test.describe.configure({ mode: "default" });

let server: Started | undefined;
test.beforeAll(async () => {
  server = await startBuiltServer({ TRUST_PROXY_HOPS: "1" });
});
test.afterAll(async () => {
  await stopAll(server);
});

let clients = 0;
/** A client address no other case uses (IPv4 and IPv6 alternately). */
function newClient(): string {
  clients += 1;
  return clients % 2 ? `198.51.100.${clients}` : `2001:db8:${clients.toString(16)}::1`;
}

function send(method: string, path: string, client: string) {
  if (!server) throw new Error("the server did not start");
  const body = method === "GET" || method === "HEAD" ? undefined : "{}";
  // An explicit length: Node frames no body of its own for DELETE and OPTIONS, and the bytes
  // would be read as the next request on the kept-alive connection.
  const framing: Record<string, string> =
    body === undefined ? {} : { "Content-Length": String(body.length) };
  return rawRequest({
    port: server.port,
    method,
    path,
    headers: { "X-Forwarded-For": client, "Content-Type": "application/json", ...framing },
    body,
  });
}

const query = "?authToken=not-a-token&otpToken=1234";
const validate = `/api/tirehotel/authorization/validate${query}`;
const login = "/api/tirehotel/authorization/login?encryptedPhoneNumber=x";
const tooMany = "För många försök. Vänta några minuter och försök igen.";

/** Every spelling and method React Router runs the login or validate action for. */
const variants: [method: string, path: string][] = [
  ["POST", "/API/tirehotel/authorization/validate" + query],
  ["POST", "/%61pi/tirehotel/authorization/validate" + query],
  ["POST", "/api/tirehotel/authorization/Validate" + query],
  ["POST", "/api/tirehotel/authorization/validate/" + query],
  ["POST", "/api/tirehotel/authorization/validate//" + query],
  ["POST", "//api//tirehotel/authorization/validate" + query],
  ["POST", "/api/tirehotel/authorization/validate.data" + query],
  ["POST", "/api/TireHotel/Authorization/%76alidate/" + query],
  ["PUT", validate],
  ["PATCH", validate],
  ["DELETE", validate],
  ["POST", login],
  ["POST", "/Api/TireHotel/Authorization/LOGIN/?encryptedPhoneNumber=x"],
  ["PUT", "/api/tirehotel/authorization/login.data?encryptedPhoneNumber=x"],
];

for (const [method, path] of variants) {
  test(`${method} ${path} as the 6th attempt is 429`, async () => {
    const client = newClient();
    for (let i = 0; i < 5; i += 1) {
      const attempt = await send("POST", validate, client);
      expect(attempt.status, attempt.body).toBeLessThan(429);
    }
    const sixth = await send(method, path, client);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect(sixth.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(sixth.body)).toMatchObject({ message: tooMany });
  });

  test(`${method} ${path} 5 times uses up the attempts`, async () => {
    const client = newClient();
    for (let i = 0; i < 5; i += 1) {
      const attempt = await send(method, path, client);
      expect(attempt.status, attempt.body).not.toBe(429);
      expect(attempt.status, attempt.body).toBeLessThan(500);
    }
    expect((await send("POST", validate, client)).status).toBe(429);
  });
}

test("reads do not use up attempts: GET, HEAD and OPTIONS", async () => {
  const client = newClient();
  for (const method of ["GET", "HEAD", "OPTIONS"]) {
    for (let i = 0; i < 6; i += 1) {
      expect((await send(method, validate, client)).status).not.toBe(429);
    }
  }
  for (let i = 0; i < 5; i += 1)
    expect((await send("POST", validate, client)).status).not.toBe(429);
  expect((await send("POST", validate, client)).status).toBe(429);
});

test("an IPv6 client's whole /64 is one client; IPv4-mapped IPv6 is its IPv4 address", async () => {
  for (let i = 1; i <= 5; i += 1) {
    expect((await send("POST", validate, `2001:db8:feed:1::${i}`)).status).not.toBe(429);
  }
  expect((await send("POST", validate, "2001:db8:feed:1:ffff::abcd")).status).toBe(429);
  expect((await send("POST", validate, "2001:db8:feed:2::1")).status).not.toBe(429);

  for (let i = 0; i < 5; i += 1) {
    expect((await send("POST", validate, "203.0.113.77")).status).not.toBe(429);
  }
  expect((await send("POST", validate, "::ffff:203.0.113.77")).status).toBe(429);
});

const hostilePaths = [
  "/api/tirehotel%2Fauthorization/validate",
  "/api/tirehotel/authorization/..%2fvalidate",
  "/api/tirehotel%5Cauthorization/validate",
  "/api/tirehotel/%2e%2e/tirehotel/authorization/validate",
  "/api/tirehotel/.%2E/tirehotel/authorization/validate",
  "/api/x/../tirehotel/authorization/validate",
  "/x/../api/tirehotel/authorization/validate",
  "/api/%252e%252e/tirehotel/authorization/validate",
  "/api/tirehotel/authorization/validate%00",
  "/api/tirehotel/authorization/validate%ZZ",
  "/%ZZ",
];
for (const path of hostilePaths) {
  test(`POST ${path} is refused with 400`, async () => {
    const answer = await send("POST", path + query, newClient());
    expect(answer.status).toBe(400);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
}
