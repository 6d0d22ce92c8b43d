export { Calendar, type CalendarProps } from "./Calendar";
export {
  calendarCells,
  dayKey,
  isNextMonthDisabled,
  isPrevMonthDisabled,
  type YearMonth,
} from "./dates";
