// @vitest-environment node
import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { bookingDemo, demoBookingMessages, demoWorkshops } from "../../api-adapters/mocks/booking";
import { sameSiteJsonInit } from "../lib/json-post.testing";
import {
  answer,
  bookingOrigin,
  otherOrigin,
  bookingBody,
  routeArgs,
  serveDemoBooking,
} from "../service-booking/route-test-support";
import { loader as addons } from "./api.mechmate.addons";
import { loader as authorizedWorkshop } from "./api.mechmate.authorized-workshop";
import { action as book } from "./api.mechmate.book";
import { loader as car } from "./api.mechmate.car";
import { loader as prices } from "./api.mechmate.prices";
import { loader as services } from "./api.mechmate.services";
import { loader as timeslots } from "./api.mechmate.timeslots";
import { loader as unknownPath } from "./api.mechmate.$";

/* The Swedish answers word for word (ServiceBooking.Api*, Api.* in i18n/messages/sv.json). */
const GENERIC_ERROR = "Något gick fel, vänligen försök igen senare.";
const INVALID_BOOKING =
  "Några uppgifter saknas eller är felaktiga. Kontrollera formuläret och försök igen.";
const CROSS_SITE = "Förfrågan måste komma från den här webbplatsen.";
const JSON_REQUIRED = "Förfrågan måste skickas som JSON (application/json).";

serveDemoBooking();

const workshop = demoWorkshops[0]?.departmentId ?? "";
const stockholm = "lat=59.3293&lng=18.0686";

type Loader = (args: LoaderFunctionArgs) => Promise<Response> | Response;

async function get(loader: Loader, path: string, params: Record<string, string> = {}) {
  const response = await loader(routeArgs(`${bookingOrigin}${path}`, params));
  return { response, ...(await answer(response)) };
}

/** A week from tomorrow (Swedish date), the first free hour of the demo's first workshop. */
async function freeTime() {
  const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
  const week = await get(
    timeslots,
    `/api/mechmate/timeslots/from/ABC123/${workshop}/${tomorrow}T00:00:00/?serviceOfferings=basservice`,
    { registrationNumber: "ABC123", departmentId: workshop, from: `${tomorrow}T00:00:00` },
  );
  const days = week.body as unknown as { date: string; availableSlots: string[] }[];
  const day = days.find((entry) => entry.availableSlots.length > 0);
  return `${day?.date}T${day?.availableSlots[0]}:00`;
}

async function post(body: unknown, headers: Record<string, string> = {}, origin = bookingOrigin) {
  const response = await book(
    routeArgs(`${origin}/api/mechmate/book`, {}, sameSiteJsonInit(origin, body, { headers })),
  );
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return answer(response);
}

describe("GET /api/mechmate/*", () => {
  it("looks a car up, its plate as typed (spaces, lower case)", async () => {
    const { status, body, response } = await get(car, "/api/mechmate/car/abc%20123", {
      registrationNumber: "abc 123",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ registrationNumber: "ABC123", brand: "Volvo", isSupported: true });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("passes the service's message for a car it cannot look up, with its status", async () => {
    expect(
      await get(car, "/api/mechmate/car/ZZZ999", { registrationNumber: "ZZZ999" }),
    ).toMatchObject({
      status: 404,
      body: { message: demoBookingMessages.unknownCar },
    });
    expect(
      await get(car, "/api/mechmate/car/ERR001", { registrationNumber: "ERR001" }),
    ).toMatchObject({
      status: 502,
      body: { message: GENERIC_ERROR },
    });
  });

  it("answers the services and add-ons of a car near a position", async () => {
    const found = await get(services, `/api/mechmate/services/ABC123?${stockholm}`, {
      registrationNumber: "ABC123",
    });
    expect(found.status).toBe(200);
    expect((found.body.serviceOfferingCategories as unknown[]).length).toBeGreaterThan(0);
    const extra = await get(addons, `/api/mechmate/addons/ABC123?${stockholm}`, {
      registrationNumber: "ABC123",
    });
    expect(extra.status).toBe(200);
    expect(extra.body.serviceOfferingCategories).toBeInstanceOf(Array);
  });

  it("answers the generic text when the services fail (specs §8)", async () => {
    expect(
      await get(services, `/api/mechmate/services/ERR002?${stockholm}`, {
        registrationNumber: "ERR002",
      }),
    ).toMatchObject({ status: 502, body: { message: GENERIC_ERROR } });
  });

  it("tells whether a brand has authorised workshops, the brand's spaces as hyphens", async () => {
    const volvo = await get(authorizedWorkshop, "/api/mechmate/authorized-workshop/Volvo", {
      brand: "Volvo",
    });
    expect(volvo).toMatchObject({ status: 200, body: { hasBrand: true } });
    expect(volvo.response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(
      await get(authorizedWorkshop, "/api/mechmate/authorized-workshop/Kia", { brand: "Kia" }),
    ).toMatchObject({ status: 200, body: { hasBrand: false } });
  });

  it("answers a week of times from a date, and the prices at a workshop for a mileage", async () => {
    const week = await get(
      timeslots,
      `/api/mechmate/timeslots/from/ABC123/${workshop}/2030-01-07T00:00:00/?serviceOfferings=basservice`,
      { registrationNumber: "ABC123", departmentId: workshop, from: "2030-01-07T00:00:00" },
    );
    expect(week.status).toBe(200);
    expect(week.body).toHaveLength(7);
    const priced = await get(
      prices,
      `/api/mechmate/prices/ABC123/4500/${workshop}?serviceOfferings=basservice,originalservice`,
      { registrationNumber: "ABC123", mileage: "4500", departmentId: workshop },
    );
    expect(priced.status).toBe(200);
    expect((priced.body.offers as { code: string }[]).map((offer) => offer.code)).toEqual([
      "basservice",
      "originalservice",
    ]);
  });

  it("answers 404 on a site without the booking tool, and on any other path", async () => {
    const response = await car(
      routeArgs(`${otherOrigin}/api/mechmate/car/ABC123`, { registrationNumber: "ABC123" }),
    );
    expect(await answer(response)).toEqual({ status: 404, body: { message: "Not found" } });
    expect(await answer(unknownPath())).toEqual({ status: 404, body: { message: "Not found" } });
  });
});

describe("POST /api/mechmate/book", () => {
  it("books a free time (200 with the id), after which the time is no longer free", async () => {
    const timeSlot = await freeTime();
    const first = await post(bookingBody({ timeSlot }));
    expect(first).toEqual({ status: 200, body: { id: expect.stringMatching(/^SB-/) } });
    expect(await post(bookingBody({ timeSlot }))).toEqual({
      status: 409,
      body: { message: demoBookingMessages.slotTaken },
    });
  });

  it("passes the service's refusal with its status and text (specs §8)", async () => {
    expect(await post(bookingBody({ registrationNumber: "ERR009" }))).toEqual({
      status: 422,
      body: { message: demoBookingMessages.bookingRefused },
    });
  });

  it("refuses an invalid booking with the fields at fault, before anything goes upstream", async () => {
    const { status, body } = await post(
      bookingBody({ customer: { firstName: "", lastName: "Berg", phone: "12", email: "x" } }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe(INVALID_BOOKING);
    expect(Object.keys(body.fields as object).sort()).toEqual([
      "customer.email",
      "customer.firstName",
      "customer.phone",
    ]);
    expect(bookingDemo.bookings).toHaveLength(0);
  });

  it("refuses a post from another site (403) and a body that is not JSON (415)", async () => {
    expect(
      await post(bookingBody(), { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }),
    ).toEqual({
      status: 403,
      body: { message: CROSS_SITE },
    });
    expect(await post("a=b", { "Content-Type": "application/x-www-form-urlencoded" })).toEqual({
      status: 415,
      body: { message: JSON_REQUIRED },
    });
  });
});
