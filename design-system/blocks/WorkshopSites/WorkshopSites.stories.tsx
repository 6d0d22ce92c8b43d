import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { storySiteCards } from "../../flows/DealerSite/storySites";
import { WorkshopSites } from "./WorkshopSites";

const meta = {
  title: "Blocks/WorkshopSites",
  component: WorkshopSites,
  args: {
    title: "Våra verkstäder",
    sites: storySiteCards(6).map((site) => ({ ...site, linkLabel: "Till anläggningen" })),
    phoneLabel: storyTranslate("Dealer.Phone"),
  },
  argTypes: { sites: { control: false } },
} satisfies Meta<typeof WorkshopSites>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every workshop site as a card with its link button. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(6);
    await expect(
      canvas.getByRole("link", { name: /^Till anläggningen\s*,\s*Bilhallen Göteborg$/ }),
    ).toHaveAttribute("href", "/anlaggningar/bilhallen-gteborg");
  },
};

/** Without the link button text: the name links the card. */
export const WithoutLinkButton: Story = {
  args: { sites: storySiteCards(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Bilhallen Borås" })).toBeVisible();
  },
};

/** No workshop sites: nothing renders. */
export const Empty: Story = {
  args: { sites: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { sites: storySiteCards(2) },
  render: (args) => <InEveryBrand layout="stack">{() => <WorkshopSites {...args} />}</InEveryBrand>,
};
