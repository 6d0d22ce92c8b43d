import type { Translate } from "../../../i18n/translate";

/** The widget's texts (FinanceQuote.*); the app and the stories build them with the same t(). */
export interface FinanceQuoteLabels {
  heading: string;
  loading: string;
  unavailable: string;
  product: string;
  term: string;
  deposit: string;
  annualMileage: string;
  monthlyPayment: string;
  perMonth: (payment: string) => string;
  updating: string;
  updated: (payment: string) => string;
  representativeExample: string;
  quoteReference: (reference: string) => string;
  showLegal: string;
  hideLegal: string;
  legalLoading: string;
  legalError: string;
  reserve: string;
  partExchange: string;
  apply: string;
}

export function financeQuoteLabels(t: Translate): FinanceQuoteLabels {
  return {
    heading: t("FinanceQuote.Heading"),
    loading: t("FinanceQuote.Loading"),
    unavailable: t("FinanceQuote.Unavailable"),
    product: t("FinanceQuote.Product"),
    term: t("FinanceQuote.Term"),
    deposit: t("FinanceQuote.Deposit"),
    annualMileage: t("FinanceQuote.AnnualMileage"),
    monthlyPayment: t("FinanceQuote.MonthlyPayment"),
    perMonth: (payment) => t("FinanceQuote.PerMonth", { payment }),
    updating: t("FinanceQuote.Updating"),
    updated: (payment) => t("FinanceQuote.Updated", { payment }),
    representativeExample: t("FinanceQuote.RepresentativeExample"),
    quoteReference: (reference) => t("FinanceQuote.QuoteReference", { reference }),
    showLegal: t("FinanceQuote.ShowLegal"),
    hideLegal: t("FinanceQuote.HideLegal"),
    legalLoading: t("FinanceQuote.LegalLoading"),
    legalError: t("FinanceQuote.LegalError"),
    reserve: t("FinanceQuote.Reserve"),
    partExchange: t("FinanceQuote.PartExchange"),
    apply: t("FinanceQuote.Apply"),
  };
}
