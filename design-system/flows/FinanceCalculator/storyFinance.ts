/*
 * A Swedish demo car's finance for the calculator stories and tests, as the app maps one
 * (app/marketplace/finance/finance-view.ts): a 259 900 kr car at 5,95 %, 20–50 % down.
 */
import type {
  CompanyLeasingData,
  FinanceCalculatorData,
  LeasingEntryData,
  LoanData,
  PrivateLeasingData,
} from "./types";

export const storyLoan: LoanData = {
  title: "Billån",
  price: 259_900,
  interestRate: 5.95,
  startFee: 595,
  invoiceFee: 59,
  terms: [12, 24, 36, 48, 60, 72].map((months) => ({
    months,
    residualPercentage: Math.max(0, 60 - months * 0.6),
    cashMinPercentage: 20,
    cashMaxPercentage: 50,
  })),
  defaultMonths: 36,
  description: "Billån 36 mån, 20 %",
  disclaimer: "Räkneexempel. Kreditgivare är Demo Finans AB. Kreditprövning sker.",
};

const base = 207_920;

export const storyCompanyLeasing: CompanyLeasingData = {
  title: "Företagsleasing",
  priceBase: base,
  interestRate: 4.95,
  hasFixedInterestRate: false,
  startFee: 595,
  invoiceFee: 59,
  mileages: [1000, 1500, 2000, 2500].map((mileage, index) => ({
    mileage,
    terms: [24, 36, 48].map((months) => ({
      months,
      residualPercentage: Math.max(20, 55 - months / 2 - index * 3),
      cashMinPercentage: 0,
      cashMaxPercentage: 30,
    })),
    defaultMonths: 36,
    defaultCash: 0,
  })),
  defaultMileage: 1500,
  salesText: "Företagsleasing – Volvo XC60",
  disclaimer: "Priserna gäller exkl. moms. Leasingen förutsätter godkänd kreditprövning.",
};

export const storyPrivateLeasing: PrivateLeasingData = {
  title: "Privatleasing",
  monthlyCostText: "2 475 kr/mån",
  monthsText: "36 mån",
  mileageText: "1 500 mil/år",
  startFeeText: "0 kr",
  invoiceFeeText: "59 kr",
  salesText: "Privatleasing – Volvo XC60",
  disclaimer: "Privatleasing inkl. service. Övermil debiteras.",
  isCampaign: true,
};

export const storyLeasingEntries: LeasingEntryData[] = [
  {
    title: "Privatleasing",
    leasingType: "Private",
    monthlyCostText: "2 475 kr/mån",
    description: "Privatleasing inkl. service. Övermil debiteras.",
    duration: 36,
    mileage: 1500,
    asterix: "*",
  },
  {
    title: "Företagsleasing",
    leasingType: "Company",
    monthlyCostText: "4 401 kr/mån",
    description: "Priserna gäller exkl. moms.",
    duration: 36,
    mileage: 1500,
    asterix: "*",
  },
];

/** How the stories write numbers: a Swedish site. */
export const storyFinanceBase = {
  locale: "sv-SE",
  currency: "SEK",
  mileageUnit: "mil",
  creditWarning: true,
} satisfies Pick<FinanceCalculatorData, "locale" | "currency" | "mileageUnit" | "creditWarning">;

export const storyFinance: FinanceCalculatorData = {
  ...storyFinanceBase,
  loan: storyLoan,
  privateLeasing: storyPrivateLeasing,
  companyLeasing: storyCompanyLeasing,
};
