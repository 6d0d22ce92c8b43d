import { expect, test } from "@playwright/test";
import { port, rawRequest } from "./helpers";

/*
 * Issue 19, against the built server: what the edge and the pipeline do to the /api/mechmate
 * routes (the route-level table of hostile values is app/routes/api.mechmate.hostile.test.ts):
 * methods, bodies, other sites, and the workshop stream going out unbuffered and uncompressed.
 */

const origin = `http://automotive-se.localhost:${port}`;
const stream =
  "/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=basservice&latitude=59.33&longitude=18.07";
const reads = [
  "/api/mechmate/car/ABC123",
  "/api/mechmate/services/ABC123?lat=59.33&lng=18.07",
  "/api/mechmate/authorized-workshop/Volvo",
  stream,
];
const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
const booking = (registrationNumber: string) =>
  JSON.stringify({
    customer: { firstName: "Eve", lastName: "Test", phone: "0701234567", email: "eve@example.se" },
    departmentId: "D1004",
    timeSlot: `${tomorrow}T09:00:00`,
    isFullDay: false,
    registrationNumber,
    serviceOfferingRequests: [{ kobraId: "basservice" }],
  });

function post(body: string, headers: Record<string, string> = {}, path = "/api/mechmate/book") {
  return rawRequest({
    path,
    method: "POST",
    body,
    headers: {
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(body)),
      ...headers,
    },
  });
}

const message = (body: string) => (JSON.parse(body) as { message?: string }).message;

test("the workshop stream goes out as events, uncompressed, and closes after the batch", async () => {
  const answer = await rawRequest({ path: stream, headers: { "Accept-Encoding": "gzip, br" } });
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
  expect(answer.headers["content-encoding"]).toBeUndefined();
  expect(answer.headers["cache-control"]).toBe("no-store, no-transform");
  const events = answer.body.split("\n\n").filter(Boolean);
  expect(events).toHaveLength(5);
  for (const event of events) expect(event).toMatch(/^data: \{"departmentId":/);
});

for (const path of reads) {
  test(`${path.split("?")[0]} answers GET only, and takes no body`, async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const refused = await rawRequest({ path, method, headers: { "Content-Length": "0" } });
      expect(refused.status, method).toBe(405);
      expect(refused.headers.allow).toBe("GET, HEAD, OPTIONS");
    }
    const body = "{}";
    const withBody = await rawRequest({
      path,
      body,
      headers: { "Content-Type": "application/json", "Content-Length": "2" },
    });
    expect(withBody.status).toBe(413);
    const options = await rawRequest({ path, method: "OPTIONS" });
    expect(options.status).toBe(204);
  });
}

test("the booking answers POST only, same-site JSON, within the body limit", async () => {
  for (const method of ["GET", "PUT", "DELETE"]) {
    const refused = await rawRequest({ path: "/api/mechmate/book", method });
    expect(refused.status, method).toBe(405);
    expect(refused.headers.allow).toBe("POST, OPTIONS");
  }
  const crossSite = await post(booking("ABC123"), {
    Origin: "https://evil.example",
    "Sec-Fetch-Site": "cross-site",
  });
  expect(crossSite.status).toBe(403);
  expect(message(crossSite.body)).toBe("Förfrågan måste komma från den här webbplatsen.");
  expect((await post("a=b", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(
    415,
  );
  const huge = JSON.stringify({ freeText: "x".repeat(70 * 1024) });
  expect((await post(huge)).status).toBe(413);
  const invalid = await post(JSON.stringify({ customer: {} }));
  expect(invalid.status).toBe(400);
  expect(JSON.parse(invalid.body)).toMatchObject({
    fields: { "customer.email": expect.any(String) },
  });
});

test("a refused booking keeps the service's status and text", async () => {
  const refused = await post(booking("ERR009"));
  expect(refused.status).toBe(422);
  expect(message(refused.body)).toBe(
    "Bokningen kunde inte genomföras. Försök igen eller kontakta verkstaden.",
  );
});

test("a site without the booking tool answers 404 on every route, and so does any other path", async () => {
  for (const path of [...reads, "/api/mechmate/book"]) {
    const answer = await rawRequest({ path, site: "retail-uk" });
    expect(answer.status, path).toBe(path.endsWith("/book") ? 405 : 404);
  }
  const other = await rawRequest({ path: "/api/mechmate/nothing/here" });
  expect(other.status).toBe(404);
  expect(message(other.body)).toBe("Not found");
});
