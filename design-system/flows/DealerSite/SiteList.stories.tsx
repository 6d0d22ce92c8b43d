import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { dealerSiteLabels } from "../dealer-site-labels";
import { SiteList } from "./SiteList";
import { storySiteList } from "./storySites";

const labels = dealerSiteLabels(storyTranslate).list;

const meta = {
  title: "Flows/DealerSite/SiteList",
  component: SiteList,
  args: { data: storySiteList(12, 60), labels, onShowMore: fn(), locale: "sv-SE" },
  argTypes: { data: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SiteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than eight sites: the search box, the filter chips, the cards and show more. */
export const WithSearch: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByRole("search");
    await expect(within(search).getByRole("searchbox", { name: "Sök anläggning" })).toBeVisible();
    const filters = canvas.getByRole("navigation", { name: "Filtrera anläggningar" });
    await expect(within(filters).getByRole("link", { name: "Volvo (8)" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(canvas.getByRole("link", { name: "Bilhallen Borås" })).toHaveAttribute(
      "href",
      "/anlaggningar/bilhallen-bors",
    );
    await expect(canvas.getByText("Visar 12 av 60")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Visa fler" }));
    await expect(args.onShowMore).toHaveBeenCalledOnce();
  },
};

/** Eight sites or fewer: no search box; everything shows, so no show more. */
export const WithoutSearch: Story = {
  args: { data: storySiteList(6) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("search")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Visa fler" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Bilhallen Göteborg" })).toBeVisible();
  },
};

/** A search that matches nothing: the search stays to change it, and the empty text shows. */
export const Empty: Story = {
  args: { data: { ...storySiteList(0), keyphrase: "Kiruna" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Ingen anläggning matchar din sökning.",
    );
    await expect(canvas.getByRole("searchbox")).toHaveValue("Kiruna");
    await expect(canvas.getByRole("link", { name: "Rensa alla" })).toBeVisible();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { data: storySiteList(4, 20) },
  render: (args) => <InEveryBrand layout="stack">{() => <SiteList {...args} />}</InEveryBrand>,
};
