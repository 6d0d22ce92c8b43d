import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { demoPhoto } from "../../primitives/Image/storyImages";
import { storyTranslate } from "../../stories/texts";
import { SiteTeaser } from "./SiteTeaser";
import type { SiteCardData } from "./types";

const cities = ["Göteborg", "Borås", "Kungsbacka", "Uddevalla", "Trollhättan"];

const sites: SiteCardData[] = cities.map((city, index) => ({
  id: String(index + 1),
  name: `Bilhallen ${city}`,
  href: `/anlaggningar/bilhallen-${city.toLowerCase().replace(/[^a-z]/g, "")}`,
  image: { src: demoPhoto({ label: city, variant: index, width: 800, height: 500 }), alt: "" },
  street: `Industrivägen ${index + 3}`,
  locality: `4${index}1 0${index} ${city}`,
  phone: `0${31 + index}-12 34 5${index}`,
}));

const meta = {
  title: "Flows/SiteTeaser",
  component: SiteTeaser,
  args: {
    title: "Våra anläggningar",
    sites,
    phoneLabel: storyTranslate("Marketplace.TeaserSitePhone"),
  },
  argTypes: { sites: { control: false } },
} satisfies Meta<typeof SiteTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four site cards at most: photo, name (the link), address and phone (a tel: link). */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    const cards = canvas.getAllByRole("listitem");
    await expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole("link", { name: "Bilhallen Göteborg" })).toHaveAttribute(
      "href",
      "/anlaggningar/bilhallen-gteborg",
    );
    await expect(first.getByRole("link", { name: /031-12 34 50/ })).toHaveAttribute(
      "href",
      "tel:031123450",
    );
    await userEvent.tab();
    await expect(first.getByRole("link", { name: "Bilhallen Göteborg" })).toHaveFocus();
    await userEvent.tab();
    await expect(first.getByRole("link", { name: /031-12 34 50/ })).toHaveFocus();
  },
};

/** With a link button per site: the button is the card's link. */
export const WithLinkButton: Story = {
  args: { sites: sites.slice(0, 2).map((site) => ({ ...site, linkLabel: "Till anläggningen" })) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: /^Till anläggningen\s*,\s*Bilhallen Göteborg$/ }),
    ).toBeVisible();
  },
};

/** Sparse data: no photo, no phone. */
export const Sparse: Story = {
  args: {
    sites: [
      { id: "9", name: "Bilhallen Mölndal", href: "/anlaggningar/molndal", locality: "Mölndal" },
    ],
  },
};

/** No sites: nothing renders. */
export const Empty: Story = {
  args: { sites: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand layout="stack">{() => <SiteTeaser {...args} />}</InEveryBrand>,
};
