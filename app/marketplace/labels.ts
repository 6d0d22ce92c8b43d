import type { MessageKey, Translate } from "../../i18n/translate";
import type { CarViewTexts, TechnicalField } from "./car-view";

/*
 * The app's own marketplace texts from the site's texts (the `Marketplace` namespace, decision
 * 0016): the car view's card texts, which loaders format on the server. The design system's
 * labels are built by design-system/flows/marketplace-labels.ts from the same `t()`.
 */

const technicalKeys: Record<TechnicalField, MessageKey> = {
  car_body: "Marketplace.TechnicalBody",
  car_drive: "Marketplace.TechnicalDrive",
  car_color: "Marketplace.TechnicalColor",
  car_power: "Marketplace.TechnicalPower",
  car_co2_emission: "Marketplace.TechnicalCo2Emission",
  car_fuel_consumption: "Marketplace.TechnicalFuelConsumption",
  car_wltp_range: "Marketplace.TechnicalWltpRange",
  car_battery_size: "Marketplace.TechnicalBatterySize",
  car_seats: "Marketplace.TechnicalSeats",
  car_doors: "Marketplace.TechnicalDoors",
  car_cargo_volume: "Marketplace.TechnicalCargoVolume",
  car_weight: "Marketplace.TechnicalWeight",
  car_towing_capacity: "Marketplace.TechnicalTowingCapacity",
};

const currencySymbols: Record<string, string> = { SEK: "kr", NOK: "kr", EUR: "€", GBP: "£" };

/** The unit shown in price inputs: "kr", "€", "£"; Intl's narrow symbol for other currencies. */
export function currencyUnit(currency: string, locale = "en"): string {
  const known = currencySymbols[currency.toUpperCase()];
  if (known) return known;
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The texts a car card or compare row is built with on the server (app/marketplace/car-view.ts). */
export function cardTexts(t: Translate): CarViewTexts {
  return {
    vatNote: t("Marketplace.CardVatNote"),
    campaignLabel: t("Marketplace.CardCampaignLabel"),
    loanMonthly: t("Marketplace.CardLoanMonthly"),
    privateLeasingMonthly: t("Marketplace.CardPrivateLeasingMonthly"),
    imageAlt: t("Marketplace.CardImageAlt"),
    technical: Object.fromEntries(
      Object.entries<MessageKey>(technicalKeys).map(([field, key]) => [field, t(key)]),
    ) as Record<TechnicalField, string>,
  };
}
