import { useRef, useState } from "react";
import styled from "styled-components";
import { usePublishedHeight } from "../../hooks/usePublishedHeight";
import { fontSize, layout, layoutVariable, space, vars, zIndex } from "../../theme";
import { BottomSheet } from "../../primitives/BottomSheet";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import type { StepsLabels } from "./labels";
import {
  costSummary,
  formatSek,
  priceText,
  type BookingState,
  type SelectedService,
} from "./rules";

/** Under this width the summary is a bottom sheet (specs §2.1, "a bottom sheet on mobile"). */
export const SUMMARY_SHEET_BELOW_PX = 768;
const wide = `@media (min-width: ${SUMMARY_SHEET_BELOW_PX}px)`;

export interface SummaryPanelProps {
  state: BookingState;
  labels: StepsLabels;
}

const Terms = styled.dl`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  dt {
    font-weight: ${vars.fontWeight.action};
  }
  dd {
    margin: 0;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${space.sm};
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding-top: ${space.sm};
  border-top: 1px solid ${vars.color.border};
  font-size: ${fontSize.lg};
  font-weight: ${vars.fontWeight.heading};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Content = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Aside = styled.aside`
  display: none;
  ${wide} {
    display: grid;
    gap: ${space.md};
    align-self: start;
    position: sticky;
    top: ${space.md};
    padding: ${space.lg};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.card};
    background: ${vars.color.surfaceRaised};
  }
`;

/*
 * Stuck above the compare bar, and publishing its height as the action bar's, so the floating
 * elements (the alert card, scroll to top) stand above it instead of covering the total.
 */
const Bar = styled.div`
  position: sticky;
  bottom: ${layout.bottomInset};
  z-index: ${zIndex.sticky};
  padding: ${space.sm} 0;
  background: ${vars.color.surface};
  border-top: 1px solid ${vars.color.border};
  ${wide} {
    display: none;
  }
  button {
    width: 100%;
  }
`;

/** "ABC123, Volvo XC60 2019" */
function carText(state: BookingState): string | undefined {
  const car = state.car;
  if (!car) return undefined;
  return [car.registrationNumber, [car.brand, car.model, car.buildYear].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

function lineName(entry: SelectedService, labels: StepsLabels): string {
  return entry.unit !== undefined && entry.unitAbbreviation
    ? `${entry.name}, ${labels.units(entry.unit, entry.unitAbbreviation)}`
    : entry.name;
}

function EntryLines({ entries, labels }: { entries: SelectedService[]; labels: StepsLabels }) {
  return (
    <Lines>
      {entries.map((entry) => (
        <li key={entry.code}>
          <span>{lineName(entry, labels)}</span>
          <span>{priceText(entry, labels.unknownPrice)}</span>
        </li>
      ))}
    </Lines>
  );
}

/**
 * What is chosen so far and what it costs (specs §9): each line its (agreement-discounted)
 * price times its units, 'Pris saknas*' for an unknown price with the median-price note, the
 * total in SEK.
 */
export function SummaryContent({ state, labels }: SummaryPanelProps) {
  const services = state.services.filter((entry) => entry.type === "service");
  const addons = state.services.filter((entry) => entry.type === "addon");
  const { total, hasUnknownPrice } = costSummary(state.services);
  const car = carText(state);
  const nothing = !car && !state.location && state.services.length === 0;

  if (nothing) return <Note>{labels.nothingChosen}</Note>;
  return (
    <Content>
      <Terms>
        {car ? (
          <div>
            <dt>{labels.summaryCar}</dt>
            <dd>{car}</dd>
          </div>
        ) : null}
        {state.location ? (
          <div>
            <dt>{labels.summaryPlace}</dt>
            <dd>{state.location.name}</dd>
          </div>
        ) : null}
        {services.length > 0 ? (
          <div>
            <dt>{labels.summaryServices}</dt>
            <dd>
              <EntryLines entries={services} labels={labels} />
            </dd>
          </div>
        ) : null}
        {addons.length > 0 ? (
          <div>
            <dt>{labels.summaryAddons}</dt>
            <dd>
              <EntryLines entries={addons} labels={labels} />
            </dd>
          </div>
        ) : null}
      </Terms>
      {state.services.length > 0 ? (
        <Total>
          <span>{labels.total}</span>
          <span>{formatSek(total)}</span>
        </Total>
      ) : null}
      {hasUnknownPrice ? <Note>{labels.medianNote}</Note> : null}
      {state.car?.hasServiceAgreement ? <Note>{labels.agreement}</Note> : null}
    </Content>
  );
}

/**
 * The summary beside the steps from 768 px; below, a bar at the bottom with the total opens it
 * as a bottom sheet.
 */
export function SummaryPanel({ state, labels }: SummaryPanelProps) {
  const [open, setOpen] = useState(false);
  const barRef = useRef<HTMLDivElement>(null);
  // Hidden from 768 px (display: none), where its published height is 0.
  usePublishedHeight(barRef, layoutVariable.actionBarHeight);
  const { total } = costSummary(state.services);
  return (
    <>
      <Aside aria-label={labels.summaryHeading}>
        <Heading level={2} size="lg">
          {labels.summaryHeading}
        </Heading>
        <SummaryContent state={state} labels={labels} />
      </Aside>
      <Bar ref={barRef}>
        <Button
          type="button"
          variant="Secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {labels.showSummary(formatSek(total))}
        </Button>
      </Bar>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={labels.summaryHeading}
        closeLabel={labels.closeSummary}
      >
        <SummaryContent state={state} labels={labels} />
      </BottomSheet>
    </>
  );
}
