import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { useState } from "react";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { locatorLabels } from "../locator-labels";
import { Locator } from "./Locator";
import { LocatorSearch } from "./LocatorSearch";
import { storyChargingPoints, storyDealers, storyPlaces } from "./storyLocations";

const labels = locatorLabels(storyTranslate);

const meta = {
  title: "Flows/Locator",
  component: Locator,
  args: {
    markers: storyDealers(),
    labels,
    locale: "sv-SE",
    offlinePlaces: storyPlaces,
  },
  argTypes: { markers: { control: false }, labels: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Locator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No maps key (the demo): the list of 20 cards and the static plot of every marker. */
export const Dealers: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("24 platser")).toBeVisible();
    await expect(canvasElement.querySelectorAll("article")).toHaveLength(20);
    const map = canvasElement.querySelector("[data-map-mode]");
    await expect(map).toHaveAttribute("data-map-mode", "static");
    await expect(canvasElement.querySelectorAll("circle[data-marker-id]").length).toBeGreaterThan(
      0,
    );
  },
};

/** Show more: five more cards per press, the button gone when all show. */
export const ShowMore: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Visa fler" }));
    await expect(canvasElement.querySelectorAll("article")).toHaveLength(24);
    await expect(canvas.queryByRole("button", { name: "Visa fler" })).toBeNull();
  },
};

/** A dealer card expanded: e-mail, phone and web lists; copy the address ('Kopierat'). */
export const DealerDetails: Story = {
  args: { markers: storyDealers(3) },
  play: async ({ canvas, userEvent }) => {
    const card = within(canvas.getAllByRole("article")[0] as HTMLElement);
    await userEvent.click(card.getByRole("button", { name: "Visa detaljer" }));
    await expect(card.getByRole("link", { name: "sales0@f150-dealers.example" })).toBeVisible();
    await expect(card.getByRole("link", { name: /Vägbeskrivning/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=52.52,13.405",
    );
  },
};

/** Charging points: the connector, the amount and the power of each charger option. */
export const ChargingPoints: Story = {
  args: { markers: storyChargingPoints() },
  play: async ({ canvas, userEvent }) => {
    const card = within(canvas.getAllByRole("article")[0] as HTMLElement);
    await userEvent.click(card.getByRole("button", { name: "Visa detaljer" }));
    await expect(card.getByText("4 × 350 kW")).toBeVisible();
    await expect(card.getByText("CCS1")).toBeVisible();
  },
};

/** No locations: 'No dealers found' (the catalogue's text). */
export const Empty: Story = {
  args: { markers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Inga återförsäljare hittades")).toBeVisible();
  },
};

/** A location of a type the locator does not know. */
export const UnknownType: Story = {
  args: {
    markers: storyDealers(2).map((marker, index) =>
      index ? marker : { ...marker, type: "Workshop" },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Okänd platstyp")).toBeVisible();
  },
};

/** Suggestions for 'Berl'; ArrowDown and Enter select the Berlin dealer (zoom 12). */
export const Suggestions: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole("combobox");
    await userEvent.type(input, "Berl");
    await expect(canvas.getAllByRole("option")[0]).toHaveTextContent("F-150 Berlin Pickup Centre");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvasElement.querySelector("article[data-selected]")).toHaveTextContent("Berlin");
    await expect(canvasElement.querySelector("[data-static-map]")).toHaveAttribute(
      "data-zoom",
      "12",
    );
  },
};

/** A place without a dealer, found offline: the nearest three, with distances. */
export const GeocodedPlace: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("combobox"), "Zwickau{Enter}");
    await expect(canvas.getByText("3 platser")).toBeVisible();
    await expect(canvas.getAllByRole("article")[0]).toHaveTextContent(/\d+ km/);
  },
};

/** A place nobody knows: the error border and the message under the input (the failure is logged). */
export const GeocodeFailed: Story = {
  parameters: { consoleErrors: "allow" },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("combobox");
    await userEvent.type(input, "Atlantis{Enter}");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Vi hittade inte platsen");
  },
};

/** With a key: the Google map loads in a browser that reaches it; offline the static plot stays. */
export const WithKey: Story = {
  args: { apiKey: "demo-public-key" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(20);
  },
};

/** A phone: the Panel/Map tabs show one view at a time. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const mapTab = canvas.getByRole("tab", { name: "Karta" });
    await userEvent.click(mapTab);
    await expect(mapTab).toHaveAttribute("aria-selected", "true");
    await expect(canvasElement.querySelector('[data-view="panel"]')).toHaveAttribute(
      "data-inactive",
    );
  },
};

/** The search box on the map: its suggestions open above it and the arrows are inverted. */
export const MapVariantSearch: Story = {
  render: () => {
    const markers = storyDealers();
    function Demo() {
      const [term, setTerm] = useState("");
      const suggestions = term.trim()
        ? markers.filter((m) => m.city.startsWith(term)).slice(0, 5)
        : [];
      return (
        <div style={{ paddingTop: "16rem", maxWidth: "28rem" }}>
          <LocatorSearch
            term={term}
            onTermChange={setTerm}
            suggestions={suggestions}
            onPick={fn()}
            onSubmit={fn()}
            failed={false}
            labels={labels}
            variant="map"
          />
        </div>
      );
    }
    return <Demo />;
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("combobox");
    await userEvent.type(input, "B");
    await userEvent.keyboard("{ArrowUp}");
    const options = canvas.getAllByRole("option");
    // The best suggestion is nearest the input (last in the list above it), and Up reaches it.
    await expect(options[options.length - 1]).toHaveAttribute("aria-selected", "true");
  },
};

export const AllBrands: Story = {
  args: { markers: storyDealers(4) },
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <Locator {...args} />}</InEveryBrand>,
};
