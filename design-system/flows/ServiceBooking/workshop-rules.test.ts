import { describe, expect, it } from "vitest";
import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import {
  BASE_SERVICE,
  initialBookingState,
  ORIGINAL_SERVICE,
  type BookingState,
  type SelectedService,
} from "./rules";
import {
  bookingRequest,
  chosenTime,
  firstBookableDay,
  firstGridDay,
  formatChosenTime,
  formatFirstTime,
  formatKm,
  pricingMileage,
  purchaseEvent,
  shiftDay,
  sortSites,
  withSite,
  withWorkshopPrices,
} from "./workshop-rules";

const site = (id: string, lat: number, firstTimeSlot?: string): WorkshopSite => ({
  departmentId: id,
  siteId: `site-${id}`,
  siteName: `Verkstad ${id}`,
  address: "Exempelvägen 1, 411 01 Göteborg",
  latitude: lat,
  longitude: 11.97,
  brands: ["Volvo"],
  firstTimeSlot,
});

const service = (code: string, price: number | null, extra: Partial<SelectedService> = {}) =>
  ({
    code,
    name: code,
    price,
    priceKnown: price !== null,
    category: "Service",
    type: "service",
    ...extra,
  }) satisfies SelectedService;

const chosenState = (services: SelectedService[], milage?: number): BookingState => ({
  ...initialBookingState(),
  car: {
    registrationNumber: "ABC123",
    brand: "Volvo",
    model: "XC60",
    buildYear: 2020,
    hasServiceAgreement: false,
    isSupported: true,
  },
  milage,
  services,
  bookingInfo: {
    addons: false,
    location: "d1",
    timeSlot: { timeslot: "2030-04-16T09:30:00", isFullDay: false },
  },
});

describe("the workshop list's order", () => {
  const from = { lat: 57.7, lng: 11.97 };
  const far = site("far", 58.5, "2030-04-15T08:00:00");
  const near = site("near", 57.71, "2030-04-18T08:00:00");
  const none = site("none", 57.72);

  it("puts the nearest to the place first", () => {
    expect(sortSites([far, near, none], "nearest", from).map((s) => s.departmentId)).toEqual([
      "near",
      "none",
      "far",
    ]);
  });

  it("puts the first free time first, workshops without one last", () => {
    expect(sortSites([none, near, far], "firstAvailable", from).map((s) => s.departmentId)).toEqual(
      ["far", "near", "none"],
    );
  });

  it("keeps a workshop the stream sends twice once", () => {
    expect(withSite([near], { ...near })).toHaveLength(1);
    expect(withSite([near], far)).toHaveLength(2);
  });

  it("writes distances as Swedes do", () => {
    expect(formatKm(3.24)).toBe("3,2");
    expect(formatKm(14.6)).toBe("15");
  });
});

describe("the weekly grid's days", () => {
  it("moves days across months and years", () => {
    expect(shiftDay("2030-01-28", 7)).toBe("2030-02-04");
    expect(shiftDay("2030-12-29", 7)).toBe("2031-01-05");
    expect(shiftDay("2030-03-04", -7)).toBe("2030-02-25");
  });

  it("offers times from tomorrow (decision 0034)", () => {
    expect(firstBookableDay("2030-04-30")).toBe("2030-05-01");
  });

  it("starts at the workshop's first free day when that is later than tomorrow", () => {
    expect(firstGridDay("2030-04-10", "2030-04-22T10:00:00")).toBe("2030-04-22");
    expect(firstGridDay("2030-04-10", "2030-04-10T10:00:00")).toBe("2030-04-11");
    expect(firstGridDay("2030-04-10", null)).toBe("2030-04-11");
  });

  it("sends a time as YYYY-MM-DDTHH:mm:ss and the all-day drop-off at 08:00", () => {
    expect(chosenTime("2030-04-16", "13:30")).toEqual({
      timeslot: "2030-04-16T13:30:00",
      isFullDay: false,
    });
    expect(chosenTime("2030-04-16", "allDay")).toEqual({
      timeslot: "2030-04-16T08:00:00",
      isFullDay: true,
    });
  });

  it("writes a chosen time in Swedish, the all-day one with its drop-off text", () => {
    const allDay = (date: string) => `${date}, lämna bilen före 08:00`;
    expect(formatChosenTime(chosenTime("2030-04-16", "13:30"), allDay)).toBe(
      "tisdag 16 april 13:30",
    );
    expect(formatChosenTime(chosenTime("2030-04-16", "allDay"), allDay)).toBe(
      "tisdag 16 april, lämna bilen före 08:00",
    );
    expect(formatFirstTime("2030-04-16T09:30:00")).toMatch(/^tis 16 apr\.? 09:30$/);
  });
});

describe("prices at the chosen workshop", () => {
  it("replaces the median prices, marks the unpriced and keeps the workshop and time", () => {
    const state = chosenState([service(BASE_SERVICE, 2000), service("hjulskifte", 500)]);
    const priced = withWorkshopPrices(state, [
      { code: BASE_SERVICE, price: 2190 },
      { code: "hjulskifte", price: null },
    ]);
    expect(priced.services[0]).toMatchObject({ price: 2190, priceKnown: true });
    expect(priced.services[1]).toMatchObject({ price: null, priceKnown: false });
    expect(priced.bookingInfo).toEqual(state.bookingInfo);
  });

  it("keeps a service the workshop did not price", () => {
    const state = chosenState([service("hjulskifte", 500)]);
    expect(withWorkshopPrices(state, []).services[0]).toMatchObject({ price: 500 });
  });

  it("asks with the mileage only for the original service", () => {
    expect(pricingMileage(chosenState([service(ORIGINAL_SERVICE, 4000)], 1200))).toBe(1200);
    expect(pricingMileage(chosenState([service(BASE_SERVICE, 2000)], 1200))).toBe(0);
  });
});

describe("the booking", () => {
  const contact = {
    firstName: "Anna",
    lastName: "Svensson",
    phone: "070 123 45 67",
    email: "anna@example.se",
    freeText: "Ring innan",
  };

  it("sends the workshop, time, car, mileage and each offering with its units and message", () => {
    const state = chosenState(
      [
        service(ORIGINAL_SERVICE, 4000),
        service("spolarvatska", 50, { type: "addon", unit: 3, unitAbbreviation: "l" }),
        service("felsokning", 900, { userInput: "Det knackar" }),
      ],
      1200,
    );
    expect(bookingRequest(state, contact)).toEqual({
      customer: {
        firstName: "Anna",
        lastName: "Svensson",
        phone: "070 123 45 67",
        email: "anna@example.se",
      },
      freeText: "Ring innan",
      departmentId: "d1",
      timeSlot: "2030-04-16T09:30:00",
      isFullDay: false,
      registrationNumber: "ABC123",
      mileage: 1200,
      serviceOfferingRequests: [
        { kobraId: ORIGINAL_SERVICE, unitsSelected: null, userInput: null },
        { kobraId: "spolarvatska", unitsSelected: 3, userInput: null },
        { kobraId: "felsokning", unitsSelected: null, userInput: "Det knackar" },
      ],
    });
  });

  it("sends no mileage without the original service, and nothing without a time", () => {
    const state = chosenState([service(BASE_SERVICE, 2000)], 1200);
    expect(bookingRequest(state, contact)?.mileage).toBeNull();
    const withoutTime = { ...state, bookingInfo: { addons: false, location: "d1" } };
    expect(bookingRequest(withoutTime, contact)).toBeNull();
  });

  it("reports the purchase with the known prices' total in SEK and the offerings", () => {
    const state = chosenState([
      service(BASE_SERVICE, 2000, { priceDiscount: 300 }),
      service("spolarvatska", 50, { unit: 2 }),
      service("okand", null),
    ]);
    expect(purchaseEvent(state, "SB-1")).toEqual({
      kind: "purchase",
      bookingId: "SB-1",
      value: 1800,
      currency: "SEK",
      items: [BASE_SERVICE, "spolarvatska", "okand"],
    });
  });
});
