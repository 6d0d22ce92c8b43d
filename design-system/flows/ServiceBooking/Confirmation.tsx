import { useId } from "react";
import styled from "styled-components";
import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Notice } from "../../primitives/Notice";
import { space, vars } from "../../theme";
import { costSummary, formatSek, priceText, type BookingState } from "./rules";
import type { ConfirmationLabels } from "./workshop-labels";
import { formatChosenTime } from "./workshop-rules";
import { DirectionsLink, Muted } from "./WorkshopParts";

export interface ConfirmationProps {
  state: BookingState;
  site: WorkshopSite;
  labels: ConfirmationLabels;
  onNewBooking: () => void;
}

const Root = styled.section`
  display: grid;
  gap: ${space.lg};
  max-width: 48rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space.xs} ${space.md};
  margin: 0;
  dt {
    font-weight: ${vars.fontWeight.action};
  }
  dd {
    display: grid;
    gap: ${space.xxs};
    margin: 0;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${space.md};
  &[data-total] {
    padding-top: ${space.xs};
    border-top: 1px solid ${vars.color.border};
    font-weight: ${vars.fontWeight.action};
  }
`;

const Cost = styled.section`
  display: grid;
  gap: ${space.xs};
`;

/**
 * Step 5, 'Bokning bekräftad' (specs §2.1, §8): the booking's number, the workshop with a
 * directions link (the maps service, a new tab), the time, the car, the cost of each chosen
 * entry and the total (the median note with an unknown price), and 'Ny bokning'. Its heading
 * takes focus when the step shows (the tool's `data-step-heading`).
 */
export function Confirmation({ state, site, labels, onNewBooking }: ConfirmationProps) {
  const headingId = useId();
  const costId = useId();
  const { timeSlot, id } = state.bookingInfo;
  const { total, hasUnknownPrice } = costSummary(state.services);
  const car = state.car;
  return (
    <Root aria-labelledby={headingId} data-confirmation="">
      <Notice tone="success">
        <Heading level={2} size="xl" id={headingId} tabIndex={-1} data-step-heading="">
          {labels.heading}
        </Heading>
        {id ? <p>{labels.number(id)}</p> : null}
      </Notice>
      <Facts>
        <dt>{labels.workshop}</dt>
        <dd>
          <span>{site.siteName}</span>
          <span>{site.address}</span>
          <span>
            <DirectionsLink site={site} labels={labels} />
          </span>
        </dd>
        {timeSlot ? (
          <>
            <dt>{labels.time}</dt>
            <dd>{formatChosenTime(timeSlot, labels.allDayText)}</dd>
          </>
        ) : null}
        {car ? (
          <>
            <dt>{labels.car}</dt>
            <dd>{[car.registrationNumber, car.brand, car.model].filter(Boolean).join(" ")}</dd>
          </>
        ) : null}
      </Facts>
      <Cost aria-labelledby={costId}>
        <Heading level={3} size="md" id={costId}>
          {labels.cost}
        </Heading>
        <Lines>
          {state.services.map((entry) => (
            <Line key={entry.code}>
              <span>
                {entry.name}
                {entry.unit && entry.unitAbbreviation
                  ? ` (${entry.unit} ${entry.unitAbbreviation})`
                  : ""}
              </span>
              <span>{priceText(entry, labels.unknownPrice)}</span>
            </Line>
          ))}
          <Line data-total="">
            <span>{labels.total}</span>
            <span>{`${formatSek(total)}${hasUnknownPrice ? "*" : ""}`}</span>
          </Line>
        </Lines>
        {hasUnknownPrice ? <Muted>{labels.medianNote}</Muted> : null}
      </Cost>
      <div>
        <Button type="button" onClick={onNewBooking}>
          {labels.newBooking}
        </Button>
      </div>
    </Root>
  );
}
