import { useState } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Link } from "../../primitives/Link";
import {
  downPaymentBounds,
  financedCost,
  periodValues,
  steppedValues,
  termFor,
} from "./finance-math";
import { FinanceSlider } from "./FinanceSlider";
import type { FinanceFormat } from "./format";
import { Controls, Facts, MonthlyCost, Notes, Panel } from "./parts";
import type { FinanceLabels, LoanData } from "./types";

/** The consumer authority's consumer guide, where the Swedish credit warning points. */
export const CREDIT_WARNING_HREF = "https://www.hallakonsument.se/";

const Warning = styled.aside`
  display: grid;
  gap: ${space.xxs};
  padding: ${space.md};
  border-inline-start: 4px solid ${vars.color.feedbackWarning};
  background: ${vars.color.feedbackWarningSurface};
  font-size: ${fontSize.sm};
  p {
    margin: 0;
  }
`;

const WarningHeading = styled.p`
  font-weight: ${vars.fontWeight.heading};
  font-size: ${fontSize.md};
`;

/** 'Att låna kostar pengar!' with the link to the consumer authority (Swedish sites). */
export function CreditWarning({ labels }: { labels: FinanceLabels }) {
  return (
    <Warning aria-label={labels.creditWarningHeading} data-credit-warning="">
      <WarningHeading>{labels.creditWarningHeading}</WarningHeading>
      <p>
        {labels.creditWarningText}{" "}
        <Link href={CREDIT_WARNING_HREF} target="_blank" newTabLabel={labels.newTab}>
          {labels.creditWarningLink}
        </Link>
        .
      </p>
    </Warning>
  );
}

export interface LoanCalculatorProps {
  loan: LoanData;
  labels: FinanceLabels;
  format: FinanceFormat;
  creditWarning?: boolean;
}

/**
 * The car loan (specs 3, 5): down payment (slider and input, from the default duration's
 * minimum percent to its maximum rounded to 1000, step 1000) and period (the contract
 * durations, 12 months apart); the monthly cost is the annuity of the price less the down
 * payment with the period's residual value, recalculated on every change.
 */
export function LoanCalculator({ loan, labels, format, creditWarning }: LoanCalculatorProps) {
  const defaultTerm = termFor(loan.terms, loan.defaultMonths);
  const cashValues = steppedValues(downPaymentBounds(loan.price, defaultTerm));
  const periods = periodValues(loan.terms);
  const [cash, setCash] = useState(cashValues[0] ?? 0);
  const [months, setMonths] = useState(defaultTerm.months);
  const term = termFor(loan.terms, months);
  const cost = financedCost(loan.price, cash, term, loan.interestRate);
  return (
    <Panel data-finance-option="loan">
      <MonthlyCost
        label={labels.monthlyCost}
        text={format.perMonth(cost.monthly)}
        value={cost.monthly}
      />
      <Controls>
        <FinanceSlider
          label={labels.downPayment}
          values={cashValues}
          value={cash}
          onChange={setCash}
          format={format.money}
          input={{ label: labels.downPaymentInput, unit: format.currencyUnit }}
        />
        <FinanceSlider
          label={labels.period}
          values={periods}
          value={term.months}
          onChange={setMonths}
          format={format.months}
        />
      </Controls>
      <Facts
        rows={[
          [labels.price, format.money(loan.price)],
          [labels.interestRate, format.rate(loan.interestRate)],
          [labels.residual, cost.residual > 0 ? format.money(cost.residual) : undefined],
          [labels.startFee, format.money(loan.startFee)],
          [labels.invoiceFee, format.money(loan.invoiceFee)],
        ]}
      />
      <Notes description={loan.description} disclaimer={loan.disclaimer} />
      {creditWarning ? <CreditWarning labels={labels} /> : null}
    </Panel>
  );
}
