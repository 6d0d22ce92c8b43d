import { Fragment, type ReactNode } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";

/** The parts every calculator and offer is built of: the cost, the facts, the small print. */

export const Panel = styled.div`
  display: grid;
  gap: ${space.lg};
`;

export const Controls = styled.div`
  display: grid;
  gap: ${space.lg};
`;

const CostBox = styled.div`
  display: grid;
  gap: ${space.xxs};
  padding: ${space.md};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
`;

const CostLabel = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const CostValue = styled.span`
  font-size: ${fontSize.xxl};
  font-weight: ${vars.fontWeight.heading};
  font-variant-numeric: tabular-nums;
`;

const CostNote = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

/**
 * The monthly cost, announced politely when a control changes it (the live calculation of
 * specs 4); `data-monthly-cost` holds the number for tests.
 */
export function MonthlyCost({
  label,
  text,
  value,
  note,
}: {
  label: string;
  text: string;
  value?: number;
  note?: string;
}) {
  return (
    <CostBox>
      <CostLabel>{label}</CostLabel>
      <CostValue aria-live="polite" data-monthly-cost={value}>
        {text}
        {note ? <CostNote> {note}</CostNote> : null}
      </CostValue>
    </CostBox>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xxs} ${space.md};
  margin: 0;
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  dt {
    color: ${vars.color.textMuted};
  }
`;

/** Label and value rows; rows without a value are left out. */
export function Facts({ rows }: { rows: [string, string | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (shown.length === 0) return null;
  return (
    <List>
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}

const Small = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Lead = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.action};
`;

/** A sales line, a description and a disclaimer, each when there. */
export function Notes({
  sales,
  description,
  disclaimer,
}: {
  sales?: string;
  description?: string;
  disclaimer?: string;
}) {
  return (
    <>
      {sales ? <Lead>{sales}</Lead> : null}
      {description ? <Small>{description}</Small> : null}
      {disclaimer && disclaimer !== description ? <Small>{disclaimer}</Small> : null}
    </>
  );
}

export const CampaignMark = styled.span`
  margin-inline-start: ${space.xs};
  padding: 0 ${space.xs};
  border-radius: ${vars.radius.chip};
  color: ${vars.color.feedbackError};
  background: ${vars.color.feedbackErrorSurface};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
  text-transform: none;
`;

/** A tab's or offer's name with its campaign mark. */
export function OptionName({ name, campaign }: { name: string; campaign?: string }): ReactNode {
  return (
    <>
      {name}
      {campaign ? (
        <>
          {" "}
          <CampaignMark>{campaign}</CampaignMark>
        </>
      ) : null}
    </>
  );
}
