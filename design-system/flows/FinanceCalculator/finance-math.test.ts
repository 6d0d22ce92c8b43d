import { describe, expect, it } from "vitest";
import {
  annuityPayment,
  downPaymentBounds,
  financedCost,
  indexAfterKey,
  MONEY_STEP,
  nearestValue,
  PERIOD_STEP_MONTHS,
  periodValues,
  roundMonthlyCost,
  steppedValues,
  termFor,
} from "./finance-math";

/** What is left owed after paying `payment` monthly for `months` (the annuity's definition). */
function balanceAfter(
  principal: number,
  annualRatePercent: number,
  months: number,
  payment: number,
) {
  let balance = principal;
  for (let month = 0; month < months; month += 1) {
    balance = balance * (1 + annualRatePercent / 1200) - payment;
  }
  return balance;
}

describe("annuityPayment", () => {
  // Hand-computed: r = 0.06 / 12 = 0.005, (1.005)^-12 = 0.941905, 100 000 · 0.005 / 0.058095.
  it("pays 100 000 at 6 % over 12 months with 8 606.64 a month", () => {
    expect(annuityPayment({ principal: 100_000, annualRatePercent: 6, months: 12 })).toBeCloseTo(
      8606.64,
      2,
    );
  });

  // (1.005)^-36 = 0.835645; (200 000 − 80 000 · 0.835645) · 0.005 / 0.164355 = 4 050.63.
  it("leaves the residual value: 200 000 at 6 % over 36 months, 80 000 left, 4 050.63", () => {
    const payment = annuityPayment({
      principal: 200_000,
      annualRatePercent: 6,
      months: 36,
      residual: 80_000,
    });
    expect(payment).toBeCloseTo(4050.63, 2);
    expect(balanceAfter(200_000, 6, 36, payment)).toBeCloseTo(80_000, 4);
  });

  it("divides the principal (less the residual) evenly at 0 %", () => {
    expect(annuityPayment({ principal: 120_000, annualRatePercent: 0, months: 24 })).toBe(5000);
    expect(
      annuityPayment({ principal: 120_000, annualRatePercent: 0, months: 24, residual: 24_000 }),
    ).toBe(4000);
  });

  it("pays off the whole principal without a residual", () => {
    const payment = annuityPayment({ principal: 150_000, annualRatePercent: 4.95, months: 48 });
    expect(balanceAfter(150_000, 4.95, 48, payment)).toBeCloseTo(0, 4);
  });

  it("is 0 for no months", () => {
    expect(annuityPayment({ principal: 1000, annualRatePercent: 5, months: 0 })).toBe(0);
  });
});

describe("roundMonthlyCost", () => {
  it("rounds to the whole krona, halves up, never below 0", () => {
    expect(roundMonthlyCost(8606.64)).toBe(8607);
    expect(roundMonthlyCost(4050.49)).toBe(4050);
    expect(roundMonthlyCost(4050.5)).toBe(4051);
    expect(roundMonthlyCost(-12)).toBe(0);
  });
});

describe("financedCost", () => {
  const term = { months: 36, residualPercentage: 38.4 };

  // Price 259 900, 20 % down (51 980): 207 920 financed, 38.4 % residual = 99 802 (rounded),
  // 5.95 %: (207 920 − 99 802 · (1+r)^-36) · r / (1 − (1+r)^-36) = 3 781.56 → 3 782.
  it("finances the price less the cash at the term's residual, to the krona", () => {
    expect(financedCost(259_900, 51_980, term, 5.95)).toEqual({
      principal: 207_920,
      residual: 99_802,
      monthly: 3782,
    });
  });

  it("costs less each month with more cash down", () => {
    const low = financedCost(259_900, 51_980, term, 5.95).monthly;
    const high = financedCost(259_900, 130_000, term, 5.95).monthly;
    expect(high).toBeLessThan(low);
  });

  it("has no residual without a residual percentage, and 0 % divides evenly", () => {
    expect(financedCost(100_000, 40_000, { months: 60 }, 0)).toEqual({
      principal: 60_000,
      residual: 0,
      monthly: 1000,
    });
  });

  it("never owes a residual above what is financed", () => {
    expect(financedCost(100_000, 90_000, { months: 12, residualPercentage: 50 }, 5)).toMatchObject({
      principal: 10_000,
      residual: 10_000,
      monthly: 42, // only the interest: 10 000 · 5 % / 12 = 41.67
    });
  });
});

describe("downPaymentBounds (specs 5)", () => {
  const term = { months: 36, cashMinPercentage: 20, cashMaxPercentage: 50 };

  it("starts at the minimum percent and ends at the maximum percent rounded to 1000", () => {
    expect(downPaymentBounds(259_900, term)).toEqual({ min: 51_980, max: 130_000, step: 1000 });
    expect(downPaymentBounds(258_900, term)).toEqual({ min: 51_780, max: 129_000, step: 1000 });
  });

  it("never ends below its start", () => {
    expect(downPaymentBounds(900, term)).toEqual({ min: 180, max: 180, step: MONEY_STEP });
  });
});

describe("steppedValues", () => {
  it("keeps the ends and steps 1000 on the round thousands between", () => {
    expect(steppedValues({ min: 51_980, max: 55_000, step: 1000 })).toEqual([
      51_980, 52_000, 53_000, 54_000, 55_000,
    ]);
    expect(steppedValues({ min: 0, max: 3000, step: 1000 })).toEqual([0, 1000, 2000, 3000]);
    expect(steppedValues({ min: 500, max: 500, step: 1000 })).toEqual([500]);
  });
});

describe("nearestValue", () => {
  it("snaps a typed or dragged value to the nearest step", () => {
    const values = [51_980, 52_000, 53_000, 54_000];
    expect(nearestValue(values, 52_499)).toBe(52_000);
    expect(nearestValue(values, 52_600)).toBe(53_000);
    expect(nearestValue(values, 10)).toBe(51_980);
    expect(nearestValue(values, 99_999)).toBe(54_000);
  });
});

describe("indexAfterKey (slider keys)", () => {
  it("moves one with the arrows, a tenth with Page Up/Down, to the ends with Home/End", () => {
    expect(indexAfterKey("ArrowRight", 3, 50)).toBe(4);
    expect(indexAfterKey("ArrowUp", 3, 50)).toBe(4);
    expect(indexAfterKey("ArrowLeft", 3, 50)).toBe(2);
    expect(indexAfterKey("ArrowDown", 3, 50)).toBe(2);
    expect(indexAfterKey("PageUp", 3, 50)).toBe(8);
    expect(indexAfterKey("PageDown", 3, 50)).toBe(0);
    expect(indexAfterKey("Home", 3, 50)).toBe(0);
    expect(indexAfterKey("End", 3, 50)).toBe(49);
    expect(indexAfterKey("ArrowRight", 49, 50)).toBe(49);
    expect(indexAfterKey("Enter", 3, 50)).toBeNull();
  });
});

describe("loan period (specs 9: step 12 months)", () => {
  const terms = [60, 12, 36, 24, 48, 72, 36].map((months) => ({ months }));

  it("takes the contract durations in order, each once", () => {
    const values = periodValues(terms);
    expect(values).toEqual([12, 24, 36, 48, 60, 72]);
    expect(values.slice(1).map((value, index) => value - (values[index] as number))).toEqual(
      Array(5).fill(PERIOD_STEP_MONTHS),
    );
  });

  it("finds the term of a period, else the nearest one", () => {
    expect(termFor(terms, 48).months).toBe(48);
    expect(termFor(terms, 40).months).toBe(36);
    expect(termFor(terms, 100).months).toBe(72);
  });
});
