import type { Car } from "../../api-adapters/search";
import { moneyFormat, type CarCardData, type CompareCarData } from "../../design-system";
import { formatMessage } from "../../i18n/format";

/** The card texts of a site's language (app/marketplace/labels.ts `cardTexts`). */
export interface CarViewTexts {
  /** After prices of vans (LCV), shown without VAT: "exkl. moms". */
  vatNote: string;
  campaignLabel: string;
  /** `{cost}` is the monthly cost: "Billån {cost}/mån". */
  loanMonthly: string;
  privateLeasingMonthly: string;
  /** The image's alt text; `{title}` is brand and model. */
  imageAlt: string;
  /** Technical data row labels by car field. */
  technical: Record<TechnicalField, string>;
}

export interface CarViewOptions {
  locale: string;
  currency: string;
  /** The site settings' car detail path ("/kop-bil/bil"). */
  detailPath: string;
  texts: CarViewTexts;
}

/** Specs (marketplace 3): vehicle type LCV means prices are shown without VAT. */
export const isLightCommercial = (car: Car): boolean =>
  car.car_vehicle_type_code?.toUpperCase() === "LCV";

/** The car detail page: `<car detail path>/<car_id>/<slug>`. */
export function carDetailHref(detailPath: string, car: Pick<Car, "car_id" | "slug">): string {
  const base = detailPath.replace(/\/+$/, "");
  return `${base}/${encodeURIComponent(car.car_id)}/${encodeURIComponent(car.slug)}`;
}

function money(value: number | null | undefined, options: CarViewOptions, currency?: string) {
  if (value === null || value === undefined) return undefined;
  return moneyFormat(options.locale, currency || options.currency, { wholeUnits: true }).format(
    value,
  );
}

export interface PriceView {
  current: string;
  previous?: string;
}

/**
 * The price pair a visitor sees: the campaign price with the retail price struck through when a
 * campaign applies, else the price. Vans (LCV) use the prices without VAT. The index's own
 * formatted texts win over our formatting (they carry the market's conventions).
 */
export function priceView(car: Car, options: CarViewOptions): PriceView | null {
  const currency = car.car_price_currency ?? undefined;
  const lcv = isLightCommercial(car);
  const campaign = car.car_has_campaign_price
    ? lcv
      ? money(car.car_campaign_price_exkl_vat ?? car.car_campaign_price, options, currency)
      : (car.car_campaign_price_text ?? money(car.car_campaign_price, options, currency))
    : undefined;
  const retail = lcv
    ? money(
        car.car_retail_price_exkl_vat ?? car.car_retail_price ?? car.car_price,
        options,
        currency,
      )
    : (car.car_retail_price_text ??
      car.car_price_text ??
      money(car.car_retail_price ?? car.car_price, options, currency));
  if (campaign) return { current: campaign, previous: retail };
  return retail ? { current: retail } : null;
}

/**
 * A monthly cost into its text ("Billån {cost}/mån"). The index's own text may already carry the
 * unit ("5 309 kr/mån"): then the template's unit is not added a second time.
 */
function withMonthlyCost(template: string, cost: string): string {
  const [before, after = ""] = template.split("{cost}");
  const unit = after.trim();
  if (unit && cost.trim().endsWith(unit)) return `${before}${cost.trim()}`;
  return formatMessage(template, { cost });
}

/** The monthly cost line of a car (loan, else private leasing), if it has one. */
export function monthlyText(car: Car, options: CarViewOptions): string | undefined {
  const currency = car.car_price_currency ?? undefined;
  const { loanMonthly, privateLeasingMonthly } = options.texts;
  const loan = car.car_loan_option;
  const loanCost = money(
    loan?.default_monthly_cost ?? car.car_loan_monthly_cost,
    options,
    currency,
  );
  if (loanCost) return withMonthlyCost(loanMonthly, loanCost);
  if (loan?.default_monthly_cost_text) {
    return withMonthlyCost(loanMonthly, loan.default_monthly_cost_text);
  }
  const privateEntry = car.car_leasing_options?.find((entry) => entry.leasing_type === "Private");
  const leasingCost = money(privateEntry?.monthly_cost, options, currency);
  if (leasingCost) return withMonthlyCost(privateLeasingMonthly, leasingCost);
  const leasingText =
    car.car_private_leasing_option?.monthly_cost_text ?? privateEntry?.monthly_cost_text;
  return leasingText ? withMonthlyCost(privateLeasingMonthly, leasingText) : undefined;
}

/** The index's mileage text (with the market's unit), else the number in the site's format. */
export function mileageText(car: Car, locale: string): string | undefined {
  if (car.car_mileage_text) return car.car_mileage_text;
  if (car.car_mileage === null || car.car_mileage === undefined) return undefined;
  return new Intl.NumberFormat(locale).format(car.car_mileage);
}

export function toCarCardData(car: Car, options: CarViewOptions): CarCardData {
  const title = `${car.car_brand} ${car.car_model}`;
  const image = car.car_primary_image?.thumbnail_url ?? car.car_images?.[0]?.original;
  const blur = car.car_primary_image?.blur_data_url ?? car.car_images?.[0]?.blur_data_url;
  const price = priceView(car, options);
  return {
    id: car.car_id,
    href: carDetailHref(options.detailPath, car),
    title,
    ...(car.car_model_text ? { variant: car.car_model_text } : {}),
    ...(image
      ? {
          image: {
            src: image,
            alt: formatMessage(options.texts.imageAlt, { title }, options.locale),
            ...(blur ? { blurDataUrl: blur } : {}),
          },
        }
      : {}),
    facts: {
      ...(car.car_year ? { year: String(car.car_year) } : {}),
      ...(mileageText(car, options.locale) ? { mileage: mileageText(car, options.locale) } : {}),
      ...(car.car_fuel ? { fuel: car.car_fuel } : {}),
      ...(car.car_gearbox ? { gearbox: car.car_gearbox } : {}),
    },
    price: {
      current: price?.current ?? "",
      ...(price?.previous ? { previous: price.previous } : {}),
      ...(isLightCommercial(car) ? { vatNote: options.texts.vatNote } : {}),
      ...(car.car_has_campaign_price ? { campaignLabel: options.texts.campaignLabel } : {}),
    },
    ...(monthlyText(car, options) ? { monthly: monthlyText(car, options) } : {}),
  };
}

/** The technical data rows of the compare view, in this order, when the car has them. */
export const technicalFields = [
  "car_body",
  "car_drive",
  "car_color",
  "car_power",
  "car_co2_emission",
  "car_fuel_consumption",
  "car_wltp_range",
  "car_battery_size",
  "car_seats",
  "car_doors",
  "car_cargo_volume",
  "car_weight",
  "car_towing_capacity",
] as const satisfies readonly (keyof Car)[];

export type TechnicalField = (typeof technicalFields)[number];

/** The technical data rows a car has, labelled with their units ("Power (hp)"), in order. */
export function technicalRows(
  car: Car,
  options: Pick<CarViewOptions, "locale" | "texts">,
): { label: string; value: string }[] {
  const number = new Intl.NumberFormat(options.locale);
  return technicalFields.flatMap((field) => {
    const value = car[field];
    if (value === null || value === undefined || value === "") return [];
    const shown = typeof value === "number" ? number.format(value) : String(value);
    return [{ label: options.texts.technical[field], value: shown }];
  });
}

export function toCompareCarData(car: Car, options: CarViewOptions): CompareCarData {
  return {
    ...toCarCardData(car, options),
    equipment: car.car_equipment ?? [],
    technical: technicalRows(car, options),
  };
}
