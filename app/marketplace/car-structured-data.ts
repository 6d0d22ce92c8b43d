import type { Car, DealerSite, Department } from "../../api-adapters/search";
import { primaryLanguage, type LanguageTag } from "../../sites/manifest";
import { isLightCommercial } from "./car-view";

/**
 * schema.org `Car` for a car detail page (specs/marketplace.md 3, Structured data): used cars in
 * used condition, the offer with its price and seller, and only opening hours that have both an
 * opening and a closing time. Plain data: the page head writes it as a JSON-LD data block
 * (React Router's `script:ld+json` meta, which escapes `<`, `>`, `&`), which no CSP governs.
 */

const schema = (name: string) => `https://schema.org/${name}`;

/** The unit car_mileage is given in on a market (the catalogue's Marketplace.UnitMileage). */
export type MileageUnit = "mil" | "km" | "miles";

/** Swedish and Norwegian sites count Scandinavian miles (10 km), the UK miles, the rest km. */
export function mileageUnitOf(language: LanguageTag): MileageUnit {
  const primary = primaryLanguage(language);
  if (primary === "sv" || primary === "nb") return "mil";
  if (primary === "en") return "miles";
  return "km";
}

export interface QuantitativeValue {
  "@type": "QuantitativeValue";
  value: number;
  /** UN/CEFACT common code: KMT kilometre, SMI statute mile. */
  unitCode: "KMT" | "SMI";
}

/**
 * The odometer reading: car_mileage in the market's unit ('mil' converted to km), else the
 * index's car_odometer in its own unit (km unless it says miles).
 */
export function odometerOf(car: Car, language: LanguageTag): QuantitativeValue | undefined {
  if (typeof car.car_mileage === "number" && Number.isFinite(car.car_mileage)) {
    const unit = mileageUnitOf(language);
    if (unit === "miles")
      return { "@type": "QuantitativeValue", value: car.car_mileage, unitCode: "SMI" };
    const km = unit === "mil" ? car.car_mileage * 10 : car.car_mileage;
    return { "@type": "QuantitativeValue", value: km, unitCode: "KMT" };
  }
  if (typeof car.car_odometer === "number" && Number.isFinite(car.car_odometer)) {
    const miles = /^(mi|mile|miles)$/i.test(car.car_odometer_unit?.trim() ?? "");
    return {
      "@type": "QuantitativeValue",
      value: car.car_odometer,
      unitCode: miles ? "SMI" : "KMT",
    };
  }
  return undefined;
}

/** car_firstregistration (DD/MM/YYYY on English sites, YYYY-MM-DD otherwise) as an ISO date. */
export function isoDateOf(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? "";
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const english = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (english) {
    const [, day = "", month = "", year = ""] = english;
    return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  }
  return undefined;
}

/** What a visitor pays: the campaign price during a campaign, else the price (vans: without VAT). */
export function offerPriceOf(car: Car): number | undefined {
  const lcv = isLightCommercial(car);
  const candidates = car.car_has_campaign_price
    ? [lcv ? car.car_campaign_price_exkl_vat : undefined, car.car_campaign_price]
    : [];
  candidates.push(
    lcv ? car.car_retail_price_exkl_vat : undefined,
    car.car_price,
    car.car_retail_price,
  );
  return candidates.find(
    (value): value is number => typeof value === "number" && Number.isFinite(value) && value > 0,
  );
}

const dayOfWeek: Readonly<Record<string, string>> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

const timeOfDay = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

/** "9.00" or "09:00" as "09:00"; undefined when not a time of day. */
export function clockTime(value: string | null | undefined): string | undefined {
  const match = timeOfDay.exec(value?.trim() ?? "");
  return match ? `${(match[1] ?? "").padStart(2, "0")}:${match[2] ?? ""}` : undefined;
}

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string;
  opens: string;
  closes: string;
}

/** Opening hours of a department with both an opening and a closing time; other days left out. */
export function openingHoursOf(department: Department | undefined): OpeningHoursSpecification[] {
  return (department?.openingschedule?.openinghours ?? []).flatMap((entry) => {
    const day = dayOfWeek[entry.day.trim().toLowerCase()];
    const opens = clockTime(entry.open);
    const closes = clockTime(entry.close);
    return day && opens && closes
      ? [{ "@type": "OpeningHoursSpecification" as const, dayOfWeek: schema(day), opens, closes }]
      : [];
  });
}

/** The department that sells the car: used or new car sales, else the first one. */
function salesDepartment(dealer: DealerSite, used: boolean): Department | undefined {
  const departments = dealer.site_departments ?? [];
  const wanted = used ? "used cars" : "new cars";
  return (
    departments.find((department) => department.group?.toLowerCase() === wanted) ??
    departments.find((department) => /cars$/i.test(department.group ?? "")) ??
    departments[0]
  );
}

export interface AutoDealerData {
  "@type": "AutoDealer";
  name: string;
  telephone?: string;
  email?: string;
  address?: {
    "@type": "PostalAddress";
    streetAddress?: string;
    postalCode?: string;
    addressLocality?: string;
    addressCountry?: string;
  };
  openingHoursSpecification?: OpeningHoursSpecification[];
}

/** The seller: the dealer site when the page has it, else what the car itself says. */
function sellerOf(car: Car, dealer: DealerSite | null | undefined): AutoDealerData | undefined {
  const name = dealer?.site_official_name?.trim() || car.car_site_name?.trim();
  if (!name) return undefined;
  const address = {
    ...(dealer?.site_street ? { streetAddress: dealer.site_street } : {}),
    ...(dealer?.site_zip ? { postalCode: dealer.site_zip } : {}),
    ...((dealer?.site_city ?? car.car_site_city)
      ? { addressLocality: dealer?.site_city ?? car.car_site_city ?? "" }
      : {}),
    ...(dealer?.country_code ? { addressCountry: dealer.country_code } : {}),
  };
  const hours = dealer ? openingHoursOf(salesDepartment(dealer, car.car_is_used === true)) : [];
  const email = dealer?.site_email ?? car.car_site_leads_email;
  return {
    "@type": "AutoDealer",
    name,
    ...(dealer?.site_phone ? { telephone: dealer.site_phone } : {}),
    ...(email ? { email } : {}),
    ...(Object.keys(address).length > 0
      ? { address: { "@type": "PostalAddress", ...address } }
      : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
  };
}

export interface CarStructuredData {
  "@context": "https://schema.org";
  "@type": "Car";
  name: string;
  url: string;
  sku: string;
  brand: { "@type": "Brand"; name: string };
  model: string;
  itemCondition: string;
  offers: {
    "@type": "Offer";
    url: string;
    price?: number;
    priceCurrency?: string;
    availability: string;
    priceSpecification?: {
      "@type": "UnitPriceSpecification";
      price: number;
      priceCurrency: string;
      valueAddedTaxIncluded: boolean;
    };
    seller?: AutoDealerData;
  };
  [property: string]: unknown;
}

export interface CarStructuredDataInput {
  car: Car;
  /** The page's canonical URL (car-detail-seo.ts). */
  url: string;
  /** The site's language: the market's mileage unit. */
  language: LanguageTag;
  /** The site's currency, when the car does not name one. */
  currency: string;
  /** Absolute image URLs, first the main one. */
  images: readonly string[];
  /** The dealer site selling the car, when the page loaded it: address and opening hours. */
  dealer?: DealerSite | null;
}

/** The schema.org `Car` of one car detail page. */
export function carStructuredData({
  car,
  url,
  language,
  currency,
  images,
  dealer,
}: CarStructuredDataInput): CarStructuredData {
  const name = [car.car_brand, car.car_model, car.car_model_text].filter(Boolean).join(" ");
  const price = offerPriceOf(car);
  const priceCurrency = car.car_price_currency?.trim() || currency;
  const odometer = odometerOf(car, language);
  const firstRegistered = isoDateOf(car.car_firstregistration);
  const seller = sellerOf(car, dealer);
  const optional: Record<string, unknown> = {
    vehicleModelDate: car.car_year ? String(car.car_year) : undefined,
    mileageFromOdometer: odometer,
    fuelType: car.car_fuel,
    vehicleTransmission: car.car_gearbox,
    bodyType: car.car_body,
    color: car.car_color,
    driveWheelConfiguration: car.car_drive,
    vehicleConfiguration: car.car_trim_package,
    vehicleIdentificationNumber: car.car_chassino,
    dateVehicleFirstRegistered: firstRegistered,
    numberOfDoors: car.car_doors,
    seatingCapacity: car.car_seats,
    image: images.length > 0 ? [...images] : undefined,
    description: car.car_description?.trim() ? car.car_description.trim() : undefined,
  };
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name,
    url,
    sku: car.car_id,
    brand: { "@type": "Brand", name: car.car_brand },
    model: car.car_model,
    ...Object.fromEntries(
      Object.entries(optional).filter(([, value]) => value !== undefined && value !== null),
    ),
    itemCondition: schema(car.car_is_used === true ? "UsedCondition" : "NewCondition"),
    offers: {
      "@type": "Offer",
      url,
      ...(price !== undefined ? { price, priceCurrency } : {}),
      availability: schema("InStock"),
      ...(price !== undefined
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price,
              priceCurrency,
              valueAddedTaxIncluded: !isLightCommercial(car),
            },
          }
        : {}),
      ...(seller ? { seller } : {}),
    },
  };
}
