import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { siteMapLabels } from "../dealer-site-labels";
import { SiteMap } from "./SiteMap";

const meta = {
  title: "Flows/SiteMap",
  component: SiteMap,
  args: {
    name: "Bilhallen Göteborg",
    addressLines: ["Industrivägen 3", "411 01 Göteborg"],
    coordinates: { lat: 57.70887, lng: 11.97456 },
    mapsHref: "https://www.google.com/maps/search/?api=1&query=Industriv%C3%A4gen%203",
    labels: siteMapLabels(storyTranslate),
    onMapsLink: fn(),
  },
  argTypes: { labels: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: "40rem", padding: "1rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No key (the demo): the static map with the pin, the address, the coordinates, the link. */
export const Fallback: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole("region", { name: "Karta" });
    await expect(region).toHaveAttribute("data-map-mode", "static");
    await expect(canvasElement.querySelector("[data-static-map]")).not.toBeNull();
    await expect(region).toHaveTextContent("411 01 Göteborg");
    await expect(region).toHaveTextContent("57.7089°, 11.9746°");
    await expect(canvas.getByRole("link", { name: /Visa på karta/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  },
};

/** No coordinates: the default centre, said to be approximate. */
export const WithoutCoordinates: Story = {
  args: { coordinates: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Karta" })).toHaveTextContent(
      "Ungefärligt läge",
    );
  },
};

/**
 * With a key: the Google map loads in the browser (tested with the library mocked in
 * SiteMap.test.tsx). Offline the script cannot load and the static map returns; either way the
 * address and the maps link stay, so the box is never empty.
 */
export const WithKey: Story = {
  args: { apiKey: "demo-public-key" },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Karta" });
    await expect(region).toHaveTextContent("Industrivägen 3");
    await expect(canvas.getByRole("link", { name: /Visa på karta/ })).toBeVisible();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <SiteMap {...args} />}</InEveryBrand>,
};
