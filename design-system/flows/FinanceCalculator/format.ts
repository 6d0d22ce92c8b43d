import { formatMessage } from "../../../i18n/format";
import { moneyFormat } from "../../text/money";
import type { FinanceCalculatorData, FinanceLabels } from "./types";

/** How the calculators write amounts, rates, months and mileages in the site's locale. */
export interface FinanceFormat {
  money: (value: number) => string;
  /** "5,95 %" */
  rate: (percent: number) => string;
  /** "36 mån" */
  months: (months: number) => string;
  /** "1 500 mil/år" */
  mileage: (mileage: number) => string;
  /** "3 782 kr/mån" */
  perMonth: (value: number) => string;
  /** The currency as written after amounts: "kr", "€". */
  currencyUnit: string;
}

export function financeFormat(
  {
    locale,
    currency,
    mileageUnit,
  }: Pick<FinanceCalculatorData, "locale" | "currency" | "mileageUnit">,
  labels: Pick<FinanceLabels, "months" | "mileagePerYear" | "perMonth">,
): FinanceFormat {
  const wholeMoney = moneyFormat(locale, currency, { wholeUnits: true });
  const rateFormat = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const numberFormat = new Intl.NumberFormat(locale);
  const money = (value: number) => wholeMoney.format(value);
  return {
    money,
    rate: (percent) => rateFormat.format(percent / 100),
    months: (months) => formatMessage(labels.months, { months }, locale),
    mileage: (mileage) =>
      formatMessage(
        labels.mileagePerYear,
        { mileage: numberFormat.format(mileage), unit: mileageUnit },
        locale,
      ),
    perMonth: (value) => formatMessage(labels.perMonth, { cost: money(value) }, locale),
    currencyUnit:
      wholeMoney.formatToParts(0).find((part) => part.type === "currency")?.value ?? currency,
  };
}
