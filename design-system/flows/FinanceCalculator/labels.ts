import type { Translate } from "../../../i18n/translate";
import type { FinanceLabels } from "./types";

/** The calculators' labels from the `Finance` namespace (decision 0016). */
export function financeLabels(t: Translate): FinanceLabels {
  return {
    heading: t("Finance.Heading"),
    options: t("Finance.Options"),
    loan: t("Finance.Loan"),
    companyLeasing: t("Finance.CompanyLeasing"),
    privateLeasing: t("Finance.PrivateLeasing"),
    leasing: t("Finance.Leasing"),
    campaign: t("Finance.Campaign"),
    price: t("Finance.Price"),
    priceBase: t("Finance.PriceBase"),
    downPayment: t("Finance.DownPayment"),
    downPaymentInput: t("Finance.DownPaymentInput"),
    period: t("Finance.Period"),
    months: t("Finance.Months"),
    residual: t("Finance.Residual"),
    interestRate: t("Finance.InterestRate"),
    fixedInterest: t("Finance.FixedInterest"),
    variableInterest: t("Finance.VariableInterest"),
    startFee: t("Finance.StartFee"),
    invoiceFee: t("Finance.InvoiceFee"),
    monthlyCost: t("Finance.MonthlyCost"),
    perMonth: t("Finance.PerMonth"),
    exclVat: t("Finance.ExclVat"),
    mileage: t("Finance.Mileage"),
    mileagePerYear: t("Finance.MileagePerYear"),
    contractLength: t("Finance.ContractLength"),
    cashAmount: t("Finance.CashAmount"),
    cashAmountInput: t("Finance.CashAmountInput"),
    creditWarningHeading: t("Finance.CreditWarningHeading"),
    creditWarningText: t("Finance.CreditWarningText"),
    creditWarningLink: t("Finance.CreditWarningLink"),
    newTab: t("Shell.NewTab"),
    loading: t("Finance.Loading"),
  };
}
