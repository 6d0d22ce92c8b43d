/** How amounts are written: as the currency has them ("1 234,56 €") or in whole units ("249 900 kr"). */
export interface MoneyFormatOptions {
  wholeUnits?: boolean;
}

/** One format per locale, currency and precision: making one costs more than formatting (issue 17). */
const formats = new Map<string, Intl.NumberFormat>();

/** The site's money format ("249 900 kr", "£23,495", "1 234,56 €"). */
export function moneyFormat(
  locale: string,
  currency: string,
  { wholeUnits = false }: MoneyFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale} ${currency} ${wholeUnits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      ...(wholeUnits ? { maximumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** Writes amounts in the site's money format. */
export function moneyFormatter(
  locale: string,
  currency: string,
  options?: MoneyFormatOptions,
): (value: number) => string {
  const format = moneyFormat(locale, currency, options);
  return (value) => format.format(value);
}
