// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { BookingCar } from "../../../api-adapters/booking/schemas";
import * as demoData from "../../../api-adapters/mocks/booking/demo-data";
import { storyTranslate } from "../../stories/texts";
import { memoryStorage } from "../TireHotel/session";
import { createDemoBookingApi, fakePlaces } from "./fake-api";
import { serviceBookingLabels } from "./labels";
import { initialBookingState, type BookingState } from "./rules";
import { BOOKING_STORAGE_KEY, readBookingState } from "./session";
import {
  chosenTimeText,
  ServiceBookingTool,
  type ServiceBookingToolProps,
} from "./ServiceBookingTool";
import type { PositionSource } from "./PlaceSearch";
import { BookingApiError, type ServiceBookingApi } from "./types";

const labels = serviceBookingLabels(storyTranslate);
const steps = labels.steps;

const car = (plate: string) => demoData.demoCar(plate) as BookingCar;
const goteborg = fakePlaces[0] as (typeof fakePlaces)[number];

const fakeApi = (plate = "ABC123", overrides: Partial<ServiceBookingApi> = {}) =>
  createDemoBookingApi(demoData, plate, overrides);

function renderTool(
  props: Partial<ServiceBookingToolProps> = {},
  state?: BookingState,
  plate = "ABC123",
) {
  const storage = memoryStorage();
  if (state) storage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(state));
  const onEvent = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <ServiceBookingTool
      api={fakeApi(plate)}
      labels={labels}
      otherBrands={[]}
      damageInspectionHref="https://skador.example/besiktning"
      onEvent={onEvent}
      today="2030-04-15"
      storage={storage}
      onNewBooking={() => undefined}
      {...props}
    />,
  );
  return { ...view, storage, onEvent, user };
}

const stepHeading = (name: string) => screen.findByRole("heading", { level: 2, name });
/** An accessible name starting with `text` (labels carry hints and required marks). */
const startsWith = (text: string) => (name: string) => name.startsWith(text);
const stored = (storage: ReturnType<typeof memoryStorage>) => readBookingState(storage);

/** A state at step `step` with the ABC123 Volvo in Göteborg. */
function atStep(
  step: 2 | 3 | 4,
  extra: Partial<BookingState> = {},
  plate = "ABC123",
): BookingState {
  return {
    ...initialBookingState(),
    car: car(plate),
    location: { name: goteborg.name, latitude: goteborg.latitude, longitude: goteborg.longitude },
    lat: goteborg.latitude,
    lng: goteborg.longitude,
    bookingState: step,
    displayState: step,
    maxBookingState: 4,
    ...extra,
  };
}

const baseService = {
  code: "basservice",
  name: "Basservice",
  price: 2490,
  priceKnown: true,
  category: "Service",
  type: "service" as const,
};

describe("step 1: plate and place", () => {
  it("upper-cases the plate to six characters and keeps Fortsätt disabled until a place is chosen", async () => {
    const { user } = renderTool();
    const plate = await screen.findByRole("textbox", { name: startsWith(steps.plateLabel) });
    await user.type(plate, "abc 1234");
    expect(plate).toHaveValue("ABC123");
    expect(screen.getByRole("button", { name: steps.continue })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("searches places after a pause, picks one by keyboard and goes to step 2 with Steg 2/4", async () => {
    const { user, storage, onEvent } = renderTool();
    await user.type(screen.getByRole("textbox", { name: startsWith(steps.plateLabel) }), "abc123");
    const place = screen.getByRole("combobox", { name: steps.placeLabel });
    await user.type(place, "göte");
    const option = await screen.findByRole("option", { name: "Göteborg" }, { timeout: 2000 });
    expect(option).toBeInTheDocument();
    await user.keyboard("{ArrowDown}");
    expect(place).toHaveAttribute("aria-activedescendant", option.id);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(place).toHaveValue("Göteborg"));
    const next = screen.getByRole("button", { name: steps.continue });
    await waitFor(() => expect(next).not.toHaveAttribute("aria-disabled"));
    await user.click(next);

    const heading = await stepHeading(steps.servicesTitle);
    expect(heading).toHaveFocus();
    expect(screen.getByText(steps.stepHeading(2, 4))).toBeInTheDocument();
    const state = stored(storage);
    expect(state).toMatchObject({
      bookingState: 2,
      displayState: 2,
      maxBookingState: 4,
      lat: goteborg.latitude,
      lng: goteborg.longitude,
      car: { registrationNumber: "ABC123" },
      location: { name: "Göteborg" },
      services: [],
    });
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      { kind: "step", step: 1, stepName: "vehicle" },
      { kind: "step", step: 2, stepName: "services" },
    ]);
  });

  it("waits 300 ms after the last key before asking", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const searchPlaces = vi.fn(() => Promise.resolve([]));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderTool({ api: fakeApi("ABC123", { searchPlaces }) });
      await user.type(screen.getByRole("combobox", { name: steps.placeLabel }), "upp");
      act(() => void vi.advanceTimersByTime(250));
      expect(searchPlaces).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(100));
      expect(searchPlaces).toHaveBeenCalledTimes(1);
      expect(searchPlaces).toHaveBeenCalledWith("upp", expect.any(AbortSignal));
    } finally {
      vi.useRealTimers();
    }
  });

  it("prefills the place from ?lat&lng", async () => {
    const { user } = renderTool({ initialPosition: { lat: 57.7, lng: 11.97 } });
    await user.type(screen.getByRole("textbox", { name: startsWith(steps.plateLabel) }), "ABC123");
    expect(screen.getByRole("button", { name: steps.continue })).not.toHaveAttribute(
      "aria-disabled",
    );
    await user.click(screen.getByRole("button", { name: steps.continue }));
    await stepHeading(steps.servicesTitle);
  });

  it("uses the position, or says that location services are needed when refused", async () => {
    const refused: PositionSource = {
      getCurrentPosition: (_ok, fail) =>
        fail?.({ code: 1, message: "denied" } as GeolocationPositionError),
    };
    const { user } = renderTool({ positionSource: refused });
    await user.click(screen.getByRole("button", { name: steps.usePosition }));
    expect(await screen.findByText(steps.geolocationDenied)).toBeInTheDocument();
    expect(steps.geolocationDenied).toBe(
      "För att använda funktionen behöver din webbläsare kunna använda platstjänster.",
    );
  });

  it("keeps an unsupported car on step 1 with the brand's text", async () => {
    const { user } = renderTool({ initialPosition: { lat: 57.7, lng: 11.97 } });
    await user.type(screen.getByRole("textbox", { name: startsWith(steps.plateLabel) }), "BMW123");
    await user.click(screen.getByRole("button", { name: steps.continue }));
    expect(
      await screen.findByText(
        "Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: steps.servicesTitle })).toBeNull();
  });

  it("shows the server's message when the lookup fails", async () => {
    const api = fakeApi("ABC123", {
      lookupCar: () =>
        Promise.reject(new BookingApiError("Fordonsuppgifterna kan inte hämtas", 503)),
    });
    const { user } = renderTool({ api, initialPosition: { lat: 57.7, lng: 11.97 } });
    await user.type(screen.getByRole("textbox", { name: startsWith(steps.plateLabel) }), "ERR001");
    await user.click(screen.getByRole("button", { name: steps.continue }));
    expect(await screen.findByText("Fordonsuppgifterna kan inte hämtas")).toBeInTheDocument();
  });
});

describe("step 2: services", () => {
  it("lets base and original service exclude each other and asks the original's mileage", async () => {
    const { user, storage } = renderTool({}, atStep(2));
    const base = await screen.findByRole("checkbox", { name: /^Basservice/ });
    const original = screen.getByRole("checkbox", { name: /^Originalservice/ });
    await user.click(original);
    expect(base).toBeDisabled();
    await user.click(screen.getByRole("button", { name: steps.continue }));
    const mileage = await screen.findByRole("textbox", { name: startsWith(steps.mileageLabel) });
    expect(await screen.findByText("Ange miltal")).toBeInTheDocument();
    await waitFor(() => expect(mileage).toHaveFocus());
    await user.type(mileage, "4500{Enter}");
    await user.click(screen.getByRole("button", { name: steps.continue }));
    await stepHeading(steps.addonsTitle);
    expect(stored(storage)).toMatchObject({ milage: 4500, bookingState: 3 });
  });

  it("asks the message of a service that needs one, at most 80 characters with a counter", async () => {
    const { user } = renderTool({}, atStep(2));
    await user.click(await screen.findByRole("button", { name: /Reparation/ }));
    await user.click(screen.getByRole("checkbox", { name: /^Felsökning/ }));
    await user.click(screen.getByRole("button", { name: steps.continue }));
    expect(await screen.findByText("Ange meddelande")).toBeInTheDocument();
    const message = screen.getByRole("textbox", { name: startsWith(steps.userInputLabel) });
    expect(message).toHaveAttribute("maxlength", "80");
    await user.type(message, "Det låter");
    expect(screen.getByText(steps.userInputCounter(9, 80))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: steps.continue }));
    await stepHeading(steps.addonsTitle);
  });

  it("keeps Fortsätt disabled without a service", async () => {
    renderTool({}, atStep(2));
    await screen.findByRole("checkbox", { name: /^Basservice/ });
    expect(screen.getByRole("button", { name: steps.continue })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByText(steps.servicesRequired)).toBeInTheDocument();
  });

  it("shows the services failure with the contact e-mail", async () => {
    const api = fakeApi("ABC123", { services: () => Promise.reject(new Error("500")) });
    renderTool({ api }, atStep(2));
    expect(
      await screen.findByText(/Något gick fel, vänligen försök igen senare\./),
    ).toHaveTextContent(steps.contactEmail);
  });

  it("links the damage inspection in a new tab", async () => {
    renderTool({}, atStep(2));
    const link = await screen.findByRole("link", { name: startsWith(steps.damageLink) });
    expect(link).toHaveAttribute("href", "https://skador.example/besiktning");
    expect(link).toHaveAttribute("target", "_blank");
  });
});

describe("step 3: add-ons", () => {
  const withService = { services: [baseService] };

  it("offers 'Fortsätt utan tillval' until one is chosen, single choice per category", async () => {
    const { user, storage } = renderTool({}, atStep(3, withService));
    expect(
      await screen.findByRole("button", { name: "Fortsätt utan tillval" }),
    ).toBeInTheDocument();
    const outside = await screen.findByRole("checkbox", { name: /^Utvändig tvätt/ });
    const both = screen.getByRole("checkbox", { name: /^Invändig och utvändig tvätt/ });
    await user.click(outside);
    await user.click(both);
    expect(outside).not.toBeChecked();
    expect(both).toBeChecked();
    await user.click(both);
    expect(both).not.toBeChecked();
    await user.click(outside);
    await user.click(screen.getByRole("button", { name: "Fortsätt" }));
    await stepHeading(steps.workshopSummary);
    expect(stored(storage)).toMatchObject({ bookingState: 4, bookingInfo: { addons: true } });
  });

  it("goes straight to step 4 when the add-ons fail or there are none", async () => {
    for (const addons of [() => Promise.reject(new Error("500")), () => Promise.resolve([])]) {
      const { storage, unmount } = renderTool(
        { api: fakeApi("ABC123", { addons }) },
        atStep(3, withService),
      );
      await stepHeading(steps.workshopSummary);
      expect(stored(storage)).toMatchObject({ bookingState: 4, bookingInfo: { addons: false } });
      unmount();
    }
  });
});

describe("the step shell", () => {
  it("collapses reached steps to their headings and goes back to one", async () => {
    const { user, storage } = renderTool(
      {},
      atStep(4, { services: [baseService], bookingInfo: { addons: false } }),
    );
    await stepHeading(steps.workshopSummary);
    for (const name of ["Valt fordon", "Valda tjänster", "Dina tillval"]) {
      expect(screen.getByRole("button", { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(screen.getByText(steps.stepHeading(4, 4))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Valda tjänster/ }));
    expect(await stepHeading(steps.servicesTitle)).toHaveFocus();
    expect(stored(storage)).toMatchObject({ bookingState: 4, displayState: 2 });
    // Later steps stay reachable, collapsed.
    expect(screen.getByRole("button", { name: /^Välj anläggning och tid/ })).toBeInTheDocument();
  });

  it("hides the steps past 2 after a new car until a service is chosen again", async () => {
    const { user } = renderTool(
      { initialPosition: { lat: 57.7, lng: 11.97 } },
      atStep(4, { services: [baseService], displayState: 1 }),
    );
    const plate = await screen.findByRole("textbox", { name: startsWith(steps.plateLabel) });
    await user.clear(plate);
    await user.type(plate, "KIA123{Enter}");
    await stepHeading(steps.servicesTitle);
    expect(screen.queryByRole("button", { name: /^Dina tillval/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Välj anläggning och tid/ })).toBeNull();
    await user.click(await screen.findByRole("checkbox", { name: /^Basservice/ }));
    expect(screen.getByRole("button", { name: /^Dina tillval/ })).toBeInTheDocument();
  });

  it("sends a step event once per step", async () => {
    const { user, onEvent } = renderTool({}, atStep(3, { services: [baseService] }));
    await stepHeading(steps.addonsTitle);
    await user.click(screen.getByRole("button", { name: /^Valda tjänster/ }));
    await stepHeading(steps.servicesTitle);
    await user.click(screen.getByRole("button", { name: /^Dina tillval/ }));
    await stepHeading(steps.addonsTitle);
    expect(onEvent.mock.calls.map(([event]) => event.step)).toEqual([3, 2]);
  });
});

describe("chosenTimeText", () => {
  it("writes the chosen time, or the day of an all-day drop-off", () => {
    const at = (timeslot: string, isFullDay: boolean) =>
      chosenTimeText(
        atStep(4, { bookingInfo: { addons: false, timeSlot: { timeslot, isFullDay } } }),
      );
    expect(at("2030-04-16T10:00:00", false)).toBe("2030-04-16 10:00");
    expect(at("2030-04-16T08:00:00", true)).toBe("2030-04-16");
    expect(chosenTimeText(atStep(4))).toBeNull();
  });
});

describe("the summary", () => {
  it("prices the lines, marks unknown prices and sums the total", async () => {
    const services = [
      baseService,
      { ...baseService, code: "bromsar", name: "Bromsbelägg", price: null, priceKnown: false },
      {
        ...baseService,
        code: "spolarvatska",
        name: "Spolarvätska",
        price: 49,
        type: "addon" as const,
        unit: 3,
        unitAbbreviation: "l",
      },
    ];
    renderTool({}, atStep(3, { services }));
    const summary = await screen.findByRole("complementary", {
      // Beside the steps from 768 px: jsdom matches no media query.
      hidden: true,
    });
    const panel = within(summary);
    expect(panel.getByText("Pris saknas*")).toBeInTheDocument();
    expect(panel.getByText(steps.medianNote)).toBeInTheDocument();
    expect(panel.getByText("147 kr")).toBeInTheDocument();
    expect(panel.getByText("2 637 kr")).toBeInTheDocument();
  });

  it("shows agreement prices with the discount taken off", async () => {
    const services = [{ ...baseService, priceDiscount: 374 }];
    renderTool({}, atStep(3, { services }, "AVT123"), "AVT123");
    const summary = within(await screen.findByRole("complementary", { hidden: true }));
    expect(summary.getAllByText("2 116 kr")).toHaveLength(2);
    expect(summary.getByText(steps.agreement)).toBeInTheDocument();
  });
});
