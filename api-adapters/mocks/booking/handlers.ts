import { delay, http, HttpResponse, type RequestHandler } from "msw";
import { BOOKING_API_KEY_HEADER } from "../../booking/client";
import {
  bookingRequestSchema,
  CLOSEST_DEPARTMENTS_BATCH,
  type TimeslotDay,
  type WorkshopSite,
} from "../../booking/schemas";
import { logger } from "../../shared/logger";
import {
  ALL_DAY_HOUR,
  demoAddonCategories,
  demoBookingMessages as messages,
  demoBookingPlates as plates,
  demoCar,
  demoListPrices,
  demoServiceCategories,
  demoWorkshops,
  offeredCategories,
  ORIGINAL_SERVICE,
  authorisedBrands,
  TIMESLOT_DAYS,
  type DemoWorkshop,
} from "./demo-data";

const message = (text: string, status: number) => HttpResponse.json({ message: text }, { status });

interface DemoBooking {
  id: string;
  departmentId: string;
  date: string;
  /** HH:mm, or undefined for the all-day drop-off. */
  time: string | undefined;
  registrationNumber: string;
}

/** The demo service's state: its clock and the bookings made (a booked time is no longer free). */
export interface BookingDemo {
  readonly bookings: readonly DemoBooking[];
  reset(): void;
}

interface DemoState extends BookingDemo {
  now: () => Date;
  add(booking: Omit<DemoBooking, "id">): DemoBooking;
}

export function createBookingDemo(now: () => Date = () => new Date()): BookingDemo {
  const bookings: DemoBooking[] = [];
  const state: DemoState = {
    bookings,
    now,
    reset: () => void (bookings.length = 0),
    add(booking) {
      const made = { ...booking, id: `SB-${String(100001 + bookings.length)}` };
      bookings.push(made);
      return made;
    },
  };
  return state;
}

/** The demo booking service of the server process (and of tests that do not make their own). */
export const bookingDemo = createBookingDemo();

const swedishDate = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** YYYY-MM-DD plus `days`. */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const isoWeekday = (date: string) =>
  (new Date(`${date}T00:00:00Z`).getUTCDay() || 7) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
const pad = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** A stable pseudo-random "already booked by someone else" so the grids look lived in. */
function takenByOthers(departmentId: string, date: string, hour: number): boolean {
  let hash = 0;
  for (const char of `${departmentId}${date}${hour}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 3 === 0;
}

function dayAt(state: DemoState, site: DemoWorkshop, date: string): TimeslotDay {
  // Bookable from tomorrow (Swedish time): today's workshop plan is full.
  const firstDay = addDays(swedishDate.format(state.now()), 1);
  const hours = site.schedule[isoWeekday(date)];
  if (date < firstDay || !hours) return { date, availableSlots: [], allDaySlotAvailable: false };
  const booked = state.bookings.filter(
    (entry) => entry.departmentId === site.departmentId && entry.date === date,
  );
  const availableSlots: string[] = [];
  for (let hour = hours[0]; hour < hours[1]; hour += 1) {
    const time = pad(hour);
    if (
      !takenByOthers(site.departmentId, date, hour) &&
      !booked.some((entry) => entry.time === time)
    ) {
      availableSlots.push(time);
    }
  }
  const allDaySlotAvailable =
    hours[0] <= ALL_DAY_HOUR && !booked.some((entry) => entry.time === undefined);
  return { date, availableSlots, allDaySlotAvailable };
}

function firstTimeSlot(state: DemoState, site: DemoWorkshop): string | null {
  const today = swedishDate.format(state.now());
  for (let offset = 1; offset <= 28; offset += 1) {
    const day = dayAt(state, site, addDays(today, offset));
    if (day.availableSlots[0]) return `${day.date}T${day.availableSlots[0]}:00`;
  }
  return null;
}

/** Great-circle distance in km. */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

/** A workshop as the service shows it, without the demo's own fields. */
function publicSite({ schedule: _schedule, priceAdjustment: _price, ...site }: DemoWorkshop) {
  return site;
}

const numberParam = (value: string | null) =>
  value === null || value.trim() === "" ? NaN : Number(value);

export interface BookingHandlerOptions {
  demo?: BookingDemo;
  /** Milliseconds of latency per answer, so stories and demos show their loading states. */
  latencyMs?: number;
}

/** The booking service at `base` (BOOKING_API_URL): the paths of specs §7 with the API key. */
export function bookingHandlers(
  base: string,
  options: BookingHandlerOptions = {},
): RequestHandler[] {
  const root = base.replace(/\/+$/, "");
  const state = (options.demo ?? bookingDemo) as DemoState;
  const guard = async (request: Request) => {
    if (options.latencyMs) await delay(options.latencyMs);
    return request.headers.get(BOOKING_API_KEY_HEADER)
      ? null
      : message(messages.missingApiKey, 401);
  };
  const carOf = (plate: string) => demoCar(decodeURIComponent(plate).toUpperCase());
  const unknownCar = () => message(messages.unknownCar, 404);
  const failing = () => message(messages.serverError, 500);

  return [
    http.get(`${root}/car/:plate`, async ({ request, params }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const car = carOf(String(params.plate));
      if (!car) return unknownCar();
      if (car.registrationNumber === plates.lookupFails) return message(messages.lookupFails, 503);
      return HttpResponse.json(car);
    }),

    ...(["services", "addons"] as const).map((kind) =>
      http.get(`${root}/${kind}/:plate`, async ({ request, params }) => {
        const refused = await guard(request);
        if (refused) return refused;
        const car = carOf(String(params.plate));
        if (!car) return unknownCar();
        const url = new URL(request.url);
        if (
          Number.isNaN(numberParam(url.searchParams.get("lat"))) ||
          Number.isNaN(numberParam(url.searchParams.get("lng")))
        ) {
          return message(messages.invalidRequest, 400);
        }
        const plate = car.registrationNumber;
        if (kind === "services" && plate === plates.servicesFail) return failing();
        if (kind === "addons" && plate === plates.addonsFail) return failing();
        if (kind === "addons" && plate === plates.noAddons)
          return HttpResponse.json({ serviceOfferingCategories: [] });
        const categories = kind === "services" ? demoServiceCategories : demoAddonCategories;
        return HttpResponse.json({ serviceOfferingCategories: offeredCategories(categories, car) });
      }),
    ),

    http.get(`${root}/authorized-workshop/:brand`, async ({ request, params }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const brand = decodeURIComponent(String(params.brand)).replace(/-/g, " ").toLowerCase();
      return HttpResponse.json({
        hasBrand: authorisedBrands.some((name) => name.toLowerCase() === brand),
      });
    }),

    http.get(`${root}/departments/closestAvailable`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const query = new URL(request.url).searchParams;
      const car = carOf(query.get("regNo") ?? "");
      if (!car) return unknownCar();
      const latitude = numberParam(query.get("latitude"));
      const longitude = numberParam(query.get("longitude"));
      if (Number.isNaN(latitude) || Number.isNaN(longitude) || !query.get("serviceOfferings")) {
        return message(messages.invalidRequest, 400);
      }
      if (car.registrationNumber === plates.departmentsFail) return failing();
      if (car.registrationNumber === plates.noSites) return HttpResponse.json([]);
      const forBrand = demoWorkshops.filter((site) => site.brands.includes(car.brand));
      const sorted = (forBrand.length > 0 ? forBrand : demoWorkshops)
        .map((site) => ({
          site,
          km: distanceKm(latitude, longitude, site.latitude, site.longitude),
        }))
        .sort((a, b) => a.km - b.km)
        .map(({ site }) => site);
      const cursor = query.get("cursor");
      const start = cursor ? sorted.findIndex((site) => site.departmentId === cursor) + 1 : 0;
      if (cursor && start === 0) return message(messages.unknownDepartment, 400);
      const batch: WorkshopSite[] = sorted
        .slice(start, start + CLOSEST_DEPARTMENTS_BATCH)
        .map((site) => ({ ...publicSite(site), firstTimeSlot: firstTimeSlot(state, site) }));
      return HttpResponse.json(batch);
    }),

    http.get(`${root}/timeslots/from/:plate/:departmentId/:from/`, async ({ request, params }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const car = carOf(String(params.plate));
      if (!car) return unknownCar();
      const site = demoWorkshops.find((entry) => entry.departmentId === params.departmentId);
      const from = /^(\d{4}-\d{2}-\d{2})T00:00:00$/.exec(
        decodeURIComponent(String(params.from)),
      )?.[1];
      if (!site) return message(messages.unknownDepartment, 404);
      if (!from) return message(messages.invalidRequest, 400);
      if (car.registrationNumber === plates.timeslotsFail) return failing();
      return HttpResponse.json(
        Array.from({ length: TIMESLOT_DAYS }, (_, offset) =>
          dayAt(state, site, addDays(from, offset)),
        ),
      );
    }),

    http.get(`${root}/prices/:plate/:mileage/:departmentId`, async ({ request, params }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const car = carOf(String(params.plate));
      if (!car) return unknownCar();
      const site = demoWorkshops.find((entry) => entry.departmentId === params.departmentId);
      const mileage = Number(params.mileage);
      if (!site) return message(messages.unknownDepartment, 404);
      if (!Number.isInteger(mileage) || mileage < 0) return message(messages.invalidRequest, 400);
      if (car.registrationNumber === plates.pricesFail) return failing();
      const codes = (new URL(request.url).searchParams.get("serviceOfferings") ?? "")
        .split(",")
        .filter((code) => demoListPrices.has(code));
      return HttpResponse.json({
        offers: codes.map((code) => {
          const list = demoListPrices.get(code) ?? null;
          if (list === null || list === 0) return { code, price: list };
          // The manufacturer's programme costs more at every 3,000 mil (30,000 km) interval.
          const mileageSurcharge = code === ORIGINAL_SERVICE ? Math.floor(mileage / 3000) * 400 : 0;
          return { code, price: list + site.priceAdjustment + mileageSurcharge };
        }),
      });
    }),

    http.post(`${root}/book`, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const parsed = bookingRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return message(messages.invalidRequest, 400);
      const booking = parsed.data;
      const car = carOf(booking.registrationNumber);
      if (!car?.isSupported) return unknownCar();
      if (car.registrationNumber === plates.bookingFails)
        return message(messages.bookingRefused, 422);
      const site = demoWorkshops.find((entry) => entry.departmentId === booking.departmentId);
      if (!site) return message(messages.unknownDepartment, 404);
      const [date = "", clock = ""] = booking.timeSlot.split("T");
      const time = clock.slice(0, 5);
      const day = dayAt(state, site, date);
      const free = booking.isFullDay ? day.allDaySlotAvailable : day.availableSlots.includes(time);
      if (!free) return message(messages.slotTaken, 409);
      const made = state.add({
        departmentId: site.departmentId,
        date,
        time: booking.isFullDay ? undefined : time,
        registrationNumber: car.registrationNumber,
      });
      logger.info("booking.demo.booked", {
        id: made.id,
        departmentId: made.departmentId,
        timeSlot: booking.timeSlot,
        isFullDay: booking.isFullDay,
        services: booking.serviceOfferingRequests.map((entry) => entry.kobraId).join(","),
      });
      return HttpResponse.json({ id: made.id });
    }),
  ];
}
