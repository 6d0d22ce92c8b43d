import type {
  BookingCar,
  OfferingCategory,
  TimeslotDay,
  WorkshopSite,
} from "../../../api-adapters/booking/schemas";
import type { BookingLocation } from "./rules";
import { BookingApiError, type PlaceSuggestion, type ServiceBookingApi } from "./types";

/*
 * A ServiceBookingApi answering from data in memory, for the flow's stories and tests: they
 * hand it the demo service's data (api-adapters/mocks/booking) and override a call to show a
 * failure. Never used by the app.
 */

export interface FakeBookingData {
  /** The cars by plate; any other plate is unknown (the lookup fails with `unknownCar`). */
  cars: Readonly<Record<string, BookingCar>>;
  services: OfferingCategory[];
  addons: OfferingCategory[];
  authorisedBrands: readonly string[];
  workshops: readonly WorkshopSite[];
  places: readonly (BookingLocation & { id: string })[];
  /** The lookup's message for an unknown plate. */
  unknownCar: string;
  /** Milliseconds before each answer (stories show the loading states). */
  latencyMs?: number;
}

const wait = (ms: number | undefined) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms ?? 0));

/** The seven days from `date` with a few free times each (weekdays only). */
function weekFrom(date: string): TimeslotDay[] {
  return Array.from({ length: 7 }, (_, offset) => {
    const day = new Date(`${date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + offset);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    return {
      date: day.toISOString().slice(0, 10),
      availableSlots: weekend ? [] : ["08:00", "10:00", "13:00", "15:00"],
      allDaySlotAvailable: !weekend,
    };
  });
}

export function createFakeBookingApi(
  data: FakeBookingData,
  overrides: Partial<ServiceBookingApi> = {},
): ServiceBookingApi {
  const later = async <T>(value: () => T): Promise<T> => {
    await wait(data.latencyMs);
    return value();
  };
  const carOf = (plate: string) => {
    const car = data.cars[plate];
    if (!car) throw new BookingApiError(data.unknownCar, 404);
    return car;
  };
  const suggestion = (place: FakeBookingData["places"][number]): PlaceSuggestion => ({
    id: place.id,
    label: place.name,
  });

  return {
    lookupCar: (plate) => later(() => carOf(plate)),
    services: () => later(() => data.services),
    addons: () => later(() => data.addons),
    hasAuthorizedWorkshop: (brand) => later(() => data.authorisedBrands.includes(brand)),
    closestDepartments: async (request, handlers, signal) => {
      await wait(data.latencyMs);
      const start = request.cursor
        ? data.workshops.findIndex((site) => site.departmentId === request.cursor) + 1
        : 0;
      const batch = data.workshops.slice(start, start + 5);
      if (start === 0 && batch.length === 0) handlers.onNoSites();
      for (const site of batch) if (!signal.aborted) handlers.onSite(site);
    },
    timeslots: (_plate, _department, date) => later(() => weekFrom(date)),
    prices: (_plate, _mileage, _department, codes) =>
      later(() => codes.map((code) => ({ code, price: null }))),
    book: () => later(() => ({ id: "SB-100001" })),
    searchPlaces: (term) =>
      later(() =>
        data.places
          .filter((place) => place.name.toLowerCase().includes(term.trim().toLowerCase()))
          .slice(0, 5)
          .map(suggestion),
      ),
    resolvePlace: (chosen) =>
      later(() => {
        const place = data.places.find((entry) => entry.id === chosen.id);
        if (!place) throw new BookingApiError("unknown place");
        const { id: _id, ...location } = place;
        return location;
      }),
    ...overrides,
  };
}
