import type {
  Car,
  CompanyLeasingOption,
  LoanOption,
  PrivateLeasingOption,
} from "../../../api-adapters/search";
import type {
  CompanyLeasingData,
  CompanyLeasingMileage,
  FinanceCalculatorData,
  FinanceTerm,
  LeasingEntryData,
  LoanData,
  PrivateLeasingData,
} from "../../../design-system/flows/FinanceCalculator";
import { ukQuoteVehicle, type UkQuoteVehicle } from "./uk-quote-vehicle";

/**
 * The car detail page's finance section (issue 15): the Nordic calculators of the car's loan
 * and leasing options, or the UK finance quote on sites whose features turn quotes on. Plain
 * data, mapped on the server; the section loads its widget's code near the viewport.
 */
export type CarFinanceData =
  | { kind: "nordic"; calculator: FinanceCalculatorData }
  | { kind: "ukQuote"; vehicle: UkQuoteVehicle };

export interface CarFinanceOptions {
  /** The site's number and currency formatting. */
  locale: string;
  currency: string;
  /** The market's mileage unit ("mil" on Swedish sites). */
  mileageUnit: string;
  /** The site's features.financeQuotes: the UK quote instead of the calculators. */
  financeQuotes: boolean;
}

/** The consumer-credit warning is the law of Sweden: shown on sites whose locale is Swedish. */
export function showsCreditWarning(locale: string): boolean {
  try {
    return new Intl.Locale(locale).region === "SE";
  } catch {
    return false;
  }
}

const text = (value: string | null | undefined) => value?.trim() || undefined;
const positive = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;

type IndexTerm = {
  months: number;
  residual_percentage?: number | null;
  cash_amount_min_percentage?: number | null;
  cash_amount_max_percentage?: number | null;
};

function toTerm(term: IndexTerm): FinanceTerm {
  return {
    months: term.months,
    residualPercentage: term.residual_percentage ?? 0,
    cashMinPercentage: term.cash_amount_min_percentage ?? 0,
    cashMaxPercentage: term.cash_amount_max_percentage ?? 0,
  };
}

const validTerms = (terms: readonly IndexTerm[] | null | undefined) =>
  (terms ?? []).filter((term) => term.months > 0).map(toTerm);

/** The loan, when it has a price and at least one duration. */
export function loanData(car: Car, option: LoanOption): LoanData | undefined {
  const price = positive(option.price) ?? positive(car.car_price);
  const durations = option.contract_durations?.length
    ? option.contract_durations
    : option.default_contract_duration
      ? [option.default_contract_duration]
      : [];
  const terms = validTerms(durations);
  if (!price || terms.length === 0) return undefined;
  const defaultMonths =
    option.default_contract_duration?.months ?? car.car_loan_duration ?? terms[0]?.months ?? 0;
  return {
    title: text(option.title),
    price,
    interestRate: option.interest_rate ?? car.car_loan_rate ?? 0,
    startFee: option.start_fee ?? 0,
    invoiceFee: option.invoice_fee ?? 0,
    terms,
    defaultMonths,
    description: text(option.description),
    disclaimer: text(option.disclaimer),
    isCampaign: car.car_has_campaign_loan === true,
  };
}

/** The company leasing, when it has a price base and terms for at least one mileage. */
export function companyLeasingData(
  car: Car,
  option: CompanyLeasingOption,
): CompanyLeasingData | undefined {
  const priceBase = positive(option.price_base_amount);
  const mileages: CompanyLeasingMileage[] = Object.entries(option.company_leasing_options ?? {})
    .map(([key, terms]) => {
      const valid = validTerms(terms);
      const defaults = option.default_company_leasing_option?.[key];
      return {
        mileage: Number(key),
        terms: valid,
        defaultMonths: defaults?.contract_length ?? valid[0]?.months ?? 0,
        defaultCash: defaults?.cash_amount ?? 0,
      };
    })
    .filter((entry) => Number.isFinite(entry.mileage) && entry.mileage > 0 && entry.terms.length)
    .sort((a, b) => a.mileage - b.mileage);
  if (!priceBase || mileages.length === 0) return undefined;
  return {
    title: text(option.title),
    priceBase,
    interestRate: option.interest_rate ?? 0,
    hasFixedInterestRate: option.has_fixed_interest_rate === true,
    startFee: option.start_fee ?? 0,
    invoiceFee: option.invoice_fee ?? 0,
    mileages,
    defaultMileage: option.default_company_leasing_mileage ?? mileages[0]?.mileage ?? 0,
    salesText: text(option.sales_text),
    description: text(option.description),
    disclaimer: text(option.disclaimer),
    isCampaign: car.car_has_campaign_companyleasing === true,
  };
}

export function privateLeasingData(
  car: Car,
  option: PrivateLeasingOption,
): PrivateLeasingData | undefined {
  const monthlyCostText = text(option.monthly_cost_text);
  if (!monthlyCostText) return undefined;
  return {
    title: text(option.title),
    monthlyCostText,
    monthsText: text(option.months_text),
    mileageText: text(option.mileage_text),
    startFeeText: text(option.start_fee_text),
    invoiceFeeText: text(option.invoice_fee_text),
    salesText: text(option.sales_text),
    disclaimer: text(option.disclaimer),
    isCampaign: option.is_campaign === true || car.car_has_campaign_privateleasing === true,
  };
}

/** The Nordic calculators' data; undefined when the car offers nothing. */
export function nordicFinanceData(
  car: Car,
  options: Omit<CarFinanceOptions, "financeQuotes">,
): FinanceCalculatorData | undefined {
  const loan = car.car_loan_option ? loanData(car, car.car_loan_option) : undefined;
  const companyLeasing =
    car.car_has_companyleasing && car.car_company_leasing_option
      ? companyLeasingData(car, car.car_company_leasing_option)
      : undefined;
  const privateLeasing =
    car.car_has_privateleasing && car.car_private_leasing_option
      ? privateLeasingData(car, car.car_private_leasing_option)
      : undefined;
  // A generic entry repeats an option shown in full above; only the others get their tab.
  const covered = new Set([
    ...(companyLeasing ? ["Company"] : []),
    ...(privateLeasing ? ["Private"] : []),
  ]);
  const leasingEntries: LeasingEntryData[] = (car.car_leasing_options ?? [])
    .filter((entry) => !covered.has(entry.leasing_type))
    .flatMap((entry) => {
      const monthlyCostText = text(entry.monthly_cost_text);
      if (!monthlyCostText) return [];
      return [
        {
          title: text(entry.title),
          leasingType: entry.leasing_type,
          monthlyCostText,
          description: text(entry.description),
          duration: positive(entry.duration),
          mileage: positive(entry.mileage),
          asterix: text(entry.asterix),
        },
      ];
    });
  if (!loan && !companyLeasing && !privateLeasing && leasingEntries.length === 0) return undefined;
  return {
    locale: options.locale,
    currency: car.car_price_currency || options.currency,
    mileageUnit: options.mileageUnit,
    creditWarning: Boolean(loan) && showsCreditWarning(options.locale),
    ...(loan ? { loan } : {}),
    ...(companyLeasing ? { companyLeasing } : {}),
    ...(privateLeasing ? { privateLeasing } : {}),
    ...(leasingEntries.length ? { leasingEntries } : {}),
  };
}

/** The car's finance section: the UK quote where quotes are on, else the Nordic calculators. */
export function carFinanceData(car: Car, options: CarFinanceOptions): CarFinanceData | undefined {
  if (options.financeQuotes) {
    const vehicle = ukQuoteVehicle(car);
    return vehicle ? { kind: "ukQuote", vehicle } : undefined;
  }
  const calculator = nordicFinanceData(car, options);
  return calculator ? { kind: "nordic", calculator } : undefined;
}
