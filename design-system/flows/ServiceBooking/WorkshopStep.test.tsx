// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TimeslotDay, WorkshopSite } from "../../../api-adapters/booking/schemas";
import { storyTranslate } from "../../stories/texts";
import {
  BASE_SERVICE,
  initialBookingState,
  ORIGINAL_SERVICE,
  type BookingState,
  type SelectedService,
} from "./rules";
import { BookingApiError, type ServiceBookingApi } from "./types";
import { workshopStepLabels } from "./workshop-labels";
import { WorkshopStep } from "./WorkshopStep";

const labels = workshopStepLabels(storyTranslate);
const TODAY = "2030-04-10";

const site = (n: number, extra: Partial<WorkshopSite> = {}): WorkshopSite => ({
  departmentId: `d${n}`,
  siteId: `s${n}`,
  siteName: `Automotive Verkstad ${n}`,
  address: `Verkstadsgatan ${n}, 411 0${n % 10} Göteborg`,
  latitude: 57.7 + n / 100,
  longitude: 11.97,
  brands: ["Volvo"],
  firstTimeSlot: `2030-04-${String(11 + (n % 10)).padStart(2, "0")}T09:00:00`,
  ...extra,
});
const sites = Array.from({ length: 7 }, (_, index) => site(index + 1));

const week = (from: string): TimeslotDay[] =>
  Array.from({ length: 7 }, (_, offset) => {
    const day = new Date(`${from}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    return {
      date: day.toISOString().slice(0, 10),
      availableSlots: offset === 0 ? ["09:00", "13:30"] : [],
      allDaySlotAvailable: offset === 0,
    };
  });

const service = (code: string, price: number | null): SelectedService => ({
  code,
  name: code === ORIGINAL_SERVICE ? "Originalservice" : "Basservice",
  price,
  priceKnown: price !== null,
  category: "Service",
  type: "service",
});

function atStep4(extra: Partial<BookingState> = {}): BookingState {
  return {
    ...initialBookingState(),
    bookingState: 4,
    displayState: 4,
    car: {
      registrationNumber: "ABC123",
      brand: "Volvo",
      model: "XC60",
      buildYear: 2019,
      hasServiceAgreement: false,
      isSupported: true,
    },
    location: { name: "Göteborg", latitude: 57.7, longitude: 11.97 },
    services: [service(BASE_SERVICE, 2000)],
    ...extra,
  };
}

function fakeApi(overrides: Partial<ServiceBookingApi> = {}): ServiceBookingApi {
  const unused = () => Promise.reject(new Error("not used"));
  return {
    lookupCar: unused,
    services: unused,
    addons: unused,
    hasAuthorizedWorkshop: unused,
    searchPlaces: unused,
    resolvePlace: unused,
    closestDepartments: vi.fn(async (request, handlers) => {
      const start = request.cursor
        ? sites.findIndex((entry) => entry.departmentId === request.cursor) + 1
        : 0;
      for (const entry of sites.slice(start, start + 5)) handlers.onSite(entry);
    }),
    timeslots: vi.fn(async (_plate: string, _department: string, date: string) => week(date)),
    prices: vi.fn(async () => [{ code: BASE_SERVICE, price: 2490 }]),
    book: vi.fn(async () => ({ id: "SB-1" })),
    ...overrides,
  };
}

function renderStep(api: ServiceBookingApi, initial: BookingState = atStep4()) {
  const onBooked = vi.fn();
  const onEvent = vi.fn();
  const states: BookingState[] = [];
  function Harness() {
    const [state, setState] = useState(initial);
    return (
      <WorkshopStep
        api={api}
        state={state}
        onStateChange={(next) => {
          states.push(next);
          setState(next);
        }}
        onBooked={onBooked}
        labels={labels}
        today={TODAY}
        onEvent={onEvent}
      />
    );
  }
  render(<Harness />);
  return { onBooked, onEvent, states, latest: () => states.at(-1) };
}

const chooseFirst = async () => {
  await screen.findByText("5 verkstäder visas");
  const button = await screen.findByRole("button", { name: "Välj Automotive Verkstad 1" });
  fireEvent.click(button);
};

const chosenState = (extra: Partial<BookingState> = {}) =>
  atStep4({ bookingInfo: { addons: false, location: "d1" }, ...extra });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the workshop list", () => {
  it("shows the first five workshops of the stream and fetches more after the last", async () => {
    const api = fakeApi();
    renderStep(api);
    expect(screen.getByText("Söker verkstäder…")).toBeDefined();
    expect(await screen.findByText("5 verkstäder visas")).toBeDefined();
    expect(api.closestDepartments).toHaveBeenCalledWith(
      {
        regNo: "ABC123",
        serviceOfferings: [BASE_SERVICE],
        latitude: 57.7,
        longitude: 11.97,
        cursor: undefined,
      },
      expect.anything(),
      expect.any(AbortSignal),
    );
    fireEvent.click(screen.getByRole("button", { name: "Hämta fler" }));
    expect(await screen.findByText("7 verkstäder visas")).toBeDefined();
    expect(vi.mocked(api.closestDepartments).mock.calls[1]?.[0].cursor).toBe("d5");
    // A batch of fewer than five: nothing more to fetch.
    expect(screen.queryByRole("button", { name: "Hämta fler" })).toBeNull();
  });

  it("shows each workshop as it comes, while the stream is still open", async () => {
    let close: () => void = () => undefined;
    const api = fakeApi({
      closestDepartments: vi.fn(async (_request, handlers) => {
        handlers.onSite(site(1));
        await new Promise<void>((resolve) => {
          close = resolve;
        });
        handlers.onSite(site(2));
      }),
    });
    renderStep(api);
    expect(
      await screen.findByRole("heading", { level: 4, name: "Automotive Verkstad 1" }),
    ).toBeDefined();
    expect(screen.getByText("Söker verkstäder…")).toBeDefined();
    await act(async () => close());
    expect(await screen.findByText("2 verkstäder visas")).toBeDefined();
  });

  it("a marker on the map marks its card and offers it in the preview", async () => {
    renderStep(fakeApi());
    await screen.findByText("5 verkstäder visas");
    const marker = document.querySelector('[data-marker-id="d2"]');
    if (!marker) throw new Error("the static map draws the workshops");
    fireEvent.click(marker);
    const card = document.querySelector('li[data-department-id="d2"]');
    expect(card?.hasAttribute("data-highlighted")).toBe(true);
    expect(screen.getAllByRole("button", { name: "Välj Automotive Verkstad 2" }).length).toBe(2);
  });

  it("sorts by the first available time", async () => {
    const api = fakeApi({
      closestDepartments: vi.fn(async (_request, handlers) => {
        handlers.onSite(site(1, { firstTimeSlot: "2030-04-20T09:00:00" }));
        handlers.onSite(site(2, { firstTimeSlot: "2030-04-12T09:00:00" }));
        handlers.onSite(site(3, { firstTimeSlot: null }));
      }),
    });
    renderStep(api);
    await screen.findByText("3 verkstäder visas");
    const names = () =>
      screen.getAllByRole("heading", { level: 4 }).map((heading) => heading.textContent);
    expect(names()).toEqual([
      "Automotive Verkstad 1",
      "Automotive Verkstad 2",
      "Automotive Verkstad 3",
    ]);
    fireEvent.click(screen.getByRole("radio", { name: "Första lediga tid" }));
    expect(names()).toEqual([
      "Automotive Verkstad 2",
      "Automotive Verkstad 1",
      "Automotive Verkstad 3",
    ]);
    expect(screen.getAllByText("Inga lediga tider just nu")).toHaveLength(1);
  });

  it("says so when no workshop suits, with the contact suggestion", async () => {
    const api = fakeApi({
      closestDepartments: vi.fn(async (_request, handlers) => handlers.onNoSites()),
    });
    renderStep(api);
    expect(
      await screen.findByText("Vi kan ej hitta några anläggningar som passar dig"),
    ).toBeDefined();
    expect(screen.getByText(/Kontakta oss på verkstad@automotive-se\.example/)).toBeDefined();
  });

  it("shows the stream's error and tries again", async () => {
    const closestDepartments = vi
      .fn<ServiceBookingApi["closestDepartments"]>()
      .mockImplementationOnce(async (_request, handlers) => handlers.onError("Tekniskt fel"))
      .mockImplementationOnce(async (_request, handlers) => handlers.onSite(site(1)));
    renderStep(fakeApi({ closestDepartments }));
    expect(await screen.findByText("Tekniskt fel")).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    expect(await screen.findByText("1 verkstad visas")).toBeDefined();
    expect(screen.queryByText("Tekniskt fel")).toBeNull();
  });

  it("aborts the stream when the step goes", async () => {
    let signal: AbortSignal | undefined;
    const api = fakeApi({
      closestDepartments: vi.fn((_request, _handlers, given) => {
        signal = given;
        return new Promise<void>(() => undefined);
      }),
    });
    const view = render(
      <WorkshopStep
        api={api}
        state={atStep4()}
        onStateChange={() => undefined}
        onBooked={() => undefined}
        labels={labels}
        today={TODAY}
      />,
    );
    expect(signal?.aborted).toBe(false);
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it("chooses a workshop: its id kept, focus on it, prices asked there", async () => {
    const api = fakeApi();
    const { latest } = renderStep(api);
    await chooseFirst();
    expect(latest()?.bookingInfo.location).toBe("d1");
    const chosen = await screen.findByRole("region", { name: "Din verkstad" });
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    expect(within(chosen).getByText("Automotive Verkstad 1")).toBeDefined();
    expect(api.prices).toHaveBeenCalledWith("ABC123", 0, "d1", [BASE_SERVICE]);
  });
});

describe("the chosen workshop", () => {
  it("applies its prices, keeping the workshop, and shows the total there", async () => {
    const api = fakeApi();
    const { latest } = renderStep(api, chosenState());
    expect(await screen.findByText("Totalt hos verkstaden: 2 490 kr")).toBeDefined();
    expect(latest()?.services[0]).toMatchObject({ price: 2490, priceKnown: true });
    expect(latest()?.bookingInfo.location).toBe("d1");
    expect(api.prices).toHaveBeenCalledTimes(1);
  });

  it("asks the original service's price for the car's mileage", async () => {
    const api = fakeApi();
    renderStep(api, chosenState({ services: [service(ORIGINAL_SERVICE, 4000)], milage: 1500 }));
    await waitFor(() =>
      expect(api.prices).toHaveBeenCalledWith("ABC123", 1500, "d1", [ORIGINAL_SERVICE]),
    );
  });

  it("marks an unknown price with the median note", async () => {
    const api = fakeApi({ prices: vi.fn(async () => [{ code: BASE_SERVICE, price: null }]) });
    renderStep(api, chosenState());
    expect(await screen.findByText("Totalt hos verkstaden: 0 kr*")).toBeDefined();
    expect(screen.getByText(/medianpriser/)).toBeDefined();
  });

  it("shows the map at zoom 15 on it and a directions link", async () => {
    renderStep(fakeApi(), chosenState());
    await screen.findByRole("region", { name: "Din verkstad" });
    expect(document.querySelector("[data-static-map]")?.getAttribute("data-zoom")).toBe("15");
    const directions = screen.getByRole("link", { name: /Vägbeskrivning/ });
    expect(directions.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=57.71,11.97",
    );
  });

  it("'Ändra verkstad eller tid' clears the workshop and time and shows the list", async () => {
    const { latest } = renderStep(
      fakeApi(),
      chosenState({
        bookingInfo: {
          addons: true,
          location: "d1",
          timeSlot: { timeslot: "2030-04-11T09:00:00", isFullDay: false },
        },
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Ändra verkstad eller tid" }));
    expect(latest()?.bookingInfo).toEqual({ addons: true });
    expect(await screen.findByRole("region", { name: "Välj verkstad" })).toBeDefined();
  });

  it("forgets a workshop the list no longer has", async () => {
    const { latest } = renderStep(
      fakeApi(),
      atStep4({ bookingInfo: { addons: false, location: "gone" } }),
    );
    await waitFor(() => expect(latest()?.bookingInfo).toEqual({ addons: false }));
  });
});

describe("the weekly time grid", () => {
  it("starts at the first free day, never pages before tomorrow, and pages by week", async () => {
    const api = fakeApi();
    renderStep(api, chosenState());
    // d1's first free time is 2030-04-12.
    await waitFor(() =>
      expect(api.timeslots).toHaveBeenCalledWith("ABC123", "d1", "2030-04-12", [BASE_SERVICE]),
    );
    const previous = screen.getByRole("button", { name: "Föregående vecka" });
    expect(previous.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(previous);
    await waitFor(() =>
      expect(api.timeslots).toHaveBeenLastCalledWith("ABC123", "d1", "2030-04-11", [BASE_SERVICE]),
    );
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Nästa vecka" }));
    await waitFor(() =>
      expect(api.timeslots).toHaveBeenLastCalledWith("ABC123", "d1", "2030-04-18", [BASE_SERVICE]),
    );
  });

  it("chooses a time or the all-day drop-off before 08:00", async () => {
    const { latest } = renderStep(fakeApi(), chosenState());
    fireEvent.click(await screen.findByRole("button", { name: /13:30/ }));
    expect(latest()?.bookingInfo.timeSlot).toEqual({
      timeslot: "2030-04-12T13:30:00",
      isFullDay: false,
    });
    const allDay = screen.getByRole("button", { name: /Hela dagen/ });
    expect(allDay.textContent).toContain("Lämna bilen före 08:00");
    fireEvent.click(allDay);
    expect(latest()?.bookingInfo.timeSlot).toEqual({
      timeslot: "2030-04-12T08:00:00",
      isFullDay: true,
    });
    expect(allDay.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Vald tid: fredag 12 april, lämna bilen före 08:00")).toBeDefined();
  });

  it("says when the times cannot be fetched", async () => {
    const failing = fakeApi({ timeslots: vi.fn(async () => Promise.reject(new Error("500"))) });
    renderStep(failing, chosenState());
    expect(await screen.findByText("Tiderna kunde inte hämtas.")).toBeDefined();
  });

  it("says when the week has no free time", async () => {
    const empty = fakeApi({
      timeslots: vi.fn(async (_plate: string, _department: string, date: string) =>
        week(date).map((day) => ({ ...day, availableSlots: [], allDaySlotAvailable: false })),
      ),
    });
    renderStep(empty, chosenState());
    expect(
      await screen.findByText("Inga lediga tider den här veckan. Prova nästa vecka."),
    ).toBeDefined();
  });
});

describe("the contact form and the booking", () => {
  const withTime = () =>
    chosenState({
      bookingInfo: {
        addons: false,
        location: "d1",
        timeSlot: { timeslot: "2030-04-12T09:00:00", isFullDay: false },
      },
    });

  const fill = () => {
    fireEvent.change(screen.getByRole("textbox", { name: /Förnamn/ }), {
      target: { value: "Anna" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /Efternamn/ }), {
      target: { value: "Svensson" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /Telefonnummer/ }), {
      target: { value: "070 123 45 67" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /E-postadress/ }), {
      target: { value: "anna@example.se" },
    });
  };

  it("shows only once a time is chosen", async () => {
    renderStep(fakeApi(), chosenState());
    await screen.findByRole("button", { name: /13:30/ });
    expect(screen.queryByRole("form", { name: "Dina kontaktuppgifter" })).toBeNull();
  });

  it("refuses empty fields without booking, with the messages on the fields", async () => {
    const api = fakeApi();
    renderStep(api, withTime());
    fireEvent.click(await screen.findByRole("button", { name: "Boka" }));
    expect(await screen.findByText("Ange förnamn")).toBeDefined();
    expect(screen.getByText("Ange efternamn")).toBeDefined();
    expect(screen.getByText("Ange ett telefonnummer med 6–20 siffror")).toBeDefined();
    expect(screen.getByText("Ange en giltig e-postadress")).toBeDefined();
    expect(api.book).not.toHaveBeenCalled();
  });

  it("counts the free text's characters up to 80", async () => {
    renderStep(fakeApi(), withTime());
    const freeText = await screen.findByRole("textbox", { name: /Övrigt till verkstaden/ });
    expect(freeText.getAttribute("maxlength")).toBe("80");
    fireEvent.change(freeText, { target: { value: "Ring innan" } });
    expect(await screen.findByText("10/80 tecken")).toBeDefined();
  });

  it("books, reports the purchase and hands step 5 with the workshop to the tool", async () => {
    const api = fakeApi();
    const { onBooked, onEvent } = renderStep(api, withTime());
    expect(
      await screen.findByText("Du bokar fredag 12 april 09:00 hos Automotive Verkstad 1."),
    ).toBeDefined();
    // The workshop's prices are in (as the visitor sees them) before the booking: the purchase
    // reports them. A CI run booked while they were still on their way.
    expect(await screen.findByText("Totalt hos verkstaden: 2 490 kr")).toBeDefined();
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Boka" }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(api.book).toHaveBeenCalledWith(
      expect.objectContaining({
        customer: {
          firstName: "Anna",
          lastName: "Svensson",
          phone: "070 123 45 67",
          email: "anna@example.se",
        },
        departmentId: "d1",
        timeSlot: "2030-04-12T09:00:00",
        isFullDay: false,
        registrationNumber: "ABC123",
      }),
    );
    const [next, bookedAt] = onBooked.mock.calls[0] ?? [];
    expect(next).toMatchObject({ bookingState: 5, displayState: 5, bookingInfo: { id: "SB-1" } });
    expect(bookedAt).toMatchObject({ departmentId: "d1" });
    expect(onEvent).toHaveBeenCalledWith({
      kind: "purchase",
      bookingId: "SB-1",
      value: 2490,
      currency: "SEK",
      items: [BASE_SERVICE],
    });
  });

  it("shows a refused booking's text under the form, the values kept, the button enabled", async () => {
    let refuse: (error: Error) => void = () => undefined;
    const api = fakeApi({
      book: vi.fn(
        () =>
          new Promise<{ id: string }>((_resolve, reject) => {
            refuse = reject;
          }),
      ),
    });
    const { onBooked, onEvent } = renderStep(api, withTime());
    await screen.findByRole("button", { name: "Boka" });
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Boka" }));
    const sending = await screen.findByRole("button", { name: /Bokar/ });
    expect(sending.getAttribute("aria-disabled")).toBe("true");
    await act(async () => refuse(new BookingApiError("Tiden är inte längre ledig.", 422)));
    const failure = await screen.findByText("Tiden är inte längre ledig.");
    const button = screen.getByRole("button", { name: "Boka" });
    expect(button.getAttribute("aria-disabled")).toBeNull();
    expect(failure.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Förnamn/ })).toHaveProperty("value", "Anna");
    expect(onBooked).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
  });
});
