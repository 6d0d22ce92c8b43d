import type { UkQuoteVehicle } from "./uk-quote-vehicle";

export interface UkFinanceQuoteProps {
  vehicle: UkQuoteVehicle;
}

/**
 * The UK finance quote on the car detail page (retail-uk: the site's features.financeQuotes),
 * loaded lazily by the finance section. The widget itself follows in the next commits.
 */
export function UkFinanceQuote({ vehicle }: UkFinanceQuoteProps) {
  return <section aria-label="Finance" data-finance-quote={vehicle.carId} />;
}
