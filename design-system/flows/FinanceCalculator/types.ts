import type { FinanceTerm } from "./finance-math";

/*
 * The Nordic finance and leasing calculators' data (specs/marketplace.md §3): plain numbers the
 * calculators compute with, and the index's own texts where it only has texts. The app maps a
 * car to it on the server (app/marketplace/finance/finance-view.ts).
 */

/** A loan (car_loan_option). */
export interface LoanData {
  title?: string;
  /** The financed price (the option's price). */
  price: number;
  /** Annual interest rate in percent. */
  interestRate: number;
  startFee: number;
  invoiceFee: number;
  /** The contract durations, each with its residual and down payment percentages. */
  terms: FinanceTerm[];
  /** The default contract duration's months: it sets the down payment bounds (specs 5). */
  defaultMonths: number;
  description?: string;
  disclaimer?: string;
  /** car_has_campaign_loan */
  isCampaign?: boolean;
}

/** The terms of one yearly mileage of a company leasing. */
export interface CompanyLeasingMileage {
  /** Yearly mileage in the market's unit (the option's key: 1500). */
  mileage: number;
  terms: FinanceTerm[];
  /** The default contract length of this mileage. */
  defaultMonths: number;
  /** The default cash amount of this mileage. */
  defaultCash: number;
}

/** A company leasing (the company leasing option); prices without VAT. */
export interface CompanyLeasingData {
  title?: string;
  /** The price base amount the leasing is computed on. */
  priceBase: number;
  interestRate: number;
  hasFixedInterestRate: boolean;
  startFee: number;
  invoiceFee: number;
  /** Keyed by yearly mileage in the index; ascending here. */
  mileages: CompanyLeasingMileage[];
  defaultMileage: number;
  salesText?: string;
  description?: string;
  disclaimer?: string;
  /** car_has_campaign_companyleasing */
  isCampaign?: boolean;
}

/** A private leasing offer: the index's fixed texts (the private leasing option). */
export interface PrivateLeasingData {
  title?: string;
  monthlyCostText?: string;
  monthsText?: string;
  mileageText?: string;
  startFeeText?: string;
  invoiceFeeText?: string;
  salesText?: string;
  disclaimer?: string;
  isCampaign?: boolean;
}

/** A generic leasing entry (car_leasing_options). */
export interface LeasingEntryData {
  title?: string;
  leasingType: "Private" | "Company";
  /** The monthly cost as the index writes it ("3 295 kr/mån"). */
  monthlyCostText: string;
  description?: string;
  /** Months. */
  duration?: number;
  /** Yearly mileage in the market's unit. */
  mileage?: number;
  /** The footnote mark after the cost ("*"). */
  asterix?: string;
}

/** Everything one car offers, and how to write it. */
export interface FinanceCalculatorData {
  /** Number and currency formatting ("sv-SE"). */
  locale: string;
  /** ISO currency ("SEK"). */
  currency: string;
  /** The market's mileage unit: "mil" on Swedish sites. */
  mileageUnit: string;
  /** Shows the Swedish consumer credit warning with the loan (Swedish sites). */
  creditWarning: boolean;
  loan?: LoanData;
  companyLeasing?: CompanyLeasingData;
  privateLeasing?: PrivateLeasingData;
  /** Generic entries of a leasing type that has no option of its own above. */
  leasingEntries?: LeasingEntryData[];
}

/** Every text of the calculators (from `financeLabels(t)`); templates keep their {arguments}. */
export interface FinanceLabels {
  /** The section heading: "Finansiering". */
  heading: string;
  /** Names the tab list. */
  options: string;
  loan: string;
  companyLeasing: string;
  privateLeasing: string;
  /** The tab of the generic leasing entries. */
  leasing: string;
  /** A campaign mark on a tab or offer. */
  campaign: string;
  price: string;
  /** Company leasing's price base: "Pris exkl. moms". */
  priceBase: string;
  downPayment: string;
  /** The typed input beside the down payment slider. */
  downPaymentInput: string;
  period: string;
  /** "{months} mån" */
  months: string;
  residual: string;
  interestRate: string;
  fixedInterest: string;
  variableInterest: string;
  startFee: string;
  invoiceFee: string;
  monthlyCost: string;
  /** "{cost}/mån" */
  perMonth: string;
  /** After company leasing costs: "exkl. moms". */
  exclVat: string;
  mileage: string;
  /** "{mileage} {unit}/år" */
  mileagePerYear: string;
  contractLength: string;
  cashAmount: string;
  cashAmountInput: string;
  /** The Swedish consumer credit warning's heading: "Att låna kostar pengar!". */
  creditWarningHeading: string;
  creditWarningText: string;
  /** The consumer authority's link text. */
  creditWarningLink: string;
  /** Hidden after a link that opens a new tab. */
  newTab: string;
  /** Announced while the calculators' code loads. */
  loading: string;
}
