import { describe, expect, it } from "vitest";
import type { BookingCar } from "../../../api-adapters/booking/schemas";
import {
  addService,
  advanceTo,
  booked,
  changeWorkshopOrTime,
  chooseCar,
  chooseTime,
  chooseWorkshop,
  continueFromServices,
  continueToWorkshop,
  costSummary,
  formatSek,
  initialBookingState,
  isDisabled,
  lineTotal,
  needsMileage,
  priceText,
  removeService,
  showStep,
  toggleAddon,
  updateService,
  type BookingState,
  type SelectedService,
} from "./rules";

const volvo: BookingCar = {
  registrationNumber: "ABC123",
  brand: "Volvo",
  model: "XC60",
  buildYear: 2019,
  hasServiceAgreement: false,
  isSupported: true,
};
const stockholm = { name: "Stockholm", latitude: 59.33, longitude: 18.07, region: "Stockholm" };

const service = (code: string, extra: Partial<SelectedService> = {}): SelectedService => ({
  code,
  name: code,
  price: 1000,
  priceKnown: true,
  category: "Service",
  type: "service",
  ...extra,
});
const addon = (code: string, category: string, extra: Partial<SelectedService> = {}) =>
  service(code, { type: "addon", category, ...extra });

function withCar(): BookingState {
  const outcome = chooseCar(initialBookingState(), volvo, stockholm);
  if (outcome.kind !== "ok") throw new Error("expected the car to be taken");
  return outcome.state;
}

function added(state: BookingState, entry: SelectedService): BookingState {
  const change = addService(state, entry);
  if (!change.ok) throw new Error(change.reason);
  return change.state;
}

describe("the booking steps", () => {
  it("start at step 1 of 5 with nothing reached", () => {
    expect(initialBookingState()).toMatchObject({
      bookingState: 0,
      displayState: 1,
      maxBookingState: 5,
      services: [],
    });
  });

  it("only ever advance bookingState, while displayState can go back to a reached step", () => {
    const atFour = advanceTo(initialBookingState(), 4);
    const back = showStep(atFour, 2);
    expect([back.bookingState, back.displayState]).toEqual([4, 2]);
    expect(advanceTo(back, 3).bookingState).toBe(4);
    expect(showStep(back, 5)).toBe(back);
  });

  it("refuse an unsupported car with its brand, staying where they are", () => {
    expect(
      chooseCar(initialBookingState(), { ...volvo, brand: "BMW", isSupported: false }, stockholm),
    ).toEqual({ kind: "unsupported", brand: "BMW" });
  });

  it("take a new car to step 2 of 4 with the services cleared; the same car returns to the current step", () => {
    const state = withCar();
    expect(state).toMatchObject({
      bookingState: 2,
      displayState: 2,
      maxBookingState: 4,
      car: volvo,
    });
    expect(state).toMatchObject({ lat: 59.33, lng: 18.07, region: "Stockholm" });
    const atFour = advanceTo(added(state, service("basservice")), 4);
    const again = chooseCar(showStep(atFour, 1), volvo, stockholm);
    expect(again.kind === "ok" && again.state.displayState).toBe(4);
    expect(again.kind === "ok" && again.state.services).toHaveLength(1);
    const elsewhere = chooseCar(atFour, volvo, { ...stockholm, latitude: 57.7 });
    expect(elsewhere.kind === "ok" && elsewhere.state.services).toEqual([]);
  });

  it("leave step 2 only with a service chosen", () => {
    const state = withCar();
    expect(continueFromServices(state)).toBeNull();
    expect(continueFromServices(added(state, service("hjulskifte")))?.displayState).toBe(3);
  });

  it("reach step 4 with the addons flag telling whether one was chosen", () => {
    const state = added(withCar(), service("hjulskifte"));
    expect(continueToWorkshop(state).bookingInfo).toEqual({ addons: false });
    const withAddon = toggleAddon(
      state,
      { name: "Biltvätt", selectionType: "SingleChoice" },
      addon("tvatt-ut", "Biltvätt"),
    );
    expect(continueToWorkshop(withAddon)).toMatchObject({
      displayState: 4,
      bookingInfo: { addons: true },
    });
  });

  it("clear the workshop and time on 'Ändra verkstad eller tid', and end at step 5 with the id", () => {
    const chosen = chooseTime(
      chooseWorkshop(continueToWorkshop(added(withCar(), service("x"))), "D1"),
      {
        timeslot: "2026-11-25T08:00:00",
        isFullDay: false,
      },
    );
    expect(chosen.bookingInfo).toMatchObject({ location: "D1", timeSlot: { isFullDay: false } });
    expect(changeWorkshopOrTime(chosen).bookingInfo).toEqual({ addons: false });
    expect(booked(chosen, "SB-1")).toMatchObject({
      bookingState: 5,
      displayState: 5,
      bookingInfo: { id: "SB-1" },
    });
  });
});

describe("the service rules", () => {
  it("let base and original service exclude each other, and ask for mileage for the original", () => {
    const base = added(withCar(), service("basservice"));
    expect(isDisabled(base.services, "originalservice")).toBe(true);
    expect(addService(base, service("originalservice"))).toEqual({ ok: false, reason: "excluded" });
    expect(needsMileage(base.services)).toBe(false);
    const original = added(withCar(), service("originalservice"));
    expect(isDisabled(original.services, "basservice")).toBe(true);
    expect(needsMileage(original.services)).toBe(true);
  });

  it("refuse adding a service twice and updating one not chosen", () => {
    const state = added(withCar(), service("felsokning"));
    expect(addService(state, service("felsokning"))).toEqual({ ok: false, reason: "duplicate" });
    expect(updateService(state, service("bromsar"))).toEqual({ ok: false, reason: "absent" });
    const updated = updateService(state, service("felsokning", { userInput: "Det gnisslar" }));
    expect(updated.ok && updated.state.services[0]?.userInput).toBe("Det gnisslar");
  });

  it("reset the chosen workshop and time whenever the services change", () => {
    const atWorkshop = chooseWorkshop(continueToWorkshop(added(withCar(), service("a"))), "D1");
    expect(added(atWorkshop, service("b")).bookingInfo.location).toBeUndefined();
    expect(removeService(atWorkshop, "a").bookingInfo.location).toBeUndefined();
    expect(removeService(atWorkshop, "absent")).toBe(atWorkshop);
  });

  it("make add-on categories with a selectionType single choice, a second click deselecting", () => {
    const wash = { name: "Biltvätt", selectionType: "SingleChoice" };
    const extras = { name: "Tillbehör", selectionType: null };
    let state = toggleAddon(withCar(), wash, addon("tvatt-ut", "Biltvätt"));
    state = toggleAddon(state, wash, addon("tvatt-in-ut", "Biltvätt"));
    expect(state.services.map((entry) => entry.code)).toEqual(["tvatt-in-ut"]);
    state = toggleAddon(state, extras, addon("spolarvatska", "Tillbehör"));
    state = toggleAddon(state, extras, addon("torkarblad", "Tillbehör"));
    expect(state.services).toHaveLength(3);
    state = toggleAddon(state, wash, addon("tvatt-in-ut", "Biltvätt"));
    expect(state.services.map((entry) => entry.code)).toEqual(["spolarvatska", "torkarblad"]);
  });
});

describe("the money", () => {
  it("writes SEK the Swedish way with 'kr'", () => {
    expect(formatSek(2490).replace(/\s/g, " ")).toBe("2 490 kr");
  });

  it("multiplies unit prices by the units and takes the agreement discount off", () => {
    expect(lineTotal(addon("spolarvatska", "Tillbehör", { price: 49, unit: 3 }))).toBe(147);
    expect(lineTotal(service("basservice", { price: 2490, priceDiscount: 374 }))).toBe(2116);
  });

  it("totals the known prices and says when one is unknown ('Pris saknas*')", () => {
    const unknown = service("bromsar", { price: null, priceKnown: false });
    const entries = [
      service("a", { price: 2490 }),
      addon("b", "Tillbehör", { price: 49, unit: 2 }),
      unknown,
    ];
    expect(costSummary(entries)).toEqual({ total: 2588, hasUnknownPrice: true });
    expect(costSummary(entries.slice(0, 2)).hasUnknownPrice).toBe(false);
    expect(priceText(unknown, "Pris saknas*")).toBe("Pris saknas*");
    expect(priceText(service("a", { price: 495 }), "Pris saknas*").replace(/\s/g, " ")).toBe(
      "495 kr",
    );
  });
});
