import { useEffect, useId, useState } from "react";
import styled from "styled-components";
import type { TimeslotDay } from "../../../api-adapters/booking/schemas";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Notice } from "../../primitives/Notice";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { fontSize, space, vars } from "../../theme";
import type { ChosenTime } from "./rules";
import type { ServiceBookingApi } from "./types";
import type { TimeGridLabels } from "./workshop-labels";
import {
  chosenTime,
  firstBookableDay,
  formatChosenTime,
  formatShortDay,
  shiftDay,
  WEEK_DAYS,
} from "./workshop-rules";
import { Muted } from "./WorkshopParts";

export interface TimeGridProps {
  api: ServiceBookingApi;
  registrationNumber: string;
  departmentId: string;
  serviceOfferings: readonly string[];
  /** YYYY-MM-DD, the Swedish date: times are offered from the next day. */
  today: string;
  /** The first day shown (the workshop's first free day, or tomorrow). */
  startDay: string;
  chosen?: ChosenTime;
  onChoose: (time: ChosenTime) => void;
  labels: TimeGridLabels;
}

const Root = styled.section`
  display: grid;
  gap: ${space.sm};
`;

const WeekBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  align-items: center;
  justify-content: space-between;
`;

const WeekText = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.action};
`;

const Days = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Day = styled.li`
  display: grid;
  gap: ${space.xxs};
  align-content: start;
`;

const DayHeading = styled.h4`
  margin: 0;
  font-size: ${fontSize.sm};
  text-transform: capitalize;
`;

const Slots = styled.div`
  display: grid;
  gap: ${space.xxs};
`;

const Slot = styled.button`
  min-height: 2.75rem;
  padding: ${space.xxs} ${space.xs};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: center;
  cursor: pointer;
  &:hover {
    border-color: ${vars.color.text};
  }
  &[aria-pressed="true"] {
    border-color: ${vars.color.action};
    background: ${vars.color.action};
    color: ${vars.color.actionText};
  }
`;

const SlotHint = styled.span`
  display: block;
  font-size: ${fontSize.sm};
`;

const Chosen = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.action};
  &:empty {
    display: none;
  }
`;

type WeekAnswer =
  { status: "loading" } | { status: "failed" } | { status: "ok"; days: TimeslotDay[] };

/**
 * The weekly time grid of the chosen workshop (specs §2.1, §9): seven days from the week's first
 * day, each with its free times and, when the workshop offers it, the all-day option (the car
 * dropped off before 08:00); week paging, never before tomorrow. Each time is a toggle button.
 */
export function TimeGrid(props: TimeGridProps) {
  const { today, startDay, labels, chosen } = props;
  const [weekStart, setWeekStart] = useState(startDay);
  const headingId = useId();
  const weekEnd = shiftDay(weekStart, WEEK_DAYS - 1);
  const atFirstWeek = weekStart <= firstBookableDay(today);
  return (
    <Root aria-labelledby={headingId} data-time-grid="">
      <Heading level={3} size="md" id={headingId}>
        {labels.heading}
      </Heading>
      <WeekBar>
        <Button
          type="button"
          variant="Secondary"
          disabled={atFirstWeek}
          onClick={() => {
            const previous = shiftDay(weekStart, -WEEK_DAYS);
            const first = firstBookableDay(today);
            setWeekStart(previous < first ? first : previous);
          }}
        >
          {labels.previousWeek}
        </Button>
        <WeekText aria-live="polite">
          {labels.week(formatShortDay(weekStart), formatShortDay(weekEnd))}
        </WeekText>
        <Button
          type="button"
          variant="Secondary"
          onClick={() => setWeekStart(shiftDay(weekStart, WEEK_DAYS))}
        >
          {labels.nextWeek}
        </Button>
      </WeekBar>
      <Week key={weekStart} {...props} weekStart={weekStart} />
      <Chosen role="status">
        {chosen ? labels.chosen(formatChosenTime(chosen, labels.allDayText)) : ""}
      </Chosen>
    </Root>
  );
}

function Week({
  api,
  registrationNumber,
  departmentId,
  serviceOfferings,
  weekStart,
  chosen,
  onChoose,
  labels,
}: TimeGridProps & { weekStart: string }) {
  const [answer, setAnswer] = useState<WeekAnswer>({ status: "loading" });
  useEffect(() => {
    let current = true;
    api.timeslots(registrationNumber, departmentId, weekStart, serviceOfferings).then(
      (days) => current && setAnswer({ status: "ok", days }),
      () => current && setAnswer({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [api, registrationNumber, departmentId, weekStart, serviceOfferings]);

  if (answer.status === "loading") return <Muted role="status">{labels.loading}</Muted>;
  if (answer.status === "failed") {
    return (
      <Notice tone="error" live>
        {labels.failed}
      </Notice>
    );
  }
  const free = answer.days.some((day) => day.allDaySlotAvailable || day.availableSlots.length);
  if (!free) return <Muted role="status">{labels.noneThisWeek}</Muted>;
  const isChosen = (time: ChosenTime) =>
    chosen?.timeslot === time.timeslot && chosen.isFullDay === time.isFullDay;
  return (
    <Days>
      {answer.days.map((day) => {
        const allDay = chosenTime(day.date, "allDay");
        return (
          <Day key={day.date} data-day={day.date}>
            <DayHeading>{formatShortDay(day.date)}</DayHeading>
            {day.allDaySlotAvailable || day.availableSlots.length ? (
              <Slots>
                {day.allDaySlotAvailable ? (
                  <Slot
                    type="button"
                    aria-pressed={isChosen(allDay)}
                    onClick={() => onChoose(allDay)}
                  >
                    <VisuallyHidden>{formatShortDay(day.date)} </VisuallyHidden>
                    {labels.allDay} <SlotHint>{labels.allDayHint}</SlotHint>
                  </Slot>
                ) : null}
                {day.availableSlots.map((time) => {
                  const slot = chosenTime(day.date, time);
                  return (
                    <Slot
                      key={time}
                      type="button"
                      aria-pressed={isChosen(slot)}
                      onClick={() => onChoose(slot)}
                    >
                      <VisuallyHidden>{formatShortDay(day.date)} </VisuallyHidden>
                      {time}
                    </Slot>
                  );
                })}
              </Slots>
            ) : (
              <Muted>{labels.dayEmpty}</Muted>
            )}
          </Day>
        );
      })}
    </Days>
  );
}
