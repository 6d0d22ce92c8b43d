import { describe, expect, it } from "vitest";
import { memoryStorage } from "../TireHotel/session";
import { initialBookingState, type BookingState } from "./rules";
import {
  BOOKED_SITE_STORAGE_KEY,
  BOOKING_STORAGE_KEY,
  clearBooking,
  readBookedSite,
  readBookingState,
  writeBookedSite,
  writeBookingState,
} from "./session";

const state: BookingState = {
  ...initialBookingState(),
  lat: 57.7,
  lng: 11.97,
  milage: 4500,
  bookingState: 3,
  displayState: 2,
  maxBookingState: 4,
  region: "Västra Götaland",
  location: { name: "Göteborg", latitude: 57.7, longitude: 11.97 },
  services: [
    {
      code: "basservice",
      name: "Basservice",
      price: 2490,
      priceKnown: true,
      category: "Service",
      type: "service",
    },
  ],
};

const site = {
  departmentId: "D1001",
  siteId: "S1001",
  siteName: "Bilverkstad Bromma",
  address: "Ulvsundavägen 106",
  latitude: 59.34,
  longitude: 17.95,
  brands: ["Volvo"],
};

describe("the booking in session storage", () => {
  it("keeps the spec's fields under serviceBooking and reads them back", () => {
    const storage = memoryStorage();
    writeBookingState(storage, state);
    expect(Object.keys(JSON.parse(storage.getItem(BOOKING_STORAGE_KEY) ?? "{}"))).toEqual(
      expect.arrayContaining([
        "lat",
        "lng",
        "milage",
        "bookingState",
        "maxBookingState",
        "displayState",
        "region",
        "services",
        "bookingInfo",
        "location",
      ]),
    );
    expect(readBookingState(storage)).toEqual(state);
  });

  it("starts over on nothing, garbage or an impossible step", () => {
    const storage = memoryStorage();
    expect(readBookingState(storage)).toEqual(initialBookingState());
    storage.setItem(BOOKING_STORAGE_KEY, "{not json");
    expect(readBookingState(storage)).toEqual(initialBookingState());
    storage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ ...state, displayState: 9 }));
    expect(readBookingState(storage)).toEqual(initialBookingState());
  });

  it("keeps the booked workshop beside it; Ny bokning clears both", () => {
    const storage = memoryStorage();
    writeBookingState(storage, state);
    writeBookedSite(storage, site);
    expect(readBookedSite(storage)).toEqual(site);
    clearBooking(storage);
    expect(storage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(BOOKED_SITE_STORAGE_KEY)).toBeNull();
  });

  it("forgets quietly when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => undefined,
    };
    expect(() => writeBookingState(broken, state)).not.toThrow();
    expect(readBookingState(broken)).toEqual(initialBookingState());
  });
});
