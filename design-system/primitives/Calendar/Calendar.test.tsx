// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Calendar } from "./Calendar";
import { dayKey } from "./dates";

// Wednesday 14 May 2025.
const today = new Date(2025, 4, 14);

function renderCalendar(props: Partial<Parameters<typeof Calendar>[0]> = {}) {
  const onSelect = vi.fn();
  const onMonthChange = vi.fn();
  render(
    <Calendar
      today={today}
      onSelect={onSelect}
      onMonthChange={onMonthChange}
      previousMonthLabel="Föregående månad"
      nextMonthLabel="Nästa månad"
      {...props}
    />,
  );
  return { onSelect, onMonthChange, grid: screen.getByRole("grid") };
}

const focusedDay = () => document.activeElement?.getAttribute("data-day");

describe("Calendar", () => {
  it("shows 42 cells in 6 weeks from Monday, with Swedish weekday headers", () => {
    const { grid } = renderCalendar();
    expect(grid).toHaveAccessibleName("maj 2025");
    expect(within(grid).getAllByRole("gridcell")).toHaveLength(42);
    expect(within(grid).getAllByRole("row")).toHaveLength(7);
    const headers = within(grid).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "månmåndag",
      "tistisdag",
      "onsonsdag",
      "torstorsdag",
      "frefredag",
      "lörlördag",
      "sönsöndag",
    ]);
    // May 2025 starts on a Thursday: three April days lead.
    const cells = within(grid).getAllByRole("gridcell");
    expect(cells[3]).toHaveAttribute("data-day", "2025-05-01");
    expect(cells[0]).toHaveTextContent("28");
  });

  it("localises with the locale prop", () => {
    const { grid } = renderCalendar({ locale: "en-GB" });
    expect(grid).toHaveAccessibleName("May 2025");
    expect(within(grid).getAllByRole("columnheader")[0]).toHaveTextContent("Monday");
  });

  it("names days in full and marks today", () => {
    renderCalendar();
    const day = screen.getByRole("gridcell", { name: "onsdag 14 maj 2025" });
    expect(day).toHaveAttribute("aria-current", "date");
    expect(day).toHaveAttribute("tabindex", "0");
  });

  it("disables the previous month at the current month, enables it after", async () => {
    const { onMonthChange } = renderCalendar();
    const previous = screen.getByRole("button", { name: "Föregående månad" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(previous);
    expect(screen.getByRole("grid")).toHaveAccessibleName("maj 2025");
    await userEvent.click(screen.getByRole("button", { name: "Nästa månad" }));
    expect(screen.getByRole("grid")).toHaveAccessibleName("juni 2025");
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2025, 5, 1));
    expect(previous).not.toHaveAttribute("aria-disabled");
    await userEvent.click(previous);
    expect(screen.getByRole("grid")).toHaveAccessibleName("maj 2025");
  });

  it("selects a day by click", async () => {
    const { onSelect } = renderCalendar();
    await userEvent.click(screen.getByRole("gridcell", { name: "tisdag 20 maj 2025" }));
    expect(onSelect).toHaveBeenCalledWith(new Date(2025, 4, 20));
    expect(screen.getByRole("gridcell", { name: "tisdag 20 maj 2025" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("moves with the keyboard per the date-picker grid pattern and selects with Enter/Space", async () => {
    const { onSelect, onMonthChange } = renderCalendar();
    await userEvent.click(screen.getByRole("button", { name: "Föregående månad" }));
    await userEvent.tab();
    await userEvent.tab();
    expect(focusedDay()).toBe("2025-05-14");
    await userEvent.keyboard("{ArrowRight}");
    expect(focusedDay()).toBe("2025-05-15");
    await userEvent.keyboard("{ArrowDown}");
    expect(focusedDay()).toBe("2025-05-22");
    await userEvent.keyboard("{ArrowLeft}{ArrowUp}");
    expect(focusedDay()).toBe("2025-05-14");
    await userEvent.keyboard("{Home}");
    expect(focusedDay()).toBe("2025-05-12");
    await userEvent.keyboard("{End}");
    expect(focusedDay()).toBe("2025-05-18");
    await userEvent.keyboard("{PageDown}");
    expect(focusedDay()).toBe("2025-06-18");
    expect(onMonthChange).toHaveBeenLastCalledWith(new Date(2025, 5, 1));
    expect(screen.getByRole("grid")).toHaveAccessibleName("juni 2025");
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2025, 5, 18));
    await userEvent.keyboard("{ArrowRight} ");
    expect(onSelect).toHaveBeenLastCalledWith(new Date(2025, 5, 19));
    await userEvent.keyboard("{PageUp}");
    expect(focusedDay()).toBe("2025-05-19");
  });

  it("does not move before the current month with the keyboard", async () => {
    renderCalendar({ defaultValue: new Date(2025, 4, 2) });
    screen.getByRole("gridcell", { name: "fredag 2 maj 2025" }).focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(focusedDay()).toBe("2025-05-02");
    await userEvent.keyboard("{PageUp}");
    expect(screen.getByRole("grid")).toHaveAccessibleName("maj 2025");
  });

  it("disables days outside minDate/maxDate and by isDateDisabled; they stay reachable", async () => {
    const { onSelect } = renderCalendar({
      minDate: today,
      maxDate: new Date(2025, 5, 10),
      isDateDisabled: (date) => date.getDay() === 0,
    });
    const yesterday = screen.getByRole("gridcell", { name: "tisdag 13 maj 2025" });
    const sunday = screen.getByRole("gridcell", { name: "söndag 18 maj 2025" });
    expect(yesterday).toHaveAttribute("aria-disabled", "true");
    expect(sunday).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(sunday);
    expect(onSelect).not.toHaveBeenCalled();
    screen.getByRole("gridcell", { name: "lördag 17 maj 2025" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(focusedDay()).toBe("2025-05-18");
    await userEvent.keyboard("{Enter}");
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Nästa månad" }));
    expect(screen.getByRole("button", { name: "Nästa månad" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByRole("gridcell", { name: "onsdag 11 juni 2025" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("opens on the selected day's month", () => {
    renderCalendar({ value: new Date(2025, 7, 21) });
    expect(screen.getByRole("grid")).toHaveAccessibleName("augusti 2025");
    const day = screen.getByRole("gridcell", { name: "torsdag 21 augusti 2025" });
    expect(day).toHaveAttribute("aria-selected", "true");
    expect(day).toHaveAttribute("tabindex", "0");
    expect(dayKey(new Date(2025, 7, 21))).toBe(day.getAttribute("data-day"));
  });
});
