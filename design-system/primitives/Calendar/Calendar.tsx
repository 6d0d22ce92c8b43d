import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import styled, { css } from "styled-components";
import { fontSize, motion, space, vars } from "../../theme";
import { focusRing } from "../FormField";
import { IconActionButton } from "../Icon";
import { useControllableState } from "../../hooks/useControllableState";
import { VisuallyHidden } from "../VisuallyHidden";
import {
  calendarCells,
  compareDays,
  compareMonths,
  dayKey,
  earliestMonth,
  isDayDisabled,
  isNextMonthDisabled,
  isPrevMonthDisabled,
  isSameDay,
  keyTarget,
  monthOf,
  startOfDay,
  weekdayNames,
  type YearMonth,
} from "./dates";

export interface CalendarProps {
  /** The selected day (controlled); `null` for none. */
  value?: Date | null;
  /** The initially selected day (uncontrolled). */
  defaultValue?: Date | null;
  /** Called with the chosen day (local midnight) on click, Enter or Space. */
  onSelect?: (date: Date) => void;
  /** Called with the first day of the month shown when it changes (to load that month's times). */
  onMonthChange?: (firstOfMonth: Date) => void;
  /** The month shown first; the selected day's month, else today's. */
  defaultMonth?: Date;
  /** "Today": its month is the earliest shown (specs: no going back past the current month). */
  today?: Date;
  /** Locale of the month title, weekday names and day labels (`Intl`). */
  locale?: string;
  /** Days before this cannot be chosen (e.g. today: no bookings in the past). */
  minDate?: Date;
  /** Days after this cannot be chosen; the next-month button stops at its month. */
  maxDate?: Date;
  /** More days that cannot be chosen (fully booked, closed on Sundays). */
  isDateDisabled?: (date: Date) => boolean;
  /** Accessible name of the previous-month button. */
  previousMonthLabel: string;
  /** Accessible name of the next-month button. */
  nextMonthLabel: string;
  className?: string;
}

/**
 * A month calendar to pick a day: 6 weeks of 7 days from Monday, weekday headers and month title
 * in `locale` (Swedish by default). A WAI-ARIA grid: Tab reaches the focused day, arrow keys move
 * a day or a week, PageUp/PageDown a month (Shift: a year), Home/End the week's start and end,
 * Enter or Space selects. Days outside `minDate`/`maxDate` or matched by `isDateDisabled` stay
 * reachable but cannot be chosen. The previous month cannot be shown from the current month.
 */
export function Calendar({
  value,
  defaultValue = null,
  onSelect,
  onMonthChange,
  defaultMonth,
  today: todayProp,
  locale = "sv-SE",
  minDate,
  maxDate,
  isDateDisabled,
  previousMonthLabel,
  nextMonthLabel,
  className,
}: CalendarProps) {
  const titleId = useId();
  const [now] = useState(() => new Date());
  const today = startOfDay(todayProp ?? now);
  const rules = { minDate, maxDate, isDateDisabled };
  const [selected, select] = useControllableState<Date | null>(value, defaultValue, (date) => {
    if (date) onSelect?.(date);
  });

  const earliest = earliestMonth(today, minDate);
  const allowedDay = (date: Date): Date => {
    const first = new Date(earliest.year, earliest.month, 1);
    if (compareDays(date, first) < 0) return first;
    if (maxDate && compareDays(date, maxDate) > 0) return startOfDay(maxDate);
    return startOfDay(date);
  };
  /** The day with the roving tabindex; the month shown is its month. */
  const [focused, setFocused] = useState<Date>(() =>
    allowedDay(
      selected ?? defaultMonth ?? (minDate && compareDays(minDate, today) > 0 ? minDate : today),
    ),
  );
  const shown = monthOf(focused);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveDomFocus = useRef(false);

  useEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${dayKey(focused)}"]`)?.focus();
  }, [focused]);

  const canShow = (month: YearMonth) =>
    compareMonths(month, earliest) >= 0 && !(maxDate && compareMonths(month, monthOf(maxDate)) > 0);

  const focusDay = (date: Date, moveFocus: boolean) => {
    if (!canShow(monthOf(date))) return;
    if (compareMonths(monthOf(date), shown) !== 0) {
      onMonthChange?.(new Date(date.getFullYear(), date.getMonth(), 1));
    }
    moveDomFocus.current = moveFocus;
    setFocused(date);
  };

  const choose = (date: Date) => {
    if (isDayDisabled(date, rules)) return;
    focusDay(date, false);
    if (!selected || !isSameDay(selected, date)) select(date);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(focused);
      return;
    }
    const target = keyTarget(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    focusDay(target, true);
  };

  const prevDisabled = isPrevMonthDisabled(shown, today, minDate);
  const nextDisabled = isNextMonthDisabled(shown, maxDate);
  const stepMonth = (months: number) => {
    const target = new Date(shown.year, shown.month + months, 1);
    const day = Math.min(
      focused.getDate(),
      new Date(shown.year, shown.month + months + 1, 0).getDate(),
    );
    focusDay(allowedDay(new Date(target.getFullYear(), target.getMonth(), day)), false);
  };

  const cells = calendarCells(shown.year, shown.month);
  const weeks = Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const shortDays = weekdayNames(locale, "short");
  const longDays = weekdayNames(locale, "long");
  const monthTitle = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(
    new Date(shown.year, shown.month, 1),
  );
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

  return (
    <Root className={className}>
      <Header>
        <NavButton
          icon="ChevronLeft"
          label={previousMonthLabel}
          tone="outline"
          aria-disabled={prevDisabled || undefined}
          onClick={() => !prevDisabled && stepMonth(-1)}
        />
        <Title id={titleId} aria-live="polite">
          {monthTitle}
        </Title>
        <NavButton
          icon="ChevronRight"
          label={nextMonthLabel}
          tone="outline"
          aria-disabled={nextDisabled || undefined}
          onClick={() => !nextDisabled && stepMonth(1)}
        />
      </Header>
      <Grid role="grid" aria-labelledby={titleId} ref={gridRef} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {shortDays.map((short, index) => (
              <Weekday key={longDays[index]} scope="col">
                <span aria-hidden="true">{short}</span>
                <VisuallyHidden>{longDays[index]}</VisuallyHidden>
              </Weekday>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date) => {
                const key = dayKey(date);
                if (date.getMonth() !== shown.month) {
                  return (
                    <OtherMonthDay key={key} role="gridcell">
                      <span aria-hidden="true">{date.getDate()}</span>
                    </OtherMonthDay>
                  );
                }
                const disabled = isDayDisabled(date, rules);
                const isSelected = selected !== null && isSameDay(selected, date);
                const isToday = isSameDay(date, today);
                return (
                  <Day
                    key={key}
                    role="gridcell"
                    data-day={key}
                    tabIndex={isSameDay(date, focused) ? 0 : -1}
                    aria-label={dayLabel.format(date)}
                    aria-selected={isSelected}
                    aria-disabled={disabled || undefined}
                    aria-current={isToday ? "date" : undefined}
                    onClick={() => choose(date)}
                    onFocus={() => {
                      if (!isSameDay(date, focused)) setFocused(date);
                    }}
                    $selected={isSelected}
                    $today={isToday}
                    $disabled={disabled}
                  >
                    {date.getDate()}
                  </Day>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${space.xs};
  width: 100%;
  max-width: 24rem;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs};
`;

const Title = styled.div`
  font-weight: ${vars.fontWeight.action};
  font-size: ${fontSize.md};
  text-align: center;
  &::first-letter {
    text-transform: uppercase;
  }
`;

/** Month arrows stay focusable when they cannot go further (aria-disabled), so focus is kept. */
const NavButton = styled(IconActionButton)`
  &[aria-disabled="true"] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0.125rem;
  table-layout: fixed;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Weekday = styled.th`
  padding: ${space.xxs} 0;
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.body};
  color: ${vars.color.textMuted};
`;

const cell = css`
  height: 2.5rem;
  padding: 0;
  border-radius: ${vars.radius.control};
  font-size: ${fontSize.md};
`;

/** Days of the neighbouring months fill the 6 weeks: smaller and muted, not choosable. */
const OtherMonthDay = styled.td`
  ${cell}
  font-size: ${fontSize.sm};
  color: ${vars.color.textMuted};
`;

const Day = styled.td<{ $selected: boolean; $today: boolean; $disabled: boolean }>`
  ${cell}
  position: relative;
  cursor: pointer;
  border: 1px solid transparent;
  transition: background ${motion.fast};
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
  ${({ $today }) =>
    $today &&
    css`
      font-weight: ${vars.fontWeight.action};
      border-color: ${vars.color.borderStrong};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      color: ${vars.color.textMuted};
      text-decoration: line-through;
      cursor: not-allowed;
      &:hover {
        background: none;
      }
    `}
  ${({ $selected }) =>
    $selected &&
    css`
      background: ${vars.color.action};
      color: ${vars.color.actionText};
      border-color: ${vars.color.action};
      &:hover {
        background: ${vars.color.actionHover};
      }
    `}
  &:focus-visible {
    z-index: 1;
    ${focusRing}
  }
`;
