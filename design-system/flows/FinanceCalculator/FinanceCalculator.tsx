import { useId, useMemo, type ReactNode } from "react";
import styled from "styled-components";
import { space } from "../../theme";
import { Heading } from "../../primitives/Heading";
import { Tabs } from "../../primitives/Tabs";
import { CompanyLeasingCalculator } from "./CompanyLeasingCalculator";
import { financeFormat } from "./format";
import { LeasingEntries, PrivateLeasingOffer } from "./LeasingOffers";
import { LoanCalculator } from "./LoanCalculator";
import { OptionName } from "./parts";
import type { FinanceCalculatorData, FinanceLabels } from "./types";

export interface FinanceCalculatorProps {
  data: FinanceCalculatorData;
  labels: FinanceLabels;
}

/** One option of the car: its tab's name, campaign flag and panel. */
interface FinanceOption {
  value: "loan" | "privateLeasing" | "companyLeasing" | "leasing";
  name: string;
  campaign: boolean;
  panel: ReactNode;
}

const Section = styled.section`
  display: grid;
  gap: ${space.md};
`;

/** The options a car has, in the order they are offered: loan, private, company, the entries. */
function financeOptions(data: FinanceCalculatorData, labels: FinanceLabels): FinanceOption[] {
  const format = financeFormat(data, labels);
  const options: FinanceOption[] = [];
  if (data.loan) {
    options.push({
      value: "loan",
      name: data.loan.title || labels.loan,
      campaign: Boolean(data.loan.isCampaign),
      panel: (
        <LoanCalculator
          loan={data.loan}
          labels={labels}
          format={format}
          creditWarning={data.creditWarning}
        />
      ),
    });
  }
  if (data.privateLeasing) {
    options.push({
      value: "privateLeasing",
      name: data.privateLeasing.title || labels.privateLeasing,
      campaign: Boolean(data.privateLeasing.isCampaign),
      panel: <PrivateLeasingOffer leasing={data.privateLeasing} labels={labels} />,
    });
  }
  if (data.companyLeasing) {
    options.push({
      value: "companyLeasing",
      name: data.companyLeasing.title || labels.companyLeasing,
      campaign: Boolean(data.companyLeasing.isCampaign),
      panel: (
        <CompanyLeasingCalculator leasing={data.companyLeasing} labels={labels} format={format} />
      ),
    });
  }
  if (data.leasingEntries?.length) {
    options.push({
      value: "leasing",
      name: labels.leasing,
      campaign: false,
      panel: <LeasingEntries entries={data.leasingEntries} labels={labels} format={format} />,
    });
  }
  return options;
}

/**
 * The finance section of the car detail page (specs 2, 3): the loan and company leasing
 * calculators, the private leasing offer and the generic leasing entries the car has, as tabs
 * when there are several (a campaign option is marked and opens first). Nothing without any.
 */
export function FinanceCalculator({ data, labels }: FinanceCalculatorProps) {
  const headingId = useId();
  const options = useMemo(() => financeOptions(data, labels), [data, labels]);
  const first = options.find((option) => option.campaign) ?? options[0];
  if (!first) return null;
  return (
    <Section aria-labelledby={headingId} data-finance-calculator="">
      <Heading level={2} size="lg" id={headingId}>
        {labels.heading}
      </Heading>
      {options.length === 1 ? (
        <>
          <Heading level={3} size="md">
            <OptionName name={first.name} campaign={first.campaign ? labels.campaign : undefined} />
          </Heading>
          {first.panel}
        </>
      ) : (
        <Tabs
          label={labels.options}
          defaultValue={first.value}
          items={options.map((option) => ({
            value: option.value,
            label: (
              <OptionName
                name={option.name}
                campaign={option.campaign ? labels.campaign : undefined}
              />
            ),
            panel: option.panel,
          }))}
        />
      )}
    </Section>
  );
}
