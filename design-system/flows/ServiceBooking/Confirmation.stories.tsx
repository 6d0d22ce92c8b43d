import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes } from "../../../.storybook/modes";
import type { BookingCar, WorkshopSite } from "../../../api-adapters/booking/schemas";
import * as demoData from "../../../api-adapters/mocks/booking/demo-data";
import { Container } from "../../layout/Container";
import { storyTranslate } from "../../stories/texts";
import { Confirmation } from "./Confirmation";
import { formatSek, initialBookingState, type BookingState } from "./rules";
import { confirmationLabels } from "./workshop-labels";

const labels = confirmationLabels(storyTranslate);
const {
  schedule: _schedule,
  priceAdjustment: _adjustment,
  ...demoSite
} = demoData.demoWorkshops[0] as (typeof demoData.demoWorkshops)[number];
const site: WorkshopSite = { ...demoSite, firstTimeSlot: null };

const booked: BookingState = {
  ...initialBookingState(),
  bookingState: 5,
  displayState: 5,
  car: demoData.demoCar(demoData.demoBookingPlates.supported) as BookingCar,
  services: [
    {
      code: "basservice",
      name: "Basservice",
      price: 2490,
      priceKnown: true,
      category: "Service",
      type: "service",
    },
    {
      code: "spolarvatska",
      name: "Spolarvätska",
      price: 60,
      priceKnown: true,
      category: "Tillval",
      type: "addon",
      unit: 3,
      unitAbbreviation: "l",
    },
  ],
  bookingInfo: {
    addons: true,
    location: site.departmentId,
    id: "SB-100001",
    timeSlot: { timeslot: "2030-04-16T10:00:00", isFullDay: false },
  },
};

const meta = {
  title: "Flows/ServiceBooking/Confirmation",
  component: Confirmation,
  args: { state: booked, site, labels, onNewBooking: fn() },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
  parameters: { layout: "padded" },
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Bokning bekräftad': workshop, directions in a new tab, time, car, costs; 'Ny bokning' by keyboard. */
export const Confirmed: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: labels.heading })).toBeVisible();
    await expect(canvas.getByText(site.siteName)).toBeVisible();
    const directions = canvas.getByRole("link", { name: new RegExp(labels.directions) });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(canvas.getByText("tisdag 16 april 10:00")).toBeVisible();
    const total = canvasElement.querySelector("[data-total]")?.textContent ?? "";
    await expect(total.replace(/\s/g, " ")).toBe(
      `${labels.total}${formatSek(2670)}`.replace(/\s/g, " "),
    );
    canvas.getByRole("button", { name: labels.newBooking }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNewBooking).toHaveBeenCalledOnce();
  },
};

/** The all-day drop-off and a price the workshop could not give: 'Pris saknas*' and the note. */
export const AllDayUnknownPrice: Story = {
  args: {
    state: {
      ...booked,
      services: booked.services.map((entry, index) =>
        index === 0 ? { ...entry, price: null, priceKnown: false } : entry,
      ),
      bookingInfo: {
        ...booked.bookingInfo,
        timeSlot: { timeslot: "2030-04-16T08:00:00", isFullDay: true },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(labels.allDayText("tisdag 16 april"))).toBeVisible();
    await expect(canvas.getByText(labels.unknownPrice)).toBeVisible();
    await expect(canvas.getByText(labels.medianNote)).toBeVisible();
  },
};

/** The confirmation in every brand. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand layout="stack">{() => <Confirmation {...args} />}</InEveryBrand>,
};
