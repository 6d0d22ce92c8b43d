// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import { storyTranslate } from "../../stories/texts";
import { Confirmation } from "./Confirmation";
import { BASE_SERVICE, initialBookingState, type BookingState } from "./rules";
import { confirmationLabels } from "./workshop-labels";

const labels = confirmationLabels(storyTranslate);

const site: WorkshopSite = {
  departmentId: "d1",
  siteId: "s1",
  siteName: "Automotive Göteborg Hisingen",
  address: "Exempelvägen 10, 417 05 Göteborg",
  latitude: 57.72,
  longitude: 11.94,
  brands: ["Volvo"],
};

const bookedState = (extra: Partial<BookingState> = {}): BookingState => ({
  ...initialBookingState(),
  bookingState: 5,
  displayState: 5,
  car: {
    registrationNumber: "ABC123",
    brand: "Volvo",
    model: "XC60",
    buildYear: 2019,
    hasServiceAgreement: false,
    isSupported: true,
  },
  services: [
    {
      code: BASE_SERVICE,
      name: "Basservice",
      price: 2490,
      priceKnown: true,
      category: "Service",
      type: "service",
    },
    {
      code: "spolarvatska",
      name: "Spolarvätska",
      price: 60,
      priceKnown: true,
      category: "Tillval",
      type: "addon",
      unit: 3,
      unitAbbreviation: "l",
    },
  ],
  bookingInfo: {
    addons: true,
    location: "d1",
    id: "SB-100001",
    timeSlot: { timeslot: "2030-04-16T09:30:00", isFullDay: false },
  },
  ...extra,
});

describe("the confirmation", () => {
  it("shows 'Bokning bekräftad' with the workshop, time, car, directions and costs", () => {
    render(
      <Confirmation state={bookedState()} site={site} labels={labels} onNewBooking={vi.fn()} />,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Bokning bekräftad" });
    expect(heading.hasAttribute("data-step-heading")).toBe(true);
    expect(screen.getByText("Bokningsnummer: SB-100001")).toBeDefined();
    expect(screen.getByText("Automotive Göteborg Hisingen")).toBeDefined();
    expect(screen.getByText("tisdag 16 april 09:30")).toBeDefined();
    expect(screen.getByText("ABC123 Volvo XC60")).toBeDefined();
    const directions = screen.getByRole("link", { name: /Vägbeskrivning/ });
    expect(directions.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=57.72,11.94",
    );
    expect(directions.getAttribute("target")).toBe("_blank");
    const cost = screen.getByRole("region", { name: "Kostnad" });
    expect(within(cost).getByText("2 490 kr")).toBeDefined();
    expect(within(cost).getByText("Spolarvätska (3 l)")).toBeDefined();
    expect(within(cost).getByText("180 kr")).toBeDefined();
    expect(within(cost).getByText("2 670 kr")).toBeDefined();
    expect(within(cost).queryByText(/medianpriser/)).toBeNull();
  });

  it("writes the all-day drop-off and an unknown price with the median note", () => {
    const state = bookedState();
    const [base] = state.services;
    if (!base) throw new Error("the booked state has a service");
    render(
      <Confirmation
        state={{
          ...state,
          services: [{ ...base, price: null, priceKnown: false }],
          bookingInfo: {
            ...state.bookingInfo,
            timeSlot: { timeslot: "2030-04-16T08:00:00", isFullDay: true },
          },
        }}
        site={site}
        labels={labels}
        onNewBooking={vi.fn()}
      />,
    );
    expect(screen.getByText("tisdag 16 april, lämna bilen före 08:00")).toBeDefined();
    expect(screen.getByText("Pris saknas*")).toBeDefined();
    expect(screen.getByText("0 kr*")).toBeDefined();
    expect(screen.getByText(/medianpriser/)).toBeDefined();
  });

  it("'Ny bokning' starts over", () => {
    const onNewBooking = vi.fn();
    render(
      <Confirmation
        state={bookedState()}
        site={site}
        labels={labels}
        onNewBooking={onNewBooking}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Ny bokning" }));
    expect(onNewBooking).toHaveBeenCalledOnce();
  });
});
