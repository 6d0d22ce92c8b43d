// @vitest-environment node
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { CLOSEST_DEPARTMENTS_BATCH } from "../../api-adapters/booking";
import { demoBookingMessages, demoWorkshops } from "../../api-adapters/mocks/booking";
import { serverSentEventReader } from "../service-booking/departments-stream";
import {
  answer,
  bookingOrigin,
  bookingUrl,
  otherOrigin,
  routeArgs,
  serveDemoBooking,
} from "../service-booking/route-test-support";
import { loader } from "./api.mechmate.departments";

const GENERIC_ERROR = "Något gick fel, vänligen försök igen senare.";

const server = serveDemoBooking();

const upstreamPath = `${bookingUrl.replace(/\/+$/, "")}/departments/closestAvailable`;

function query(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    regNo: "ABC123",
    serviceOfferings: "basservice,hjulskifte",
    latitude: "59.3293",
    longitude: "18.0686",
    ...overrides,
  }).toString();
}

function streamRequest(search: string, origin = bookingOrigin, signal?: AbortSignal) {
  return routeArgs(
    `${origin}/api/mechmate/departments/closestAvailable?${search}`,
    {},
    {
      headers: { Accept: "text/event-stream" },
      ...(signal ? { signal } : {}),
    },
  );
}

/** Every message of the stream, read to its end. */
async function messages(search: string): Promise<Record<string, unknown>[]> {
  const response = await loader(streamRequest(search));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("no-store, no-transform");
  const events = serverSentEventReader();
  return events.push(await response.text()).map((data) => JSON.parse(data));
}

describe("GET /api/mechmate/departments/closestAvailable (event stream)", () => {
  it("sends one message per workshop of the batch, at most five, then closes", async () => {
    const sites = await messages(query());
    expect(sites).toHaveLength(CLOSEST_DEPARTMENTS_BATCH);
    for (const site of sites) {
      expect(site).toMatchObject({
        departmentId: expect.any(String),
        siteName: expect.any(String),
      });
    }
  });

  it("continues after the cursor, the last departmentId of the previous batch", async () => {
    const first = await messages(query());
    const cursor = String(first.at(-1)?.departmentId);
    const next = await messages(query({ cursor }));
    expect(next.length).toBeGreaterThan(0);
    const seen = new Set(first.map((site) => site.departmentId));
    expect(next.some((site) => seen.has(site.departmentId))).toBe(false);
  });

  it("passes the query to the service as the specs give it", async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get(upstreamPath, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json([]);
      }),
    );
    await messages(query({ regNo: "abc 123", cursor: "D1005" }));
    expect(Object.fromEntries(asked ?? [])).toEqual({
      regNo: "ABC123",
      serviceOfferings: "basservice,hjulskifte",
      latitude: "59.3293",
      longitude: "18.0686",
      cursor: "D1005",
    });
  });

  it("sends {nosites} when the first batch is empty, and nothing when a later one is", async () => {
    expect(await messages(query({ regNo: "ERR006" }))).toEqual([{ nosites: true }]);
    const last = demoWorkshops.at(-1)?.departmentId ?? "";
    server.use(http.get(upstreamPath, () => HttpResponse.json([])));
    expect(await messages(query({ cursor: last }))).toEqual([]);
  });

  it("sends {error} with the generic text when the service fails, its own text for a refusal", async () => {
    expect(await messages(query({ regNo: "ERR005" }))).toEqual([{ error: GENERIC_ERROR }]);
    expect(await messages(query({ regNo: "ZZZ999" }))).toEqual([
      { error: demoBookingMessages.unknownCar },
    ]);
  });

  it("sends {error} when the service's answer is not five workshops at most", async () => {
    const site = { ...demoWorkshops[0], firstTimeSlot: null };
    server.use(http.get(upstreamPath, () => HttpResponse.json(Array(6).fill(site))));
    expect(await messages(query())).toEqual([{ error: GENERIC_ERROR }]);
  });

  it("ends the upstream call when the visitor disconnects", async () => {
    let upstreamSignal: AbortSignal | undefined;
    let reached: () => void = () => {};
    const upstreamReached = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get(upstreamPath, async ({ request }) => {
        upstreamSignal = request.signal;
        reached();
        await delay("infinite");
        return HttpResponse.json([]);
      }),
    );
    const visitor = new AbortController();
    const response = await loader(streamRequest(query(), bookingOrigin, visitor.signal));
    const reading = response.text();
    await upstreamReached;
    expect(upstreamSignal?.aborted).toBe(false);
    visitor.abort();
    // The stream closes without a message: nobody is there to read an {error}.
    expect(await reading).toBe("");
    expect(upstreamSignal?.aborted).toBe(true);
  });

  it("answers a bad query with a 400 before any stream opens, and 404 elsewhere", async () => {
    for (const bad of [
      query({ latitude: "91" }),
      query({ longitude: "abc" }),
      query({ serviceOfferings: "" }),
      query({ regNo: "TOOLONG1" }),
      query({ cursor: "../x" }),
    ]) {
      const response = await loader(streamRequest(bad));
      expect(response.status).toBe(400);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    }
    expect(await answer(await loader(streamRequest(query(), otherOrigin)))).toEqual({
      status: 404,
      body: { message: "Not found" },
    });
  });
});
