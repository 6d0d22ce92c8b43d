import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Calendar } from "./Calendar";
import { addDays, dayKey } from "./dates";

/** A fixed "today" (Wednesday 14 May 2025), so stories and snapshots do not change by date. */
const today = new Date(2025, 4, 14);

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${space.xl};
  padding: ${space.lg};
`;

/** The buttons' names, as the tire hotel passes them on Swedish sites. */
const monthLabels = { previousMonthLabel: "Föregående månad", nextMonthLabel: "Nästa månad" };

const meta = {
  title: "Primitives/Calendar",
  component: Calendar,
  parameters: { layout: "padded" },
  args: {
    today,
    ...monthLabels,
    onSelect: fn(),
    onMonthChange: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusedDay = () => document.activeElement?.getAttribute("data-day");

/** 42 cells from Monday; the previous-month button is disabled at the current month. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole("grid", { name: "maj 2025" });
    await expect(canvas.getAllByRole("gridcell")).toHaveLength(42);
    await expect(canvas.getAllByRole("columnheader")[0]).toHaveTextContent("måndag");
    await expect(grid).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Föregående månad" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(canvas.getByRole("gridcell", { name: "onsdag 14 maj 2025" })).toHaveAttribute(
      "aria-current",
      "date",
    );
  },
};

/** The WAI-ARIA date-picker grid keys: arrows, PageUp/PageDown, Home/End, Enter and Space. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step("Tab reaches the month buttons, then today", async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(focusedDay()).toBe("2025-05-14");
    });
    await step("Arrows move a day and a week", async () => {
      await userEvent.keyboard("{ArrowRight}{ArrowDown}");
      await expect(focusedDay()).toBe("2025-05-22");
      await userEvent.keyboard("{ArrowLeft}{ArrowUp}");
      await expect(focusedDay()).toBe("2025-05-14");
    });
    await step("Home and End go to Monday and Sunday", async () => {
      await userEvent.keyboard("{Home}");
      await expect(focusedDay()).toBe("2025-05-12");
      await userEvent.keyboard("{End}");
      await expect(focusedDay()).toBe("2025-05-18");
    });
    await step("PageDown shows the next month, PageUp goes back", async () => {
      await userEvent.keyboard("{PageDown}");
      await expect(focusedDay()).toBe("2025-06-18");
      await expect(canvas.getByRole("grid", { name: "juni 2025" })).toBeVisible();
      await expect(args.onMonthChange).toHaveBeenLastCalledWith(new Date(2025, 5, 1));
      await userEvent.keyboard("{PageUp}");
      await expect(focusedDay()).toBe("2025-05-18");
    });
    await step("Enter and Space select", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(args.onSelect).toHaveBeenLastCalledWith(new Date(2025, 4, 18));
      await userEvent.keyboard("{ArrowRight} ");
      await expect(args.onSelect).toHaveBeenLastCalledWith(new Date(2025, 4, 19));
      await expect(canvas.getByRole("gridcell", { name: "måndag 19 maj 2025" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
    });
  },
};

/** The month buttons; going back stops at the current month. */
export const MonthNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const previous = canvas.getByRole("button", { name: "Föregående månad" });
    const next = canvas.getByRole("button", { name: "Nästa månad" });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByRole("grid", { name: "juli 2025" })).toBeVisible();
    await expect(previous).not.toHaveAttribute("aria-disabled");
    await userEvent.click(previous);
    await userEvent.click(previous);
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(previous);
    await expect(canvas.getByRole("grid", { name: "maj 2025" })).toBeVisible();
    await expect(args.onMonthChange).toHaveBeenCalledTimes(4);
  },
};

export const WithSelectedDate: Story = {
  args: { defaultValue: new Date(2025, 4, 23) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("gridcell", { name: "fredag 23 maj 2025" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/**
 * Tire hotel booking: no days before today, only the dates the workshop has times for (the rest
 * are disabled but reachable with the keyboard).
 */
export const AvailableDatesOnly: Story = {
  args: {
    minDate: today,
    maxDate: new Date(2025, 6, 31),
    isDateDisabled: (date) => {
      const available = new Set(
        [1, 2, 6, 7, 8, 13, 14, 15, 20, 21, 27, 28].map((n) => dayKey(addDays(today, n))),
      );
      return !available.has(dayKey(date));
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const closed = canvas.getByRole("gridcell", { name: "söndag 18 maj 2025" });
    await expect(closed).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(closed);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("gridcell", { name: "torsdag 15 maj 2025" }));
    await expect(args.onSelect).toHaveBeenCalledWith(new Date(2025, 4, 15));
  },
};

/** `maxDate` stops the next-month button at its month. */
export const WithMaxDate: Story = {
  args: { maxDate: new Date(2025, 5, 15) },
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole("button", { name: "Nästa månad" });
    await userEvent.click(next);
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("gridcell", { name: "måndag 16 juni 2025" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Weekday names, month title and day labels follow `locale`. */
export const English: Story = {
  args: { locale: "en-GB", previousMonthLabel: "Previous month", nextMonthLabel: "Next month" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("grid", { name: "May 2025" })).toBeVisible();
    await expect(canvas.getAllByRole("columnheader")[0]).toHaveTextContent("Monday");
  },
};

export const Norwegian: Story = {
  args: { locale: "nb-NO", previousMonthLabel: "Forrige måned", nextMonthLabel: "Neste måned" },
};

/** Controlled: the booking form holds the date. */
export const Controlled: Story = {
  render: function Render(args) {
    const [date, setDate] = useState<Date | null>(null);
    return (
      <>
        <Calendar {...args} value={date} onSelect={setDate} />
        <p>
          Vald dag: <output>{date ? dayKey(date) : "ingen"}</output>
        </p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("gridcell", { name: "fredag 30 maj 2025" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("2025-05-30");
  },
};

function Showcase() {
  return (
    <Row>
      <Calendar today={today} defaultValue={new Date(2025, 4, 21)} {...monthLabels} />
      <Calendar
        today={today}
        minDate={today}
        isDateDisabled={(date) => date.getDay() === 0 || date.getDay() === 6}
        {...monthLabels}
      />
    </Row>
  );
}

export const AllStates: Story = {
  tags: ["visual"],
  parameters: { layout: "fullscreen", chromatic: { modes: brandModes } },
  render: () => <Showcase />,
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => (
    <InEveryBrand>
      {() => (
        <Calendar
          today={today}
          minDate={today}
          defaultValue={new Date(2025, 4, 21)}
          {...monthLabels}
        />
      )}
    </InEveryBrand>
  ),
};
