import type { Car, DealerSite } from "../../api-adapters/search";
import type { CarDetailData, CarDetailRow, CarDetailSellerSite } from "../../design-system";
import type { Translate } from "../../i18n/translate";
import type { SiteId } from "../../sites/site-ids";
import {
  carDetailHref,
  isLightCommercial,
  mileageText,
  monthlyText,
  priceView,
  technicalRows,
  type CarViewOptions,
  type CarViewTexts,
} from "./car-view";
import { cardTexts } from "./labels";

/** The texts a car's detail view is built with on the server: the card's and the rows' labels. */
export interface CarDetailTexts extends CarViewTexts {
  year: string;
  mileage: string;
  /** The market's mileage unit after a bare number: "mil", "km", "miles". */
  mileageUnit: string;
  fuel: string;
  gearbox: string;
  body: string;
  color: string;
  drive: string;
  condition: string;
  firstRegistration: string;
  regNo: string;
}

export function carDetailTexts(t: Translate): CarDetailTexts {
  const card = cardTexts(t);
  return {
    ...card,
    year: t("Marketplace.CarFactYear"),
    mileage: t("Marketplace.CarFactMileage"),
    mileageUnit: t("Marketplace.UnitMileage"),
    fuel: t("Marketplace.CarFactFuel"),
    gearbox: t("Marketplace.CarFactGearbox"),
    body: card.technical.car_body,
    color: card.technical.car_color,
    drive: card.technical.car_drive,
    condition: t("Marketplace.FacetCondition"),
    firstRegistration: t("CarDetail.PageFirstRegistration"),
    regNo: t("CarDetail.PageRegNo"),
  };
}

export interface CarDetailViewOptions extends CarViewOptions {
  /** The site's language tag ("en-GB", "sv"): English writes dates DD/MM/YYYY. */
  language: string;
  texts: CarDetailTexts;
}

/**
 * The first registration as the specs write it: DD/MM/YYYY on English sites, YYYY-MM-DD
 * otherwise, whichever of the two (or an ISO date-time) the index holds. Anything else as given.
 */
export function formatFirstRegistration(value: string, language: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const british = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const parts = iso
    ? { year: iso[1], month: iso[2], day: iso[3] }
    : british
      ? { year: british[3], month: british[2], day: british[1] }
      : null;
  if (!parts) return value;
  return language.toLowerCase().startsWith("en")
    ? `${parts.day}/${parts.month}/${parts.year}`
    : `${parts.year}-${parts.month}-${parts.day}`;
}

/** The mileage with the market's unit: the index's own text, else the number and our unit. */
function mileageWithUnit(car: Car, options: CarDetailViewOptions): string | undefined {
  if (car.car_mileage_text) return car.car_mileage_text;
  const number = mileageText(car, options.locale);
  return number ? `${number} ${options.texts.mileageUnit}` : undefined;
}

/** Rows whose value is there, in the order given. */
function rows(entries: [label: string, value: string | number | null | undefined][]) {
  return entries.flatMap(([label, value]): CarDetailRow[] =>
    value === null || value === undefined || value === "" ? [] : [{ label, value: String(value) }],
  );
}

/** A maps search for the dealer (the specs' maps link). */
export function mapsSearchHref(...parts: (string | null | undefined)[]): string {
  const query = parts.filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Everything the detail sections show of a car, formatted for the site (B's `CarDetailData`). */
export function toCarDetailData(car: Car, options: CarDetailViewOptions): CarDetailData {
  const { texts } = options;
  const price = priceView(car, options);
  const monthly = monthlyText(car, options);
  const seller = car.car_sellers?.[0];
  const lcv = isLightCommercial(car);
  const ncap = car.car_ncapstars;
  const linked = (car.linked_vehicles ?? []).map((vehicle) => ({
    href: carDetailHref(options.detailPath, { car_id: vehicle.vehicle_id, slug: vehicle.slug }),
    text: vehicle.link_text ?? vehicle.slug,
    ...(vehicle.package_name ? { packageName: vehicle.package_name } : {}),
  }));
  return {
    id: car.car_id,
    title: `${car.car_brand} ${car.car_model}`,
    ...(car.car_model_text ? { variant: car.car_model_text } : {}),
    price: {
      current: price?.current ?? "",
      ...(price?.previous ? { previous: price.previous } : {}),
      ...(monthly ? { monthly } : {}),
      ...(car.car_price_title ? { note: car.car_price_title } : {}),
    },
    keyFacts: rows([
      [texts.year, car.car_year],
      [texts.mileage, mileageWithUnit(car, options)],
      [texts.fuel, car.car_fuel],
      [texts.gearbox, car.car_gearbox],
    ]),
    overview: rows([
      [texts.body, car.car_body],
      [texts.color, car.car_color],
      [texts.drive, car.car_drive],
      [texts.condition, car.car_condition],
      [
        texts.firstRegistration,
        car.car_firstregistration
          ? formatFirstRegistration(car.car_firstregistration, options.language)
          : undefined,
      ],
      [texts.regNo, car.car_regno],
    ]),
    equipment: car.car_equipment ?? [],
    ...(car.car_description ? { description: car.car_description } : {}),
    technical: technicalRows(car, options),
    ...(typeof ncap === "number" && ncap > 0 ? { ncapStars: Math.min(5, Math.round(ncap)) } : {}),
    ...(linked.length > 0 ? { linkedVehicles: linked } : {}),
    ...(car.car_is_sample
      ? {}
      : {
          dealer: {
            name: car.car_site_name ?? seller?.name ?? "",
            ...(car.car_site_city ? { city: car.car_site_city } : {}),
            ...(seller?.phone ? { phone: seller.phone } : {}),
            ...((car.car_site_leads_email ?? seller?.email)
              ? { email: car.car_site_leads_email ?? seller?.email ?? "" }
              : {}),
            ...(car.car_site_name
              ? { mapsHref: mapsSearchHref(car.car_site_name, car.car_site_city) }
              : {}),
          },
        }),
    ...(car.car_is_sample ? { isSample: true } : {}),
    ...(lcv ? { isLcv: true } : {}),
    ...(car.car_has_campaign_price ? { hasCampaign: true } : {}),
    ...(car.disable_test_drive ? { disableTestDrive: true } : {}),
  };
}

/** A sample car's seller sites: the dealer sites of its brand, by name and town. */
export function toSellerSites(sites: readonly DealerSite[]): CarDetailSellerSite[] {
  return sites.map((site) => ({
    id: site.site_id,
    name: site.site_official_name ?? site.site_id,
    ...(site.website_city || site.site_city
      ? { city: site.website_city ?? site.site_city ?? "" }
      : {}),
  }));
}

/**
 * The one Swedish site whose car not-found view has no button to the car list (the specs hide it
 * on one Swedish site without naming it; decision 0023 names carstore-se).
 */
export const SITES_WITHOUT_NOT_FOUND_LIST_BUTTON: ReadonlySet<SiteId> = new Set(["carstore-se"]);
