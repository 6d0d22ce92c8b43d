// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BookingServiceError,
  createBookingClient,
  SINGLE_CHOICE_SELECTION,
  type BookingRequest,
} from "../../booking";
import { logger } from "../../shared/logger";
import { upstreamHandlers } from "../handlers";
import { demoBookingMessages as messages, demoBookingPlates as plates } from "./demo-data";
import { bookingHandlers, createBookingDemo } from "./handlers";

const base = "https://booking.demo.invalid";
// A Tuesday morning in Stockholm: bookable from Wednesday 25 November.
const demo = createBookingDemo(() => new Date("2026-11-24T06:30:00Z"));
const server = setupServer(...bookingHandlers(base, { demo }));
const booking = createBookingClient({ baseUrl: base, apiKey: "demo-booking-key", timeoutMs: 5000 });
const stockholm = { lat: 59.3293, lng: 18.0686 };
const gothenburg = { lat: 57.7089, lng: 11.9746 };

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => vi.spyOn(logger, "info").mockImplementation(() => undefined));
afterEach(() => {
  demo.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function failure(promise: Promise<unknown>) {
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
  return promise.then(
    () => expect.fail("expected the call to fail"),
    (error: unknown) => {
      expect(error).toBeInstanceOf(BookingServiceError);
      return error as BookingServiceError;
    },
  );
}

const offeringCodes = async (plate: string, kind: "services" | "addons") =>
  (await booking[kind](plate, stockholm)).serviceOfferingCategories.flatMap((category) =>
    category.offerings.map((offering) => offering.code),
  );

describe("the demo booking service's cars", () => {
  it("knows supported and unsupported cars, case-insensitively", async () => {
    await expect(booking.lookupCar("abc123")).resolves.toMatchObject({
      registrationNumber: "ABC123",
      brand: "Volvo",
      isSupported: true,
      hasServiceAgreement: false,
    });
    await expect(booking.lookupCar(plates.unsupported)).resolves.toMatchObject({
      brand: "BMW",
      isSupported: false,
    });
    await expect(booking.lookupCar(plates.serviceAgreement)).resolves.toMatchObject({
      hasServiceAgreement: true,
    });
  });

  it("answers an unknown plate 404 and a failing lookup 503, each with its message", async () => {
    const unknown = await failure(booking.lookupCar("ZZZ999"));
    expect([unknown.status, unknown.serverMessage]).toEqual([404, messages.unknownCar]);
    const down = await failure(booking.lookupCar(plates.lookupFails));
    expect([down.status, down.serverMessage]).toEqual([503, messages.lookupFails]);
  });

  it("answers at BOOKING_API_URL wherever the upstreams are mocked", async () => {
    const demoUrl = "https://booking.everywhere.invalid";
    server.use(...upstreamHandlers({ booking: demoUrl }));
    const client = createBookingClient({ baseUrl: demoUrl, apiKey: "k", timeoutMs: 5000 });
    await expect(client.lookupCar(plates.supported)).resolves.toMatchObject({ brand: "Volvo" });
  });

  it("refuses a call without the API key", async () => {
    const keyless = createBookingClient({ baseUrl: base, apiKey: "", timeoutMs: 5000 });
    const refused = await failure(keyless.lookupCar(plates.supported));
    expect(refused.status).toBe(401);
  });

  it("says which brands have authorised workshops, spaces sent as hyphens", async () => {
    await expect(booking.authorizedWorkshop("Volvo")).resolves.toEqual({ hasBrand: true });
    await expect(booking.authorizedWorkshop("Land Rover")).resolves.toEqual({ hasBrand: true });
    await expect(booking.authorizedWorkshop("Kia")).resolves.toEqual({ hasBrand: false });
  });
});

describe("the demo booking service's offerings", () => {
  it("offers base and original service to brands with authorised workshops only", async () => {
    const volvo = await offeringCodes(plates.supported, "services");
    expect(volvo).toEqual(expect.arrayContaining(["basservice", "originalservice", "hjulskifte"]));
    const kia = await offeringCodes(plates.noAuthorisedWorkshop, "services");
    expect(kia).not.toContain("basservice");
    expect(kia).toContain("hjulskifte");
  });

  it("has unknown prices with the median note, and a service that takes the visitor's text", async () => {
    const { serviceOfferingCategories } = await booking.services(plates.supported, stockholm);
    const offerings = serviceOfferingCategories.flatMap((category) => category.offerings);
    const brakes = offerings.find((offering) => offering.code === "bromsar");
    expect(brakes).toMatchObject({ priceKnown: false, price: null, category: "Reparation" });
    expect(brakes?.notKnownPriceText).toMatch(/medianpris/);
    expect(offerings.find((offering) => offering.allowUserInput)?.code).toBe("felsokning");
  });

  it("takes the agreement's share off the known prices of a car with a service agreement", async () => {
    const price = async (plate: string) =>
      (await booking.services(plate, stockholm)).serviceOfferingCategories
        .flatMap((category) => category.offerings)
        .find((offering) => offering.code === "basservice");
    expect(await price(plates.supported)).toMatchObject({ price: 2490, priceDiscount: null });
    expect(await price(plates.serviceAgreement)).toMatchObject({ price: 2490, priceDiscount: 374 });
  });

  it("has single-choice add-on categories and unit-priced add-ons", async () => {
    const { serviceOfferingCategories } = await booking.addons(plates.supported, stockholm);
    const single = serviceOfferingCategories.filter(
      (category) => category.selectionType === SINGLE_CHOICE_SELECTION,
    );
    expect(single.map((category) => category.name)).toEqual(["Biltvätt", "Däckförvaring"]);
    const washer = serviceOfferingCategories
      .flatMap((category) => category.offerings)
      .find((offering) => offering.code === "spolarvatska");
    expect(washer?.unitPrice).toMatchObject({ minimum: 1, maximum: 10, unitAbbreviation: "l" });
  });

  it("fails services and add-ons for their plates, and has a car without add-ons", async () => {
    expect((await failure(booking.services(plates.servicesFail, stockholm))).status).toBe(500);
    expect((await failure(booking.addons(plates.addonsFail, stockholm))).status).toBe(500);
    await expect(booking.addons(plates.noAddons, stockholm)).resolves.toEqual({
      serviceOfferingCategories: [],
    });
  });
});

describe("the demo booking service's workshops", () => {
  const query = (position: { lat: number; lng: number }, cursor?: string) => ({
    regNo: plates.supported,
    serviceOfferings: ["basservice"],
    latitude: position.lat,
    longitude: position.lng,
    cursor,
  });

  it("answers five at a time, nearest first, continuing after the cursor until none are left", async () => {
    const first = await booking.closestDepartments(query(gothenburg));
    expect(first).toHaveLength(5);
    expect(first[0]?.siteName).toBe("Bilverkstad Hisingen");
    expect(first.every((site) => site.brands.includes("Volvo"))).toBe(true);
    const seen = new Set(first.map((site) => site.departmentId));
    let cursor = first.at(-1)?.departmentId;
    for (let batch = 0; batch < 5 && cursor; batch += 1) {
      const next = await booking.closestDepartments(query(gothenburg, cursor));
      for (const site of next) {
        expect(seen.has(site.departmentId)).toBe(false);
        seen.add(site.departmentId);
      }
      cursor = next.at(-1)?.departmentId;
    }
    expect(cursor).toBeUndefined();
    expect(seen.size).toBeGreaterThan(5);
  });

  it("gives each workshop Swedish coordinates and its first free time from tomorrow", async () => {
    const [nearest] = await booking.closestDepartments(query(stockholm));
    expect(nearest?.latitude).toBeGreaterThan(55);
    expect(nearest?.latitude).toBeLessThan(69);
    expect(nearest?.longitude).toBeGreaterThan(10);
    expect(nearest?.firstTimeSlot).toMatch(/^2026-11-25T\d{2}:00:00$/);
  });

  it("has no sites for one plate and fails for another", async () => {
    await expect(
      booking.closestDepartments({ ...query(stockholm), regNo: plates.noSites }),
    ).resolves.toEqual([]);
    const down = await failure(
      booking.closestDepartments({ ...query(stockholm), regNo: plates.departmentsFail }),
    );
    expect(down.status).toBe(500);
  });

  it("ends the call when the caller aborts it", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(booking.closestDepartments(query(stockholm), controller.signal)).rejects.toThrow();
  });
});

describe("the demo booking service's times, prices and bookings", () => {
  const week = () => booking.timeslots(plates.supported, "D1001", "2026-11-23", ["basservice"]);

  it("hands out a week from the date, nothing before tomorrow, and nothing on a closed Sunday", async () => {
    const days = await week();
    expect(days.map((day) => day.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(days[0]?.availableSlots).toEqual([]);
    expect(days[1]?.availableSlots).toEqual([]);
    expect(days[2]?.availableSlots.length).toBeGreaterThan(0);
    expect(days[2]?.allDaySlotAvailable).toBe(true);
    // Saturday opens at 09:00: too late for the all-day drop-off before 08:00.
    expect(days[5]?.allDaySlotAvailable).toBe(false);
    expect(days[6]).toEqual({ date: "2026-11-29", availableSlots: [], allDaySlotAvailable: false });
  });

  const request = (timeSlot: string, isFullDay = false): BookingRequest => ({
    customer: {
      firstName: "Anna",
      lastName: "Svensson",
      phone: "070 123 45 67",
      email: "anna@example.se",
    },
    freeText: "",
    departmentId: "D1001",
    timeSlot,
    isFullDay,
    registrationNumber: plates.supported,
    mileage: 4500,
    serviceOfferingRequests: [
      { kobraId: "basservice" },
      { kobraId: "spolarvatska", unitsSelected: 3 },
    ],
  });

  it("keeps a booking, after which its time is no longer free", async () => {
    const wednesday = (await week())[2];
    const time = wednesday?.availableSlots[0];
    expect(time).toBeDefined();
    const made = await booking.book(request(`2026-11-25T${time}:00`));
    expect(made.id).toMatch(/^SB-\d+$/);
    expect((await week())[2]?.availableSlots).not.toContain(time);
    const again = await failure(booking.book(request(`2026-11-25T${time}:00`)));
    expect([again.status, again.serverMessage]).toEqual([409, messages.slotTaken]);
  });

  it("takes one all-day drop-off per day", async () => {
    await booking.book(request("2026-11-25T08:00:00", true));
    expect((await week())[2]?.allDaySlotAvailable).toBe(false);
    expect((await failure(booking.book(request("2026-11-25T08:00:00", true)))).status).toBe(409);
  });

  it("refuses the booking of its failure plate with a message, and fails times and prices", async () => {
    const refused = await failure(
      booking.book({
        ...request("2026-11-25T08:00:00", true),
        registrationNumber: plates.bookingFails,
      }),
    );
    expect([refused.status, refused.serverMessage]).toEqual([422, messages.bookingRefused]);
    expect(
      (
        await failure(
          booking.timeslots(plates.timeslotsFail, "D1001", "2026-11-25", ["basservice"]),
        )
      ).status,
    ).toBe(500);
    expect(
      (await failure(booking.prices(plates.pricesFail, 0, "D1001", ["basservice"]))).status,
    ).toBe(500);
  });

  it("prices per workshop, the original service by mileage, unknown prices as null", async () => {
    const prices = async (mileage: number, departmentId: string) =>
      (
        await booking.prices(plates.supported, mileage, departmentId, [
          "basservice",
          "originalservice",
          "bromsar",
        ])
      ).offers;
    expect(await prices(1000, "D1005")).toEqual([
      { code: "basservice", price: 2490 },
      { code: "originalservice", price: 4290 },
      { code: "bromsar", price: null },
    ]);
    expect(await prices(6500, "D1001")).toEqual([
      { code: "basservice", price: 2590 },
      { code: "originalservice", price: 4290 + 100 + 800 },
      { code: "bromsar", price: null },
    ]);
  });
});
