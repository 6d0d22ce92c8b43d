import type {
  BookingConfirmation,
  BookingRequest,
  Customer,
  ReviewRequest,
  Vehicle,
  WorkshopLocation,
} from "../../tirehotel/schemas";

/*
 * Tire hotel demo data (README: "Tire hotel demo"). Dates are computed from "today" on every
 * request, so the demo never goes stale. The same module serves the upstream mock (server, vitest,
 * Playwright) and Storybook's mock of our /api/tirehotel routes.
 */

/** The one-time code every demo customer receives; any other code is refused. */
export const DEMO_ONE_TIME_CODE = "1234";

/** The documented demo plates, by what they show. */
export const demoPlates = {
  /** A customer with a normal agreement and good tires. */
  normal: "ABC123",
  /** A worn tire (thread status 1): the replacement warning. */
  wornTire: "SLT456",
  /** The workshop has no free dates. */
  noFreeDates: "FUL789",
  /** The vehicle already has a booking: creating one is refused with a message. */
  bookingRefused: "BKD222",
  /** No agreement: the lookup answers 404. */
  noAgreement: "NOA404",
  /** The service fails (HTTP 500) on lookup. */
  upstreamFailure: "ERR500",
} as const;

/** Bookable window of the demo workshops (the widget allows today + 3 days to + 3 months). */
const FIRST_BOOKABLE_DAY_OFFSET = 3;
const BOOKABLE_MONTHS = 3;

export const demoMessages = {
  codeSent: "Vi har skickat en engångskod med sms.",
  wrongCode: "Koden stämmer inte. Kontrollera koden i sms:et och försök igen.",
  expiredCode: "Koden har gått ut. Gå tillbaka och skicka en ny kod.",
  alreadyBooked:
    "Det finns redan en bokning för det här fordonet. Kontakta din verkstad om du vill ändra den.",
  timeTaken: "Tiden är inte längre ledig. Välj en annan tid.",
  serverError: "Internal Server Error",
  missingApiKey: "Missing API key",
} as const;

interface DemoWorkshop extends WorkshopLocation {
  address: string;
  /** No free dates at all (the "fully booked" demo). */
  fullyBooked?: boolean;
}

const workshops = {
  goteborg: {
    erpId: "GBG-HISINGEN",
    locationName: "Automotive Göteborg Hisingen",
    departmentName: "Däckhotell",
    phone: "031-123 45 00",
    email: "dackhotell.goteborg@automotive-se.example",
    address: "Exempelvägen 10, 417 05 Göteborg",
  },
  stockholm: {
    erpId: "STH-BROMMA",
    locationName: "Automotive Stockholm Bromma",
    departmentName: "Däck och hjul",
    phone: "08-555 123 40",
    email: "dack.bromma@automotive-se.example",
    address: "Ulvsundavägen 120, 168 67 Bromma",
  },
  uppsala: {
    erpId: "UPP-BOLAND",
    locationName: "Automotive Uppsala Boländerna",
    departmentName: "Däckhotell",
    phone: "018-470 20 00",
    email: "dackhotell.uppsala@automotive-se.example",
    address: "Stålgatan 8, 754 50 Uppsala",
    fullyBooked: true,
  },
  malmo: {
    erpId: "MLM-SYD",
    locationName: "Automotive Malmö Syd",
    departmentName: "Däckhotell",
    phone: "040-600 70 00",
    email: "dackhotell.malmo@automotive-se.example",
    address: "Agnesfridsvägen 180, 213 75 Malmö",
  },
} satisfies Record<string, DemoWorkshop>;

const allWorkshops: DemoWorkshop[] = Object.values(workshops);

function location({ erpId, locationName, departmentName, phone, email }: DemoWorkshop) {
  return { erpId, locationName, departmentName, phone, email };
}

const winterSet = (name: string, depth: number, statusId = 3) =>
  (["Vänster fram", "Höger fram", "Vänster bak", "Höger bak"] as const).map((position) => ({
    equipmentPosition: position,
    wheel: {
      name,
      rimDiameter: 18,
      sectionWidth: 235,
      aspectRatio: 55,
      threadPattern: "Vinter, dubbade",
      threadDepth: depth,
      threadStatusId: statusId,
      threadStatusMessage: statusId === 3 ? "Bra mönsterdjup" : "Godkänt mönsterdjup",
    },
  }));

interface DemoCustomer {
  customer: Customer;
  phone: string;
  vehicle: Vehicle;
}

function customer(plate: string, obfuscated: string, vehicle: Omit<Vehicle, "regNo">) {
  return {
    customer: {
      regNo: plate,
      encryptedPhoneNumber: `demo-enc-${plate.toLowerCase()}-7f3a9c`,
      obfuscatedPhoneNumber: obfuscated,
    },
    phone: obfuscated,
    vehicle: { regNo: plate, ...vehicle },
  } satisfies DemoCustomer;
}

const customers: Record<string, DemoCustomer> = {
  [demoPlates.normal]: customer(demoPlates.normal, "070-*** ** 42", {
    brandCode: "VOL",
    brand: "Volvo",
    model: "XC60",
    name: "Volvo XC60 B5 AWD Plus",
    productId: "TH-PLUS",
    packageLevel: "Däckhotell Plus",
    location: location(workshops.goteborg),
    tires: winterSet("Nokian Hakkapeliitta 10 SUV", 8.2),
  }),
  [demoPlates.wornTire]: customer(demoPlates.wornTire, "073-*** ** 18", {
    brandCode: "VW",
    brand: "Volkswagen",
    model: "Golf",
    name: "Volkswagen Golf 1.5 eTSI Life",
    productId: "TH-BAS",
    packageLevel: "Däckhotell Bas",
    location: location(workshops.stockholm),
    tires: [
      ...winterSet("Michelin X-Ice North 4", 5.1, 2).slice(0, 3),
      {
        equipmentPosition: "Höger bak",
        wheel: {
          name: "Michelin X-Ice North 4",
          rimDiameter: 16,
          sectionWidth: 205,
          aspectRatio: 55,
          threadPattern: "Vinter, dubbade",
          threadDepth: 2.8,
          threadStatusId: 1,
          threadStatusMessage: "Byt däck: mönsterdjupet är under 3 mm",
        },
      },
    ],
  }),
  [demoPlates.noFreeDates]: customer(demoPlates.noFreeDates, "076-*** ** 90", {
    brandCode: "KIA",
    brand: "Kia",
    model: "EV6",
    name: "Kia EV6 GT-Line AWD",
    productId: "TH-PLUS",
    packageLevel: "Däckhotell Plus",
    location: location(workshops.uppsala),
    tires: winterSet("Continental VikingContact 8", 7.4),
  }),
  [demoPlates.bookingRefused]: customer(demoPlates.bookingRefused, "072-*** ** 05", {
    brandCode: "FOR",
    brand: "Ford",
    model: "Kuga",
    name: "Ford Kuga 2.5 PHEV ST-Line",
    productId: "TH-BAS",
    packageLevel: "Däckhotell Bas",
    location: location(workshops.malmo),
    tires: winterSet("Pirelli Ice Zero 2", 6.9),
  }),
};

/** Local date as YYYY-MM-DD (never through UTC, so days do not shift). */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

function parseDateKey(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(key);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

function addDays(date: Date, days: number) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Weekday drop-offs; every day whose date is a multiple of 7 is fully booked (disabled days). */
function isOpenDay(date: Date) {
  const weekday = date.getDay();
  return weekday !== 0 && weekday !== 6 && date.getDate() % 7 !== 0;
}

/** Fridays have no times: the car is left during the day (the form shows without a time). */
function hasNoTimes(date: Date) {
  return date.getDay() === 5;
}

/** Some times twice and out of order, as the service sends them (the widget sorts them). */
const dayTimes = [
  ["10:30", "08:00", "13:15"],
  ["08:00", "15:45", "10:30"],
];

export interface StoredBooking {
  id: string;
  departmentIdentifier: string;
  request: BookingRequest;
}

/** The demo service's state: bookings and reviews made during the session, in memory. */
export interface TireHotelDemo {
  findCustomer(regNo: string): DemoCustomer | undefined;
  /** Who owns a token sent with a code (login), or undefined. */
  tokenOwner(token: string): DemoCustomer | undefined;
  issueToken(encryptedPhoneNumber: string): string | undefined;
  workshop(erpId: string): DemoWorkshop | undefined;
  availableDates(erpId: string, startDate: string, endDate: string): string[];
  availableTimes(erpId: string, date: string): string[][];
  book(
    departmentIdentifier: string,
    request: BookingRequest,
  ): { ok: true; confirmation: BookingConfirmation } | { ok: false; message: string };
  addReview(review: ReviewRequest): void;
  readonly bookings: readonly StoredBooking[];
  readonly reviews: readonly ReviewRequest[];
}

/** A documented demo customer (stories, tests); throws for a plate that is not one. */
export function demoCustomer(plate: string): DemoCustomer {
  const found = customers[plate.toUpperCase()];
  if (!found) throw new Error(`${plate} is not a demo customer`);
  return found;
}

export function createTireHotelDemo(now: () => Date = () => new Date()): TireHotelDemo {
  const bookings: StoredBooking[] = [];
  const reviews: ReviewRequest[] = [];
  const tokens = new Map<string, string>();

  const bookableRange = () => {
    const today = now();
    const first = addDays(today, FIRST_BOOKABLE_DAY_OFFSET);
    const last = new Date(today.getFullYear(), today.getMonth() + BOOKABLE_MONTHS, today.getDate());
    return { first, last };
  };

  const isBooked = (erpId: string, start: string) =>
    bookings.some(
      (booking) =>
        booking.departmentIdentifier === erpId && booking.request.bookingStart?.startsWith(start),
    );

  return {
    findCustomer: (regNo) => customers[regNo.toUpperCase()],
    tokenOwner: (token) => {
      const plate = tokens.get(token);
      return plate ? customers[plate] : undefined;
    },
    issueToken(encryptedPhoneNumber) {
      const owner = Object.values(customers).find(
        (entry) => entry.customer.encryptedPhoneNumber === encryptedPhoneNumber,
      );
      if (!owner) return undefined;
      const token = `demo-token-${owner.vehicle.regNo.toLowerCase()}-${tokens.size + 1}`;
      tokens.set(token, owner.vehicle.regNo);
      return token;
    },
    workshop: (erpId) => allWorkshops.find((workshop) => workshop.erpId === erpId),
    availableDates(erpId, startDate, endDate) {
      const workshop = allWorkshops.find((candidate) => candidate.erpId === erpId);
      const start = parseDateKey(startDate);
      const end = parseDateKey(endDate);
      if (!workshop || workshop.fullyBooked || !start || !end) return [];
      const { first, last } = bookableRange();
      const dates: string[] = [];
      for (let day = start; day <= end; day = addDays(day, 1)) {
        if (day < first) continue;
        if (day > last) break;
        if (isOpenDay(day)) dates.push(`${localDateKey(day)}T00:00:00`);
      }
      return dates;
    },
    availableTimes(erpId, date) {
      const day = parseDateKey(date);
      if (!day || hasNoTimes(day)) return [];
      const key = localDateKey(day);
      return dayTimes.map((times) =>
        times
          .filter((time) => !isBooked(erpId, `${key}T${time}`))
          .map((time) => `${key}T${time}:00`),
      );
    },
    book(departmentIdentifier, request) {
      const owner = customers[request.regNo.toUpperCase()];
      const workshop = allWorkshops.find((candidate) => candidate.erpId === departmentIdentifier);
      if (request.regNo.toUpperCase() === demoPlates.bookingRefused) {
        return { ok: false, message: demoMessages.alreadyBooked };
      }
      if (!owner || !workshop) return { ok: false, message: demoMessages.alreadyBooked };
      if (
        request.bookingStart &&
        isBooked(departmentIdentifier, request.bookingStart.slice(0, 16))
      ) {
        return { ok: false, message: demoMessages.timeTaken };
      }
      const id = `DH-${String(40211 + bookings.length)}`;
      bookings.push({ id, departmentIdentifier, request });
      return {
        ok: true,
        confirmation: {
          bookingConfirmationId: id,
          customerBase: request.customer,
          services: [{ name: "Hjulskifte" }, { name: "Tvätt av hjul" }],
          appointmentTime: request.bookingStart ?? `${request.bookingDate}T08:00:00`,
          isFullDay: request.bookingStart === null,
          workshop: {
            name: workshop.locationName,
            address: workshop.address,
            email: workshop.email,
            phoneNumber: workshop.phone,
          },
          freeText: request.freeText,
        },
      };
    },
    addReview(review) {
      reviews.push(review);
    },
    get bookings() {
      return bookings;
    },
    get reviews() {
      return reviews;
    },
  };
}
