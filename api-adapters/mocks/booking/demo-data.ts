import type { BookingCar, OfferingCategory, WorkshopSite } from "../../booking/schemas";
import { SINGLE_CHOICE_SELECTION } from "../../booking/schemas";

/*
 * The demo booking service's data (README, "Service booking"). Prices in SEK; times in Swedish
 * local time.
 */

/** Plates of the demo: each shows one case of the flow. */
export const demoBookingPlates = {
  /** Volvo XC60 2019: supported, authorised workshops, no agreement. */
  supported: "ABC123",
  /** Volkswagen Golf 2021 with a service agreement: discounted prices. */
  serviceAgreement: "AVT123",
  /** Kia Niro 2020: supported, but no authorised Kia workshop (some services offered). */
  noAuthorisedWorkshop: "KIA123",
  /** BMW X3 2022: not supported here, booked through the brand's link. */
  unsupported: "BMW123",
  /** Car lookup fails (503 with the service's message). */
  lookupFails: "ERR001",
  /** Services fail (500). */
  servicesFail: "ERR002",
  /** Add-ons fail (500): the flow goes straight to step 4. */
  addonsFail: "ERR003",
  /** No add-ons offered: the flow goes straight to step 4. */
  noAddons: "ERR004",
  /** The workshop search fails (500). */
  departmentsFail: "ERR005",
  /** No workshop can take the car: an empty list. */
  noSites: "ERR006",
  /** Time slots fail (500). */
  timeslotsFail: "ERR007",
  /** Prices fail (500). */
  pricesFail: "ERR008",
  /** The booking is refused (422 with the service's message). */
  bookingFails: "ERR009",
} as const;

const failurePlates: readonly string[] = Object.entries(demoBookingPlates)
  .filter(
    ([name]) =>
      !["supported", "serviceAgreement", "noAuthorisedWorkshop", "unsupported"].includes(name),
  )
  .map(([, plate]) => plate);

export const demoBookingMessages = {
  missingApiKey: "API key required",
  unknownCar: "Vi hittar inget fordon med det registreringsnumret.",
  lookupFails: "Fordonsuppgifterna kan inte hämtas just nu. Försök igen om en stund.",
  serverError: "Internal server error",
  bookingRefused: "Bokningen kunde inte genomföras. Försök igen eller kontakta verkstaden.",
  slotTaken: "Tiden är inte längre ledig. Välj en annan tid.",
  invalidRequest: "Ogiltig förfrågan",
  unknownDepartment: "Okänd anläggning",
} as const;

const cars: Record<string, BookingCar> = {
  [demoBookingPlates.supported]: car("ABC123", "Volvo", "XC60", 2019),
  [demoBookingPlates.serviceAgreement]: car("AVT123", "Volkswagen", "Golf", 2021, {
    agreement: true,
  }),
  [demoBookingPlates.noAuthorisedWorkshop]: car("KIA123", "Kia", "Niro", 2020),
  [demoBookingPlates.unsupported]: car("BMW123", "BMW", "X3", 2022, { supported: false }),
};

function car(
  registrationNumber: string,
  brand: string,
  model: string,
  buildYear: number,
  { agreement = false, supported = true } = {},
): BookingCar {
  return {
    registrationNumber,
    brand,
    model,
    buildYear,
    hasServiceAgreement: agreement,
    isSupported: supported,
  };
}

/** The demo car of a plate: the named ones, or a supported Volvo for each failure plate. */
export function demoCar(plate: string): BookingCar | undefined {
  const named = cars[plate];
  if (named) return named;
  return failurePlates.includes(plate) ? car(plate, "Volvo", "V60", 2018) : undefined;
}

/** Brands with authorised workshops in the chain (the rest get some services only). */
export const authorisedBrands: readonly string[] = [
  "Volvo",
  "Volkswagen",
  "Audi",
  "Skoda",
  "Seat",
  "Cupra",
  "Porsche",
  "BMW",
  "MINI",
  "Ford",
  "Land Rover",
  "IVECO",
];

/** The share of the price a service agreement takes off. */
export const SERVICE_AGREEMENT_DISCOUNT = 0.15;

export const BASE_SERVICE = "basservice";
export const ORIGINAL_SERVICE = "originalservice";

type DemoOffering = Omit<OfferingCategory["offerings"][number], "priceDiscount" | "category">;

const median = "Priset är ett medianpris och kan variera beroende på bilens utförande.";

function offering(
  code: string,
  name: string,
  price: number | null,
  extra: Partial<DemoOffering> = {},
): DemoOffering {
  return {
    code,
    name,
    price,
    priceKnown: price !== null && extra.priceKnown !== false,
    notKnownPriceText: price === null || extra.priceKnown === false ? median : null,
    description: null,
    isAvailable: true,
    allowUserInput: false,
    unitPrice: null,
    ...extra,
  };
}

interface DemoCategory {
  name: string;
  icon: string;
  selectionType: string | null;
  offerings: DemoOffering[];
  /** Offered for brands without authorised workshops too. */
  everyBrand: boolean;
}

export const demoServiceCategories: DemoCategory[] = [
  {
    name: "Service",
    icon: "Service",
    selectionType: null,
    everyBrand: false,
    offerings: [
      offering(BASE_SERVICE, "Basservice", 2490, {
        description: "Oljebyte, filter och kontroll enligt vårt serviceprotokoll.",
      }),
      offering(ORIGINAL_SERVICE, "Originalservice enligt tillverkarens serviceprogram", 4290, {
        description: "Service enligt tillverkarens program; priset beror på miltalet.",
      }),
    ],
  },
  {
    name: "Däck och hjul",
    icon: "Tire",
    selectionType: null,
    everyBrand: true,
    offerings: [
      offering("hjulskifte", "Hjulskifte", 495),
      offering("hjulinstallning", "Hjulinställning", 1290),
    ],
  },
  {
    name: "Reparation",
    icon: "CarBody",
    selectionType: null,
    everyBrand: true,
    offerings: [
      offering("bromsar", "Byte av bromsbelägg fram", null),
      offering("felsokning", "Felsökning", 890, {
        allowUserInput: true,
        description: "Beskriv felet så förbereder verkstaden sig.",
      }),
      offering("ac-service", "AC-service", 1495, { priceKnown: false }),
    ],
  },
  {
    name: "Glas",
    icon: "Windshield",
    selectionType: null,
    everyBrand: true,
    offerings: [
      offering("stenskott", "Lagning av stenskott", 0, {
        description: "Kostnadsfritt med vindrutegaranti.",
      }),
    ],
  },
];

export const demoAddonCategories: DemoCategory[] = [
  {
    name: "Biltvätt",
    icon: "Car",
    selectionType: SINGLE_CHOICE_SELECTION,
    everyBrand: true,
    offerings: [
      offering("tvatt-ut", "Utvändig tvätt", 295),
      offering("tvatt-in-ut", "Invändig och utvändig tvätt", 795),
    ],
  },
  {
    name: "Däckförvaring",
    icon: "Tire",
    selectionType: SINGLE_CHOICE_SELECTION,
    everyBrand: true,
    offerings: [
      offering("dackhotell", "Däckhotell, en säsong", 895),
      offering("dackhotell-plus", "Däckhotell med tvätt och kontroll", 1195),
    ],
  },
  {
    name: "Tillbehör",
    icon: "Cart",
    selectionType: null,
    everyBrand: true,
    offerings: [
      offering("spolarvatska", "Spolarvätska", 49, {
        unitPrice: { unit: "liter", minimum: 1, maximum: 10, unitAbbreviation: "l", postfix: "/l" },
      }),
      offering("torkarblad", "Torkarblad", 189, {
        unitPrice: {
          unit: "styck",
          minimum: 1,
          maximum: 3,
          unitAbbreviation: "st",
          postfix: "/st",
        },
      }),
      offering("motorolja", "Motorolja påfyllning", 159, {
        unitPrice: { unit: "liter", minimum: 1, maximum: 5, unitAbbreviation: "l", postfix: "/l" },
        isAvailable: false,
      }),
    ],
  },
];

/** Every offering code of the demo, with its list price (null: unknown). */
export const demoListPrices: ReadonlyMap<string, number | null> = new Map(
  [...demoServiceCategories, ...demoAddonCategories].flatMap((category) =>
    category.offerings.map((entry) => [entry.code, entry.price ?? null] as const),
  ),
);

/** The categories a car is offered, with its agreement discount and the category on each entry. */
export function offeredCategories(
  categories: readonly DemoCategory[],
  forCar: BookingCar,
): OfferingCategory[] {
  const authorised = authorisedBrands.includes(forCar.brand);
  return categories
    .filter((category) => authorised || category.everyBrand)
    .map(({ name, icon, selectionType, offerings }) => ({
      name,
      icon,
      selectionType,
      offerings: offerings.map((entry) => ({
        ...entry,
        category: name,
        priceDiscount:
          forCar.hasServiceAgreement && entry.priceKnown && entry.price
            ? Math.round(entry.price * SERVICE_AGREEMENT_DISCOUNT)
            : null,
      })),
    }));
}

/** Opening hours per ISO weekday (1 Monday … 7 Sunday): [first hour, closing hour]; absent: closed. */
export type OpeningSchedule = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly [number, number]>>;

const weekdays: OpeningSchedule = { 1: [7, 17], 2: [7, 17], 3: [7, 17], 4: [7, 17], 5: [7, 16] };
const withSaturday: OpeningSchedule = { ...weekdays, 6: [9, 13] };

export interface DemoWorkshop extends Omit<WorkshopSite, "firstTimeSlot"> {
  schedule: OpeningSchedule;
  /** Adds to every list price at this workshop (SEK): workshops price differently. */
  priceAdjustment: number;
}

const all = ["Volvo", "Volkswagen", "Audi", "Skoda", "Seat", "Cupra", "Kia", "Ford"];

function workshop(
  departmentId: string,
  siteName: string,
  address: string,
  latitude: number,
  longitude: number,
  brands: string[],
  schedule: OpeningSchedule,
  priceAdjustment = 0,
): DemoWorkshop {
  return {
    departmentId,
    siteId: departmentId.replace(/^D/, "S"),
    siteName,
    address,
    latitude,
    longitude,
    brands,
    schedule,
    priceAdjustment,
  };
}

export const demoWorkshops: readonly DemoWorkshop[] = [
  workshop(
    "D1001",
    "Bilverkstad Bromma",
    "Ulvsundavägen 106, 168 67 Bromma",
    59.3446,
    17.9511,
    ["Volvo", "Volkswagen", "Audi"],
    withSaturday,
    100,
  ),
  workshop(
    "D1002",
    "Bilverkstad Kungens Kurva",
    "Geometrivägen 3, 141 75 Kungens Kurva",
    59.2689,
    17.9206,
    all,
    weekdays,
    100,
  ),
  workshop(
    "D1003",
    "Bilverkstad Täby",
    "Enhagsvägen 2, 187 40 Täby",
    59.4416,
    18.0702,
    ["Volvo", "Ford", "Kia"],
    weekdays,
    100,
  ),
  workshop(
    "D1004",
    "Bilverkstad Nacka",
    "Saltsjöbadsvägen 9, 131 40 Nacka",
    59.3097,
    18.1639,
    ["Skoda", "Seat", "Cupra"],
    weekdays,
    100,
  ),
  workshop(
    "D1005",
    "Bilverkstad Uppsala",
    "Bolandsgatan 15, 753 23 Uppsala",
    59.8484,
    17.6806,
    all,
    withSaturday,
  ),
  workshop(
    "D1006",
    "Bilverkstad Västerås",
    "Stenbygatan 4, 721 36 Västerås",
    59.6176,
    16.5733,
    ["Volvo", "Volkswagen"],
    weekdays,
  ),
  workshop(
    "D1007",
    "Bilverkstad Örebro",
    "Bettorpsgatan 10, 703 69 Örebro",
    59.2921,
    15.1763,
    all,
    weekdays,
  ),
  workshop(
    "D1008",
    "Bilverkstad Linköping",
    "Roxtorpsgatan 12, 586 43 Linköping",
    58.425,
    15.5936,
    ["Volvo", "Audi", "Kia"],
    weekdays,
  ),
  workshop(
    "D1009",
    "Bilverkstad Jönköping",
    "Solåsvägen 8, 553 03 Jönköping",
    57.7575,
    14.1446,
    all,
    withSaturday,
  ),
  workshop(
    "D1010",
    "Bilverkstad Mölndal",
    "Aminogatan 20, 431 53 Mölndal",
    57.6467,
    12.0136,
    all,
    withSaturday,
    50,
  ),
  workshop(
    "D1011",
    "Bilverkstad Hisingen",
    "Importgatan 17, 422 46 Hisingsbacka",
    57.7501,
    11.9335,
    ["Volvo", "Ford"],
    weekdays,
    50,
  ),
  workshop(
    "D1012",
    "Bilverkstad Malmö",
    "Jägersrovägen 151, 213 75 Malmö",
    55.5851,
    13.0502,
    all,
    withSaturday,
    50,
  ),
  workshop(
    "D1013",
    "Bilverkstad Helsingborg",
    "Rönnowsgatan 6, 252 25 Helsingborg",
    56.0531,
    12.7088,
    ["Volkswagen", "Skoda"],
    weekdays,
  ),
  workshop("D1014", "Bilverkstad Umeå", "Formvägen 5, 906 21 Umeå", 63.8063, 20.287, all, weekdays),
];

/** Days of the week the demo hands out from a date (the weekly grid). */
export const TIMESLOT_DAYS = 7;
/** The all-day option: the car is left before this hour (specs §9). */
export const ALL_DAY_HOUR = 8;
