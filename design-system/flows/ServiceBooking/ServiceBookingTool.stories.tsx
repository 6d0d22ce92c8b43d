import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { brandIds } from "../../../brand-themes";
import { allBrandsModes } from "../../../.storybook/modes";
import type { BookingCar } from "../../../api-adapters/booking/schemas";
import * as demoData from "../../../api-adapters/mocks/booking/demo-data";
import { Container } from "../../layout/Container";
import { storyTranslate } from "../../stories/texts";
import { memoryStorage } from "../TireHotel/session";
import { createDemoBookingApi, fakePlaces } from "./fake-api";
import { serviceBookingLabels } from "./labels";
import type { PositionSource } from "./PlaceSearch";
import { formatSek, initialBookingState, type BookingState, type SelectedService } from "./rules";
import { BOOKING_STORAGE_KEY } from "./session";
import { ServiceBookingTool, type ServiceBookingToolProps } from "./ServiceBookingTool";
import { BookingApiError, type ServiceBookingApi } from "./types";

const labels = serviceBookingLabels(storyTranslate);
const steps = labels.steps;
const { demoBookingPlates: plates } = demoData;

const api = (plate: string = plates.supported, overrides: Partial<ServiceBookingApi> = {}) =>
  createDemoBookingApi(demoData, plate, overrides, 150);
const car = (plate: string) => demoData.demoCar(plate) as BookingCar;
const goteborg = fakePlaces[0] as (typeof fakePlaces)[number];
const { id: _id, ...goteborgLocation } = goteborg;

function atStep(
  step: 2 | 3 | 4,
  extra: Partial<BookingState> = {},
  plate: string = plates.supported,
): BookingState {
  return {
    ...initialBookingState(),
    car: car(plate),
    location: goteborgLocation,
    lat: goteborg.latitude,
    lng: goteborg.longitude,
    region: goteborg.region,
    bookingState: step,
    displayState: step,
    maxBookingState: 4,
    ...extra,
  };
}

const chosen = (
  code: string,
  name: string,
  price: number | null,
  extra: Partial<SelectedService> = {},
): SelectedService => ({
  code,
  name,
  price,
  priceKnown: price !== null,
  category: "Service",
  type: "service",
  ...extra,
});
const baseService = chosen("basservice", "Basservice", 2490);

const refusedPosition: PositionSource = {
  getCurrentPosition: (_found, refused) =>
    refused?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError),
};
const foundPosition: PositionSource = {
  getCurrentPosition: (found) =>
    found({
      coords: { latitude: 57.7, longitude: 11.97 },
      timestamp: 0,
    } as GeolocationPosition),
};

type StoryArgs = ServiceBookingToolProps & { initialState?: BookingState };

/** Each story starts from its own state, in its own storage (never the browser's). */
function Flow({ initialState, ...props }: StoryArgs) {
  const [storage] = useState(() => {
    const memory = memoryStorage();
    if (initialState) memory.setItem(BOOKING_STORAGE_KEY, JSON.stringify(initialState));
    return memory;
  });
  return (
    <Container>
      <ServiceBookingTool {...props} storage={storage} />
    </Container>
  );
}

const meta = {
  title: "Flows/ServiceBooking/ServiceBookingTool",
  component: Flow,
  args: {
    api: api(),
    labels,
    otherBrands: [{ name: "Volvo" }, { name: "Volkswagen" }, { name: "Audi" }],
    damageInspectionHref: "https://skadebesiktning.example/boka",
    today: "2030-04-15",
    positionSource: foundPosition,
    onEvent: () => undefined,
    onNewBooking: () => undefined,
  },
  argTypes: { api: { control: false }, onEvent: { action: "event" } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Flow>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const stepHeading = (canvas: Canvas, name: string) =>
  canvas.findByRole("heading", { level: 2, name }, { timeout: 4000 });
const startsWith = (text: string) => (name: string) => name.startsWith(text);

/**
 * Step 1 by keyboard alone: the plate (upper-cased), a place from the suggestions (arrow keys,
 * Enter), 'Fortsätt' (disabled until both are set): step 2 with its heading focused.
 */
export const Vehicle: Story = {
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole("button", { name: steps.continue });
    await expect(next).toHaveAttribute("aria-disabled", "true");
    // The header's links come first; the tool starts at the plate.
    canvas.getByRole("textbox", { name: startsWith(steps.plateLabel) }).focus();
    await userEvent.keyboard("abc123");
    await userEvent.tab();
    await userEvent.keyboard("göte");
    await canvas.findByRole("option", { name: "Göteborg" }, { timeout: 4000 });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(next).not.toHaveAttribute("aria-disabled"));
    await expect(canvas.getByRole("textbox", { name: startsWith(steps.plateLabel) })).toHaveValue(
      "ABC123",
    );
    await userEvent.keyboard("{Enter}");
    await expect(await stepHeading(canvas, steps.servicesTitle)).toHaveFocus();
    await expect(canvas.getByText(steps.stepHeading(2, 4))).toBeVisible();
  },
};

/** The place search's suggestions open under the box (arrow keys move through them). */
export const VehiclePlaceSuggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: steps.placeLabel }));
    await userEvent.keyboard("sto");
    await canvas.findByRole("option", { name: "Stockholm" }, { timeout: 4000 });
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("option", { name: "Stockholm" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** The page's ?lat&lng prefill the place: the plate alone enables 'Fortsätt'. */
export const VehiclePrefilled: Story = {
  args: { initialPosition: { lat: 57.7089, lng: 11.9746 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole("textbox", { name: startsWith(steps.plateLabel) }),
      "KIA123",
    );
    await expect(canvas.getByRole("button", { name: steps.continue })).not.toHaveAttribute(
      "aria-disabled",
    );
  },
};

/** 'Använd min position': the position becomes the place. */
export const VehiclePosition: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole("button", { name: steps.usePosition }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("combobox", { name: steps.placeLabel })).toHaveValue(
      steps.myPosition,
    );
  },
};

/** Position refused: the specs' text. */
export const VehiclePositionDenied: Story = {
  args: { positionSource: refusedPosition },
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole("button", { name: steps.usePosition }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(steps.geolocationDenied);
  },
};

/** An unsupported car (BMW123) stays on step 1 with the brand's text. */
export const VehicleUnsupported: Story = {
  args: { initialPosition: { lat: 57.7089, lng: 11.9746 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole("textbox", { name: startsWith(steps.plateLabel) }),
      `${plates.unsupported}{Enter}`,
    );
    await expect(await canvas.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      steps.unsupported("BMW"),
    );
  },
};

/** The car lookup failed: the server's message under the form. */
export const VehicleLookupFailed: Story = {
  args: {
    initialPosition: { lat: 57.7089, lng: 11.9746 },
    api: api(plates.lookupFails, {
      lookupCar: () =>
        Promise.reject(new BookingApiError(demoData.demoBookingMessages.lookupFails, 503)),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole("textbox", { name: startsWith(steps.plateLabel) }),
      `${plates.lookupFails}{Enter}`,
    );
    await expect(await canvas.findByRole("alert", {}, { timeout: 4000 })).toHaveTextContent(
      demoData.demoBookingMessages.lookupFails,
    );
  },
};

/** Step 2: a service chosen by keyboard (Space), then 'Fortsätt' to the add-ons. */
export const Services: Story = {
  args: { initialState: atStep(2) },
  play: async ({ canvas, userEvent }) => {
    const base = await canvas.findByRole(
      "checkbox",
      { name: startsWith("Basservice") },
      {
        timeout: 4000,
      },
    );
    base.focus();
    await userEvent.keyboard(" ");
    await expect(base).toBeChecked();
    await expect(
      canvas.getByRole("checkbox", { name: startsWith("Originalservice") }),
    ).toBeDisabled();
    canvas.getByRole("button", { name: steps.continue }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await stepHeading(canvas, steps.addonsTitle)).toHaveFocus();
  },
};

/** Loading the services. */
export const ServicesLoading: Story = {
  args: {
    initialState: atStep(2),
    api: api(plates.supported, { services: () => new Promise(() => undefined) }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(steps.servicesLoading)).toBeVisible();
  },
};

/** The original service asks for the mileage: 'Ange miltal' until it is given. */
export const ServicesMileage: Story = {
  args: { initialState: atStep(2) },
  play: async ({ canvas, userEvent }) => {
    const original = await canvas.findByRole(
      "checkbox",
      { name: startsWith("Originalservice") },
      { timeout: 4000 },
    );
    await userEvent.click(original);
    await userEvent.click(canvas.getByRole("button", { name: steps.continue }));
    await expect(await canvas.findByText(steps.mileageRequired)).toBeVisible();
    const mileage = canvas.getByRole("textbox", { name: startsWith(steps.mileageLabel) });
    await waitFor(() => expect(mileage).toHaveFocus());
    await userEvent.keyboard("4500{Enter}");
    await userEvent.click(canvas.getByRole("button", { name: steps.continue }));
    await stepHeading(canvas, steps.addonsTitle);
  },
};

/** A service with a message: 'Ange meddelande', at most 80 characters with a counter. */
export const ServicesUserInput: Story = {
  args: { initialState: atStep(2) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: /Reparation/ }, { timeout: 4000 }),
    );
    await userEvent.click(canvas.getByRole("checkbox", { name: startsWith("Felsökning") }));
    await userEvent.click(canvas.getByRole("button", { name: steps.continue }));
    await expect(await canvas.findByText(steps.userInputRequired)).toBeVisible();
    await expect(canvas.getByText(steps.userInputCounter(0, 80))).toBeVisible();
  },
};

/** A car with a service agreement: discounted prices, the price without it beside. */
export const ServicesAgreement: Story = {
  args: {
    initialState: atStep(2, {}, plates.serviceAgreement),
    api: api(plates.serviceAgreement),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("checkbox", { name: startsWith("Basservice") }, { timeout: 4000 });
    await expect(canvas.getByText(steps.originalPrice("2 490 kr"))).toBeVisible();
  },
};

/** The services failed: the catalogue's text with the contact e-mail. */
export const ServicesFailed: Story = {
  args: {
    initialState: atStep(2, {}, plates.servicesFail),
    api: api(plates.servicesFail, { services: () => Promise.reject(new BookingApiError("500")) }),
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(steps.servicesFailed);
    await expect(alert).toHaveTextContent(steps.contactEmail);
  },
};

/** Step 3: single choice per washing category; 'Fortsätt utan tillval' until one is chosen. */
export const Addons: Story = {
  args: { initialState: atStep(3, { services: [baseService] }) },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole("button", { name: steps.continueWithoutAddons }, { timeout: 4000 });
    const outside = canvas.getByRole("checkbox", { name: startsWith("Utvändig tvätt") });
    const both = canvas.getByRole("checkbox", { name: startsWith("Invändig och utvändig") });
    outside.focus();
    await userEvent.keyboard(" ");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(both).toBeChecked();
    await expect(outside).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: steps.continueWithAddons })).toBeVisible();
  },
};

/** A unit-priced add-on: the unit picker from minimum to maximum, price × units. */
export const AddonsUnits: Story = {
  args: { initialState: atStep(3, { services: [baseService] }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole("checkbox", { name: startsWith("Spolarvätska") }, { timeout: 4000 }),
    );
    const units = canvas.getByRole("combobox", { name: steps.unitsLabel("liter") });
    await userEvent.selectOptions(units, "3");
    await expect(units).toHaveValue("3");
  },
};

/** The add-ons failed: straight on to step 4. */
export const AddonsFailed: Story = {
  args: {
    initialState: atStep(3, { services: [baseService] }, plates.addonsFail),
    api: api(plates.addonsFail, { addons: () => Promise.reject(new BookingApiError("500")) }),
  },
  play: async ({ canvas }) => {
    await stepHeading(canvas, steps.workshopSummary);
  },
};

/** Step 4 reached: steps 1–3 collapsed to their headings; one is opened again by keyboard. */
export const CollapsedSteps: Story = {
  args: {
    initialState: atStep(4, {
      services: [
        baseService,
        chosen("tvatt-ut", "Utvändig tvätt", 295, { type: "addon", category: "Biltvätt" }),
      ],
      bookingInfo: { addons: true },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await stepHeading(canvas, steps.workshopSummary);
    const services = canvas.getByRole("button", { name: startsWith(steps.servicesSummary) });
    await expect(
      canvas.getByRole("button", { name: startsWith(steps.vehicleSummary) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: startsWith(steps.addonsSummary) }),
    ).toBeVisible();
    services.focus();
    await userEvent.keyboard("{Enter}");
    await expect(await stepHeading(canvas, steps.servicesTitle)).toHaveFocus();
  },
};

const pricedServices: SelectedService[] = [
  baseService,
  chosen("bromsar", "Byte av bromsbelägg fram", null, { category: "Reparation" }),
  chosen("spolarvatska", "Spolarvätska", 49, {
    type: "addon",
    category: "Tillbehör",
    unit: 3,
    unitAbbreviation: "l",
  }),
];

/** The summary: unit price × units, 'Pris saknas*' with the median note, the total. */
export const Summary: Story = {
  args: { initialState: atStep(3, { services: pricedServices }) },
  play: async ({ canvas }) => {
    const summary = within(
      await canvas.findByRole("complementary", { name: steps.summaryHeading }),
    );
    await expect(summary.getByText(steps.unknownPrice)).toBeVisible();
    await expect(summary.getByText(steps.medianNote)).toBeVisible();
    await expect(summary.getByText("147 kr")).toBeVisible();
    await expect(summary.getByText("2 637 kr")).toBeVisible();
  },
};

/** Under 768 px the summary is a bottom sheet, opened from the bar with the total. */
export const SummarySheet: Story = {
  args: { initialState: atStep(3, { services: pricedServices }) },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const open = await canvas.findByRole("button", { name: steps.showSummary(formatSek(2637)) });
    open.focus();
    await userEvent.keyboard("{Enter}");
    const sheet = await within(document.body).findByRole("dialog", { name: steps.summaryHeading });
    await expect(within(sheet).getByText(steps.unknownPrice)).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** One state of the tool in every brand (one story each, so a story's DOM and axe stay small). */
const inEveryBrand = (initialState?: BookingState): Story => ({
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">
      {() => <Flow {...args} initialState={initialState} />}
    </InEveryBrand>
  ),
});

const everyBrandCount = (count: () => number) =>
  waitFor(() => expect(count()).toBe(brandIds.length), { timeout: 8000 });

/** Step 1 in every brand. */
export const VehicleAllBrands: Story = {
  ...inEveryBrand(),
  play: async ({ canvas }) => {
    await everyBrandCount(() => canvas.getAllByRole("combobox", { name: steps.placeLabel }).length);
  },
};

/** Step 2 in every brand. */
export const ServicesAllBrands: Story = {
  ...inEveryBrand(atStep(2)),
  play: async ({ canvas }) => {
    await everyBrandCount(
      () => canvas.getAllByRole("checkbox", { name: startsWith("Basservice") }).length,
    );
  },
};

/** Step 3 and the summary with prices in every brand. */
export const AddonsAllBrands: Story = {
  ...inEveryBrand(atStep(3, { services: pricedServices })),
  play: async ({ canvas }) => {
    await everyBrandCount(
      () => canvas.getAllByRole("button", { name: steps.continueWithAddons }).length,
    );
  },
};
