import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes } from "../../../.storybook/modes";
import type { BookingCar, WorkshopSite } from "../../../api-adapters/booking/schemas";
import * as demoData from "../../../api-adapters/mocks/booking/demo-data";
import { Container } from "../../layout/Container";
import { storyTranslate } from "../../stories/texts";
import { createDemoBookingApi, fakePlaces } from "./fake-api";
import { initialBookingState, type BookingState, type SelectedService } from "./rules";
import { BookingApiError, type ServiceBookingApi } from "./types";
import { workshopStepLabels } from "./workshop-labels";
import { WorkshopStep, type WorkshopStepProps } from "./WorkshopStep";

const labels = workshopStepLabels(storyTranslate);
const { demoBookingPlates: plates } = demoData;
const TODAY = "2030-04-15";

/** The demo's workshops, each with a first free time a few days out (the fake has none). */
const workshops: WorkshopSite[] = demoData.demoWorkshops.map(
  ({ schedule: _schedule, priceAdjustment: _adjustment, ...site }, index) => ({
    ...site,
    firstTimeSlot:
      index % 4 === 3
        ? null
        : `2030-04-${String(16 + ((index * 3) % 9)).padStart(2, "0")}T08:00:00`,
  }),
);

/** The stream of the demo's workshops, five a batch after the cursor. */
const closestDepartments: ServiceBookingApi["closestDepartments"] = async (
  request,
  handlers,
  signal,
) => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  const start = request.cursor
    ? workshops.findIndex((site) => site.departmentId === request.cursor) + 1
    : 0;
  for (const site of workshops.slice(start, start + 5)) if (!signal.aborted) handlers.onSite(site);
};

const api = (overrides: Partial<ServiceBookingApi> = {}) =>
  createDemoBookingApi(
    demoData,
    plates.supported,
    {
      closestDepartments,
      prices: async (_plate, _mileage, _department, codes) =>
        codes.map((code) => ({ code, price: demoData.demoListPrices.get(code) ?? null })),
      book: async () => ({ id: "SB-100001" }),
      ...overrides,
    },
    150,
  );

const stockholm = fakePlaces[1] as (typeof fakePlaces)[number];
const { id: _id, ...stockholmLocation } = stockholm;

const service: SelectedService = {
  code: "basservice",
  name: "Basservice",
  price: 2490,
  priceKnown: true,
  category: "Service",
  type: "service",
};

function atStep4(bookingInfo: Partial<BookingState["bookingInfo"]> = {}): BookingState {
  return {
    ...initialBookingState(),
    car: demoData.demoCar(plates.supported) as BookingCar,
    location: stockholmLocation,
    lat: stockholm.latitude,
    lng: stockholm.longitude,
    bookingState: 4,
    displayState: 4,
    services: [service],
    bookingInfo: { addons: false, ...bookingInfo },
  };
}

const firstSite = workshops[0] as WorkshopSite;
const atWorkshop = () => atStep4({ location: firstSite.departmentId });
const atTime = () =>
  atStep4({
    location: firstSite.departmentId,
    timeSlot: { timeslot: "2030-04-16T10:00:00", isFullDay: false },
  });

type StoryArgs = Omit<WorkshopStepProps, "state" | "onStateChange"> & {
  initialState: BookingState;
};

/** The step with its state kept here, as the tool keeps it. */
function Step({ initialState, ...props }: StoryArgs) {
  const [state, setState] = useState(initialState);
  return (
    <Container>
      <WorkshopStep {...props} state={state} onStateChange={setState} />
    </Container>
  );
}

const meta = {
  title: "Flows/ServiceBooking/WorkshopStep",
  component: Step,
  args: {
    api: api(),
    labels,
    today: TODAY,
    initialState: atStep4(),
    onBooked: fn(),
    onEvent: fn(),
  },
  argTypes: { api: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Step>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const shown = (canvas: Canvas, count: number) =>
  canvas.findByText(labels.count(count), {}, { timeout: 4000 });

const cardNames = (canvas: Canvas) =>
  canvas.getAllByRole("heading", { level: 4 }).map((heading: HTMLElement) => heading.textContent);

/** The first five workshops nearest the place, on the static map (no key) and in the list. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await shown(canvas, 5)).toBeVisible();
    await expect(canvas.getByRole("region", { name: labels.map.map })).toBeVisible();
    await expect(canvasElement.querySelectorAll("[data-marker-id]")).toHaveLength(5);
    await expect(canvas.getByRole("radio", { name: labels.sortNearest })).toBeChecked();
  },
};

/** Sorted by first available time with the arrow keys; workshops without one come last. */
export const ListFirstAvailable: Story = {
  play: async ({ canvas, userEvent }) => {
    await shown(canvas, 5);
    const nearest = cardNames(canvas);
    canvas.getByRole("radio", { name: labels.sortNearest }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: labels.sortFirstAvailable })).toBeChecked();
    const byTime = cardNames(canvas);
    await expect(byTime).not.toEqual(nearest);
    await expect([...byTime].sort()).toEqual([...nearest].sort());
    const cards = canvas.getAllByRole("listitem");
    await expect(cards.at(-1)).toHaveTextContent(labels.noFirstTime);
  },
};

/** 'Hämta fler' by keyboard: the next batch after the last workshop. */
export const ListMore: Story = {
  play: async ({ canvas, userEvent }) => {
    await shown(canvas, 5);
    canvas.getByRole("button", { name: labels.more }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await shown(canvas, Math.min(10, workshops.length))).toBeVisible();
  },
};

/** The first batch is still streaming. */
export const ListLoading: Story = {
  args: { api: api({ closestDepartments: () => new Promise(() => undefined) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(labels.loading)).toBeVisible();
  },
};

/** No workshop suits: the specs' text and the contact suggestion, no map. */
export const NoSites: Story = {
  args: {
    api: api({ closestDepartments: async (_request, handlers) => handlers.onNoSites() }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(labels.noSites, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText(labels.noSitesContact)).toBeVisible();
    await expect(canvas.queryByRole("region", { name: labels.map.map })).toBeNull();
  },
};

/** The stream's error after two workshops: both stay, the message and a retry. */
export const StreamError: Story = {
  args: {
    api: api({
      closestDepartments: async (_request, handlers) => {
        workshops.slice(0, 2).forEach(handlers.onSite);
        handlers.onError("Verkstäderna kan inte hämtas just nu.");
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Verkstäderna kan inte hämtas just nu.", {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByText(labels.count(2))).toBeVisible();
    await expect(canvas.getByRole("button", { name: labels.retry })).toBeVisible();
  },
};

/**
 * A workshop chosen by keyboard: focus on it, the map at zoom 15, its prices, the weekly grid;
 * the all-day drop-off chosen with Enter, then the contact form.
 */
export const ChooseWorkshopAndTime: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await shown(canvas, 5);
    canvas.getByRole("button", { name: labels.chooseNamed(firstSite.siteName) }).focus();
    await userEvent.keyboard("{Enter}");
    const chosen = await canvas.findByRole("region", { name: labels.chosen });
    await waitFor(() => expect(chosen).toHaveFocus());
    await expect(canvasElement.querySelector("[data-static-map]")).toHaveAttribute(
      "data-zoom",
      "15",
    );
    await expect(await within(chosen).findByText(labels.total("2 490 kr"))).toBeVisible();
    const allDay = await canvas.findAllByRole("button", { name: /Hela dagen/ }, { timeout: 4000 });
    allDay[0]?.focus();
    await userEvent.keyboard("{Enter}");
    await expect(allDay[0]).toHaveAttribute("aria-pressed", "true");
    await expect(await canvas.findByRole("form", { name: labels.contact.heading })).toBeVisible();
  },
};

/** The week's times could not be fetched. */
export const TimesFailed: Story = {
  args: {
    initialState: atWorkshop(),
    api: api({ timeslots: () => Promise.reject(new BookingApiError("Internal server error")) }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(labels.time.failed, {}, { timeout: 4000 })).toBeVisible();
  },
};

/** The workshop has no free time this week: next week by keyboard. */
export const TimesNoneThisWeek: Story = {
  args: {
    initialState: atWorkshop(),
    api: api({
      timeslots: async (_plate, _department, date) =>
        date <= "2030-04-22"
          ? Array.from({ length: 7 }, (_, offset) => ({
              date: `2030-04-${String(Number(date.slice(8)) + offset).padStart(2, "0")}`,
              availableSlots: [],
              allDaySlotAvailable: false,
            }))
          : [{ date, availableSlots: ["09:00"], allDaySlotAvailable: true }],
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(labels.time.noneThisWeek, {}, { timeout: 4000 }),
    ).toBeVisible();
    canvas.getByRole("button", { name: labels.time.nextWeek }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByRole("button", { name: /09:00/ }, { timeout: 4000 }),
    ).toBeVisible();
  },
};

/** The prices at the workshop could not be fetched: the median prices stand. */
export const PricesFailed: Story = {
  args: {
    initialState: atWorkshop(),
    api: api({ prices: () => Promise.reject(new BookingApiError("Internal server error")) }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(labels.pricesFailed, {}, { timeout: 4000 })).toBeVisible();
  },
};

/** An empty submit: each field's message, focus on the first; nothing is booked. */
export const ContactInvalid: Story = {
  args: { initialState: atTime() },
  play: async ({ args, canvas, userEvent }) => {
    const submit = await canvas.findByRole("button", { name: labels.contact.submit });
    submit.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText(labels.contact.errors.firstName)).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole("textbox", { name: new RegExp(labels.contact.firstName) }),
      ).toHaveFocus(),
    );
    await expect(args.onBooked).not.toHaveBeenCalled();
  },
};

async function fillContact(
  canvas: Canvas,
  userEvent: { keyboard: (text: string) => Promise<void>; tab: () => Promise<void> },
) {
  canvas.getByRole("textbox", { name: new RegExp(labels.contact.firstName) }).focus();
  await userEvent.keyboard("Anna");
  await userEvent.tab();
  await userEvent.keyboard("Svensson");
  await userEvent.tab();
  await userEvent.keyboard("070 123 45 67");
  await userEvent.tab();
  await userEvent.keyboard("anna.svensson@example.se");
  await userEvent.tab();
  await userEvent.keyboard("Ring gärna innan.");
}

/** The contact form filled and sent by keyboard: booked, the purchase event sent. */
export const ContactBooked: Story = {
  args: { initialState: atTime() },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole("form", { name: labels.contact.heading });
    await fillContact(canvas, userEvent);
    await expect(canvas.getByText("17/80 tecken")).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: labels.contact.submit })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onBooked).toHaveBeenCalled(), { timeout: 4000 });
    await expect(args.onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "purchase", bookingId: "SB-100001", currency: "SEK" }),
    );
  },
};

/** The booking is refused: the server's text under the form, the values kept, the button back. */
export const BookingFailed: Story = {
  args: {
    initialState: atTime(),
    api: api({
      book: async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        throw new BookingApiError(demoData.demoBookingMessages.bookingRefused, 422);
      },
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole("form", { name: labels.contact.heading });
    await fillContact(canvas, userEvent);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(
      await canvas.findByText(demoData.demoBookingMessages.bookingRefused, {}, { timeout: 4000 }),
    ).toBeVisible();
    const submit = canvas.getByRole("button", { name: labels.contact.submit });
    await expect(submit).not.toHaveAttribute("aria-disabled");
    await expect(
      canvas.getByRole("textbox", { name: new RegExp(labels.contact.firstName) }),
    ).toHaveValue("Anna");
    await expect(args.onBooked).not.toHaveBeenCalled();
  },
};

/** The chosen workshop with a time and the contact form, in every brand. */
export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">{() => <Step {...args} initialState={atTime()} />}</InEveryBrand>
  ),
  play: async ({ canvas }) => {
    await waitFor(
      async () =>
        expect(
          await canvas.findAllByRole("form", { name: labels.contact.heading }),
        ).not.toHaveLength(0),
      { timeout: 4000 },
    );
  },
};

/** The list in every brand. */
export const AllBrandsList: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">{() => <Step {...args} initialState={atStep4()} />}</InEveryBrand>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText(labels.count(5)).length).toBeGreaterThan(1), {
      timeout: 4000,
    });
  },
};
