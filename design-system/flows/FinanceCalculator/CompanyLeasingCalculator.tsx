import { useState } from "react";
import {
  downPaymentBounds,
  financedCost,
  nearestValue,
  periodValues,
  steppedValues,
  termFor,
} from "./finance-math";
import { FinanceSlider } from "./FinanceSlider";
import type { FinanceFormat } from "./format";
import { Controls, Facts, MonthlyCost, Notes, Panel } from "./parts";
import type { CompanyLeasingData, CompanyLeasingMileage, FinanceLabels } from "./types";

export interface CompanyLeasingCalculatorProps {
  leasing: CompanyLeasingData;
  labels: FinanceLabels;
  format: FinanceFormat;
}

function mileageOf(leasing: CompanyLeasingData, mileage: number): CompanyLeasingMileage {
  return (
    leasing.mileages.find((entry) => entry.mileage === mileage) ??
    (leasing.mileages[0] as CompanyLeasingMileage)
  );
}

/**
 * Company leasing (specs 3): the yearly mileage picks its terms; the contract length one of
 * them, the cash amount runs between its percentages of the price base (like the loan's down
 * payment: step 1000); the monthly cost, without VAT, is the annuity of the price base less the
 * cash amount with the term's residual value. A new mileage keeps the contract length when it
 * has it and the cash amount within its bounds, else takes its defaults.
 */
export function CompanyLeasingCalculator({
  leasing,
  labels,
  format,
}: CompanyLeasingCalculatorProps) {
  const [mileage, setMileage] = useState(mileageOf(leasing, leasing.defaultMileage).mileage);
  const current = mileageOf(leasing, mileage);
  const [months, setMonths] = useState(current.defaultMonths);
  const term = termFor(current.terms, months);
  const cashValues = steppedValues(downPaymentBounds(leasing.priceBase, term));
  const [chosenCash, setCash] = useState(current.defaultCash);
  const cash = nearestValue(cashValues, chosenCash);
  const cost = financedCost(leasing.priceBase, cash, term, leasing.interestRate);

  const changeMileage = (next: number) => {
    const entry = mileageOf(leasing, next);
    setMileage(entry.mileage);
    if (!entry.terms.some((candidate) => candidate.months === months)) {
      setMonths(entry.defaultMonths);
      setCash(entry.defaultCash);
    }
  };

  return (
    <Panel data-finance-option="companyLeasing">
      <MonthlyCost
        label={labels.monthlyCost}
        text={format.perMonth(cost.monthly)}
        value={cost.monthly}
        note={labels.exclVat}
      />
      <Controls>
        <FinanceSlider
          label={labels.mileage}
          values={leasing.mileages.map((entry) => entry.mileage)}
          value={current.mileage}
          onChange={changeMileage}
          format={format.mileage}
        />
        <FinanceSlider
          label={labels.contractLength}
          values={periodValues(current.terms)}
          value={term.months}
          onChange={setMonths}
          format={format.months}
        />
        <FinanceSlider
          label={labels.cashAmount}
          values={cashValues}
          value={cash}
          onChange={setCash}
          format={format.money}
          input={{ label: labels.cashAmountInput, unit: format.currencyUnit }}
        />
      </Controls>
      <Facts
        rows={[
          [labels.priceBase, format.money(leasing.priceBase)],
          [
            leasing.hasFixedInterestRate ? labels.fixedInterest : labels.variableInterest,
            format.rate(leasing.interestRate),
          ],
          [labels.residual, cost.residual > 0 ? format.money(cost.residual) : undefined],
          [labels.startFee, format.money(leasing.startFee)],
          [labels.invoiceFee, format.money(leasing.invoiceFee)],
        ]}
      />
      <Notes
        sales={leasing.salesText}
        description={leasing.description}
        disclaimer={leasing.disclaimer}
      />
    </Panel>
  );
}
