import { formatMessage } from "../../../i18n/format";
import type { LocatorLabels, MarkerDistance } from "./types";

/** "400 m", "12 km", "8 mi": the distance in the site's words and number format. */
export function formatDistance(
  distance: MarkerDistance,
  labels: Pick<LocatorLabels, "distanceKm" | "distanceMi" | "distanceM">,
  locale: string,
): string {
  const template =
    distance.unit === "m"
      ? labels.distanceM
      : distance.unit === "mi"
        ? labels.distanceMi
        : labels.distanceKm;
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(distance.value);
  return formatMessage(template, { value }, locale);
}

/** "4 × 350 kW": a charger option's amount and power (watts shown in kW). */
export function formatChargerOption(
  template: string,
  option: { amount: number; watts: number },
  locale: string,
): string {
  const power = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    option.watts / 1000,
  );
  return formatMessage(template, { amount: option.amount, power }, locale);
}
