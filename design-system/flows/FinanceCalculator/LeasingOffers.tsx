import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import type { FinanceFormat } from "./format";
import { Facts, MonthlyCost, Notes, Panel } from "./parts";
import type { FinanceLabels, LeasingEntryData, PrivateLeasingData } from "./types";

/** Private leasing (specs 3): the index's fixed offer, texts only. */
export function PrivateLeasingOffer({
  leasing,
  labels,
}: {
  leasing: PrivateLeasingData;
  labels: FinanceLabels;
}) {
  return (
    <Panel data-finance-option="privateLeasing">
      {leasing.monthlyCostText ? (
        <MonthlyCost label={labels.monthlyCost} text={leasing.monthlyCostText} />
      ) : null}
      <Facts
        rows={[
          [labels.contractLength, leasing.monthsText],
          [labels.mileage, leasing.mileageText],
          [labels.startFee, leasing.startFeeText],
          [labels.invoiceFee, leasing.invoiceFeeText],
        ]}
      />
      <Notes sales={leasing.salesText} disclaimer={leasing.disclaimer} />
    </Panel>
  );
}

const Entries = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${space.xs};
  align-content: start;
  padding: ${space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
`;

const EntryTitle = styled.h3`
  margin: 0;
  font-size: ${fontSize.lg};
`;

/** The generic leasing entries (car_leasing_options): one card each. */
export function LeasingEntries({
  entries,
  labels,
  format,
}: {
  entries: LeasingEntryData[];
  labels: FinanceLabels;
  format: FinanceFormat;
}) {
  return (
    <Panel data-finance-option="leasing">
      <Entries>
        {entries.map((entry, index) => (
          <Entry key={`${entry.leasingType}-${index}`}>
            <EntryTitle>
              {entry.title ??
                (entry.leasingType === "Private" ? labels.privateLeasing : labels.companyLeasing)}
            </EntryTitle>
            <MonthlyCost
              label={labels.monthlyCost}
              text={`${entry.monthlyCostText}${entry.asterix ?? ""}`}
            />
            <Facts
              rows={[
                [labels.contractLength, entry.duration ? format.months(entry.duration) : undefined],
                [labels.mileage, entry.mileage ? format.mileage(entry.mileage) : undefined],
              ]}
            />
            <Notes
              description={
                entry.description ? `${entry.asterix ?? ""}${entry.description}` : undefined
              }
            />
          </Entry>
        ))}
      </Entries>
    </Panel>
  );
}
