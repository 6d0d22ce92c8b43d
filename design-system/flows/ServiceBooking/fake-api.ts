import type {
  BookingCar,
  OfferingCategory,
  TimeslotDay,
  WorkshopSite,
} from "../../../api-adapters/booking/schemas";
import type * as DemoData from "../../../api-adapters/mocks/booking/demo-data";
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

/** The demo service's data module (api-adapters/mocks/booking/demo-data), handed in by the caller. */
export type BookingDemoData = typeof DemoData;

/** Some Swedish places for the place search (the demo's workshops are near them). */
export const fakePlaces: FakeBookingData["places"] = [
  {
    id: "goteborg",
    name: "Göteborg",
    latitude: 57.7089,
    longitude: 11.9746,
    region: "Västra Götaland",
  },
  {
    id: "stockholm",
    name: "Stockholm",
    latitude: 59.3293,
    longitude: 18.0686,
    region: "Stockholm",
  },
  {
    id: "bromma",
    name: "Bromma, Stockholm",
    latitude: 59.338,
    longitude: 17.94,
    region: "Stockholm",
  },
  { id: "malmo", name: "Malmö", latitude: 55.605, longitude: 13.0038, region: "Skåne" },
  { id: "uppsala", name: "Uppsala", latitude: 59.8586, longitude: 17.6389, region: "Uppsala" },
];

/** The fake api over the demo's cars, categories and workshops, as offered to `plate`'s car. */
export function createDemoBookingApi(
  demo: BookingDemoData,
  plate: string,
  overrides: Partial<ServiceBookingApi> = {},
  latencyMs?: number,
): ServiceBookingApi {
  const cars = Object.fromEntries(
    Object.values(demo.demoBookingPlates).flatMap((known) => {
      const car = demo.demoCar(known);
      return car ? [[known, car] as const] : [];
    }),
  );
  const car = cars[plate];
  return createFakeBookingApi(
    {
      cars,
      services: car ? demo.offeredCategories(demo.demoServiceCategories, car) : [],
      addons: car ? demo.offeredCategories(demo.demoAddonCategories, car) : [],
      authorisedBrands: demo.authorisedBrands,
      workshops: demo.demoWorkshops.map(({ schedule: _s, priceAdjustment: _p, ...site }) => ({
        ...site,
        firstTimeSlot: null,
      })),
      places: fakePlaces,
      unknownCar: demo.demoBookingMessages.unknownCar,
      latencyMs,
    },
    overrides,
  );
}
