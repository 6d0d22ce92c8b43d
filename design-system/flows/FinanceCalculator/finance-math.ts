/*
 * The finance maths of the Nordic calculators (specs/marketplace.md §3 loan and company leasing
 * options, §5 "Calculators and filters", §9): annuities with an optional residual value, the
 * loan's down payment bounds and steps, and the values a slider can take. Pure and
 * framework-free: the components compute live with it and the tests check it to the krona
 * (decision 0030).
 */

/** Down payment and cash amount step (specs 9: "down payment step 1000 with rounding"). */
export const MONEY_STEP = 1000;
/** Loan period step (specs 9). */
export const PERIOD_STEP_MONTHS = 12;

/** One duration of a loan or a leasing mileage: its months and percentages of the price. */
export interface FinanceTerm {
  months: number;
  /** Residual (balloon) value at the end, percent of the price; 0 or absent: none. */
  residualPercentage?: number;
  /** Lowest down payment (cash amount), percent of the price. */
  cashMinPercentage?: number;
  /** Highest down payment (cash amount), percent of the price. */
  cashMaxPercentage?: number;
}

export interface AnnuityInput {
  /** What is borrowed: the price less the down payment. */
  principal: number;
  /** The annual interest rate in percent (5.95); divided by 12 per month (specs 9). */
  annualRatePercent: number;
  months: number;
  /** Left to pay (or to return the car for) after the last month; 0 by default. */
  residual?: number;
}

/**
 * The monthly payment of an annuity with an optional residual value: the payment `A` that
 * brings `principal` down to `residual` in `months` at the monthly rate `r = annual / 12`:
 * `A = (P − R·(1+r)^−n) · r / (1 − (1+r)^−n)`; at 0 % simply `(P − R) / n`. Unrounded.
 */
export function annuityPayment({
  principal,
  annualRatePercent,
  months,
  residual = 0,
}: AnnuityInput): number {
  if (months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return (principal - residual) / months;
  const discount = (1 + rate) ** -months;
  return ((principal - residual * discount) * rate) / (1 - discount);
}

/** A monthly cost as shown: whole currency units, never below 0. */
export function roundMonthlyCost(value: number): number {
  return Math.max(0, Math.round(value));
}

/** Percent of an amount, to the whole unit. */
export function percentOf(amount: number, percentage: number | undefined): number {
  return Math.round((amount * (percentage ?? 0)) / 100);
}

/** `value` rounded to the nearest multiple of `step`. */
export function roundToStep(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/**
 * The values a stepped slider takes: `min`, then every multiple of `step` above it, then `max`
 * (the ends need not be multiples: a down payment of 20 % of 259 900 starts at 51 980, then
 * 52 000, 53 000 …). A single value when max ≤ min.
 */
export function steppedValues({ min, max, step }: SliderBounds): number[] {
  if (max <= min) return [min];
  const values = [min];
  for (let value = Math.floor(min / step) * step + step; value < max; value += step) {
    values.push(value);
  }
  values.push(max);
  return values;
}

/** The value of `values` (ascending) nearest to `target`; the lower one on a tie. */
export function nearestValue(values: readonly number[], target: number): number {
  let best = values[0] ?? target;
  for (const value of values) {
    if (Math.abs(value - target) < Math.abs(best - target)) best = value;
  }
  return best;
}

/** Keys a slider understands (WAI-ARIA slider pattern). */
export type SliderKey =
  "ArrowLeft" | "ArrowDown" | "ArrowRight" | "ArrowUp" | "PageDown" | "PageUp" | "Home" | "End";

/** How many values Page Up / Page Down skip: a tenth of them, at least one. */
export function pageJump(count: number): number {
  return Math.max(1, Math.round(count / 10));
}

/**
 * The value index a slider key leads to from `index` among `count` values: arrows one, Page
 * Up/Down a tenth, Home/End the ends; `null` for any other key.
 */
export function indexAfterKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  const moves: Record<SliderKey, number> = {
    ArrowLeft: index - 1,
    ArrowDown: index - 1,
    ArrowRight: index + 1,
    ArrowUp: index + 1,
    PageDown: index - pageJump(count),
    PageUp: index + pageJump(count),
    Home: 0,
    End: last,
  };
  if (!(key in moves)) return null;
  return Math.min(Math.max(moves[key as SliderKey], 0), last);
}

/** The term of `months`, else the one of the nearest months, from a non-empty list. */
export function termFor<T extends FinanceTerm>(terms: readonly T[], months: number): T {
  const exact = terms.find((term) => term.months === months);
  if (exact) return exact;
  const nearest = nearestValue(
    terms.map((term) => term.months).sort((a, b) => a - b),
    months,
  );
  return terms.find((term) => term.months === nearest) ?? (terms[0] as T);
}

/**
 * The loan's down payment bounds (specs 5): the minimum is the default duration's minimum
 * percent of the price; the maximum its maximum percent rounded to the nearest 1000 (never
 * below the minimum); step 1000.
 */
export function downPaymentBounds(price: number, defaultTerm: FinanceTerm): SliderBounds {
  const min = percentOf(price, defaultTerm.cashMinPercentage);
  const max = roundToStep((price * (defaultTerm.cashMaxPercentage ?? 0)) / 100, MONEY_STEP);
  return { min, max: Math.max(min, max), step: MONEY_STEP };
}

/** The months a loan can run, ascending, each once (the slider's values, 12 apart in the data). */
export function periodValues(terms: readonly FinanceTerm[]): number[] {
  return [...new Set(terms.map((term) => term.months))].sort((a, b) => a - b);
}

export interface FinancedCost {
  /** What is financed: price less the down payment. */
  principal: number;
  /** The residual value owed at the end (0 without one). */
  residual: number;
  /** The monthly cost, whole currency units. */
  monthly: number;
}

/**
 * The monthly cost of financing `price` (a loan's price, a leasing's price base) with `cash`
 * down over `term` at `annualRatePercent`, the term's residual percentage of the price left at
 * the end. Fees are shown apart, not in the monthly cost.
 */
export function financedCost(
  price: number,
  cash: number,
  term: FinanceTerm,
  annualRatePercent: number,
): FinancedCost {
  const principal = Math.max(0, price - cash);
  const residual = Math.min(principal, percentOf(price, term.residualPercentage));
  const monthly = roundMonthlyCost(
    annuityPayment({ principal, annualRatePercent, months: term.months, residual }),
  );
  return { principal, residual, monthly };
}
