import { describe, expect, it } from "vitest";
import type { Offering } from "../../../api-adapters/booking/schemas";
import { initialBookingState, type BookingState } from "./rules";
import { hasProblems, selectedFrom, servicesProblems, unitChoices } from "./selection";

const offering = (extra: Partial<Offering> = {}): Offering => ({
  code: "spolarvatska",
  name: "Spolarvätska",
  price: 49,
  priceKnown: true,
  notKnownPriceText: null,
  priceDiscount: null,
  description: null,
  isAvailable: true,
  allowUserInput: false,
  unitPrice: null,
  category: null,
  ...extra,
});
const litres = { unit: "liter", minimum: 2, maximum: 5, unitAbbreviation: "l", postfix: "/l" };
const messages = { mileageRequired: "Ange miltal", userInputRequired: "Ange meddelande" };

describe("selectedFrom", () => {
  it("starts a unit-priced offering at its minimum and a message one empty", () => {
    expect(selectedFrom(offering({ unitPrice: litres }), { name: "Tillbehör" }, "addon")).toEqual(
      expect.objectContaining({
        unit: 2,
        unitAbbreviation: "l",
        category: "Tillbehör",
        type: "addon",
      }),
    );
    expect(
      selectedFrom(offering({ allowUserInput: true }), { name: "X" }, "service").userInput,
    ).toBe("");
  });

  it("marks a price the service does not know", () => {
    const entry = selectedFrom(
      offering({ price: null, priceKnown: false }),
      { name: "X" },
      "service",
    );
    expect(entry).toMatchObject({ price: null, priceKnown: false });
  });
});

describe("unitChoices", () => {
  it("runs from minimum to maximum", () => {
    expect(unitChoices(offering({ unitPrice: litres }))).toEqual([2, 3, 4, 5]);
    expect(unitChoices(offering())).toEqual([]);
  });
});

describe("servicesProblems", () => {
  const original = {
    code: "originalservice",
    name: "Originalservice",
    price: 4290,
    priceKnown: true,
    category: "Service",
    type: "service" as const,
  };
  const withServices = (extra: Partial<BookingState>): BookingState => ({
    ...initialBookingState(),
    ...extra,
  });

  it("asks the original service's mileage", () => {
    expect(servicesProblems(withServices({ services: [original] }), messages).mileage).toBe(
      "Ange miltal",
    );
    expect(
      hasProblems(servicesProblems(withServices({ services: [original], milage: 4500 }), messages)),
    ).toBe(false);
  });

  it("asks a message of a service that takes one, at most 80 characters", () => {
    const asking = { ...original, code: "felsokning", userInput: "" };
    expect(servicesProblems(withServices({ services: [asking] }), messages).userInput).toEqual({
      felsokning: "Ange meddelande",
    });
    const tooLong = { ...asking, userInput: "x".repeat(81) };
    expect(hasProblems(servicesProblems(withServices({ services: [tooLong] }), messages))).toBe(
      true,
    );
    const fine = { ...asking, userInput: "Det gnisslar" };
    expect(hasProblems(servicesProblems(withServices({ services: [fine] }), messages))).toBe(false);
  });
});
