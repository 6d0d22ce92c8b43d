import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes } from "../../../.storybook/modes";
import { storyTranslate, storyTranslator } from "../../stories/texts";
import { PublishInfo } from "./PublishInfo";

const meta = {
  title: "Flows/Stories/PublishInfo",
  component: PublishInfo,
  args: {
    date: { iso: "2026-11-20T12:00:00Z", text: "20 november 2026" },
    label: storyTranslate("Stories.Published"),
    locale: "sv-SE",
  },
} satisfies Meta<typeof PublishInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date as the site's locale writes it, machine-readable in its time element. */
export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Publicerad/)).toHaveTextContent("Publicerad 20 november 2026");
    await expect(canvas.getByText("20 november 2026")).toHaveAttribute(
      "datetime",
      "2026-11-20T12:00:00Z",
    );
  },
};

/** In English (retail-uk): the same date in the UK's order. */
export const English: Story = {
  args: {
    date: { iso: "2026-11-20T12:00:00Z", text: "20 November 2026" },
    label: storyTranslator("en", "en-GB")("Stories.Published"),
    locale: "en-GB",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Published/)).toHaveTextContent("Published 20 November 2026");
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <PublishInfo {...args} />}</InEveryBrand>,
};
