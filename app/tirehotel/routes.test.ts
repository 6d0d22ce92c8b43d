// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
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
import { loader as search } from "../routes/api.tirehotel.authorization.search";
import { action as login } from "../routes/api.tirehotel.authorization.login";
import { action as validate } from "../routes/api.tirehotel.authorization.validate";
import { action as days } from "../routes/api.tirehotel.booking.GetTimeslotDays";
import { action as times } from "../routes/api.tirehotel.booking.GetTimeslots";
import { action as create } from "../routes/api.tirehotel.booking.create";
import { action as addReview } from "../routes/api.tirehotel.review.addReview";

const config = loadConfig({});
const upstream = config.upstreams.tireHotel.url;
const demo = createTireHotelDemo();
const server = setupServer(...tireHotelHandlers(upstream, demo));
const context = { config, cspNonce: "" } as AppLoadContext;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const url = (path: string) => `http://automotive-se.localhost/api/tirehotel${path}`;
const get = (path: string) => ({
  request: new Request(url(path)),
  url: new URL(url(path)),
  pattern: "",
  context,
  params: {},
});
const post = (path: string, body?: unknown) => ({
  request: new Request(url(path), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  }),
  url: new URL(url(path)),
  pattern: "",
  context,
  params: {},
});

async function answer(response: Response | Promise<Response>) {
  const resolved = await response;
  expect(resolved.headers.get("Cache-Control")).toBe("no-store");
  return { status: resolved.status, body: (await resolved.json()) as Record<string, unknown> };
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
    expect(failed).toEqual({
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

  it("login then validate: the code 1234 logs in, another code gets the service's message", async () => {
    const sent = await answer(
      login(
        post(`/authorization/login?encryptedPhoneNumber=${customer.customer.encryptedPhoneNumber}`),
      ),
    );
    expect(sent.status).toBe(200);
    const token = String(sent.body.authorizationToken);
    const wrong = await answer(
      validate(post(`/authorization/validate?authToken=${token}&otpToken=0000`)),
    );
    expect(wrong).toEqual({ status: 401, body: { message: demoMessages.wrongCode } });
    const right = await answer(
      validate(post(`/authorization/validate?authToken=${token}&otpToken=${DEMO_ONE_TIME_CODE}`)),
    );
    expect(right.body).toMatchObject({ status: 0, vehicles: [{ regNo: "ABC123" }] });
  });

  it("validate: 400 for a code that is not four digits; login: 400 without a number", async () => {
    expect(
      (await answer(validate(post("/authorization/validate?authToken=t&otpToken=12a4")))).status,
    ).toBe(400);
    expect((await answer(login(post("/authorization/login")))).status).toBe(400);
  });

  it("rejects a malformed upstream answer with its reason logged", async () => {
    server.use(http.get(`${upstream}/authorization/search`, () => HttpResponse.json({ regNo: 1 })));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await answer(search(get("/authorization/search?regNo=ABC123")))).status).toBe(502);
    expect(logged.mock.calls.flat().join(" ")).toContain("upstream.invalid-response");
  });
});

describe("/api/tirehotel/booking", () => {
  it("GetTimeslotDays and GetTimeslots answer for the workshop", async () => {
    const range = { startDate: inDays(0), endDate: inDays(40), regNo: "VOL" };
    const free = await answer(
      days(post(`/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, range)),
    );
    const dates = (free.body.availableDates as { date: string }[]).map(({ date }) =>
      date.slice(0, 10),
    );
    expect(dates.length).toBeGreaterThan(10);
    expect(dates.every((date) => date >= inDays(3))).toBe(true);
    const day = { startDate: dates[0], endDate: dates[0], regNo: "VOL" };
    const slots = await answer(
      times(post(`/booking/GetTimeslots?workshopIdentifier=${erpId}`, day)),
    );
    expect(slots.status).toBe(200);
    expect(slots.body).toHaveProperty("availableTimeSlotDates");
  });

  it("400 for a bad body or workshop", async () => {
    const bad = await answer(
      days(post(`/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, { startDate: "tomorrow" })),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("startDate");
    expect(
      (await answer(days(post("/booking/GetTimeslotDays?workshopIdentifier=a%20b", {})))).status,
    ).toBe(400);
    expect(
      (await answer(times(post(`/booking/GetTimeslots?workshopIdentifier=${erpId}`, "{")))).status,
    ).toBe(400);
  });

  it("create: books and keeps the booking; the booked time is no longer offered", async () => {
    const date = inDays(10);
    const booking = {
      bookingDate: date,
      bookingStart: `${date}T08:00:00`,
      regNo: "ABC123",
      freeText: "",
      customer: contact,
    };
    const booked = await answer(
      create(post(`/booking/create?departmentIdentifier=${erpId}`, booking)),
    );
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ customerBase: contact, isFullDay: false });
    expect(demo.bookings).toHaveLength(1);
    const again = await answer(
      create(post(`/booking/create?departmentIdentifier=${erpId}`, booking)),
    );
    expect(again).toEqual({ status: 409, body: { message: demoMessages.timeTaken } });
  });

  it("create: passes the service's refusal through; refuses a contact form the widget would", async () => {
    const refused = demoCustomer(demoPlates.bookingRefused);
    const booking = {
      bookingDate: inDays(10),
      bookingStart: null,
      regNo: demoPlates.bookingRefused,
      freeText: "",
      customer: contact,
    };
    const answered = await answer(
      create(
        post(`/booking/create?departmentIdentifier=${refused.vehicle.location.erpId}`, booking),
      ),
    );
    expect(answered).toEqual({ status: 409, body: { message: demoMessages.alreadyBooked } });
    const invalid = await answer(
      create(
        post(`/booking/create?departmentIdentifier=${erpId}`, {
          ...booking,
          customer: { ...contact, phoneMobile: "070-123" },
        }),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain("customer.phoneMobile");
  });
});

describe("/api/tirehotel/review/addReview", () => {
  it("sends a rating of 1–5 and refuses others", async () => {
    const sent = await answer(
      addReview(post("/review/addReview", { rating: 5, comment: "Bra", date: inDays(0) })),
    );
    expect(sent.status).toBe(200);
    expect(demo.reviews.at(-1)).toMatchObject({ rating: 5, comment: "Bra" });
    expect(
      (
        await answer(
          addReview(post("/review/addReview", { rating: 0, comment: "", date: inDays(0) })),
        )
      ).status,
    ).toBe(400);
  });
});
