import { useMemo } from "react";
import { createFinanceQuoteBrowserClient } from "../../../api-adapters/finance/browser-client";
import { FinanceQuote, financeQuoteLabels } from "../../../design-system/flows/FinanceQuote";
import { useTranslate } from "../../i18n/translate";
import { ukFinanceLinks } from "./uk-finance-links";
import { organisationIdentifier, physicalVehicle, type UkQuoteVehicle } from "./uk-quote-vehicle";

export interface UkFinanceQuoteProps {
  vehicle: UkQuoteVehicle;
}

/**
 * The UK finance quote on the car detail page (sites whose manifest turns on
 * features.financeQuotes: retail-uk), loaded lazily by the finance section. Quotes in pounds
 * (the provider quotes in GB only), with the site's FinanceQuote texts.
 */
export function UkFinanceQuote({ vehicle }: UkFinanceQuoteProps) {
  const t = useTranslate();
  const labels = useMemo(() => financeQuoteLabels(t), [t]);
  const client = useMemo(() => createFinanceQuoteBrowserClient(), []);
  const provided = useMemo(
    () => ({ vehicle: physicalVehicle(vehicle), organisation: organisationIdentifier(vehicle) }),
    [vehicle],
  );
  return (
    <FinanceQuote
      vehicle={provided.vehicle}
      organisation={provided.organisation}
      client={client}
      labels={labels}
      links={ukFinanceLinks}
    />
  );
}
