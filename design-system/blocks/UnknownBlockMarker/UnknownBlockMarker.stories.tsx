import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { UnknownBlockMarker } from "./UnknownBlockMarker";

const meta = {
  title: "Blocks/UnknownBlockMarker",
  component: UnknownBlockMarker,
  args: { componentName: "UsedCarCarousel" },
} satisfies Meta<typeof UnknownBlockMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page-editing mode only: a rendering the site has no component for. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("Unknown component: UsedCarCarousel");
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand padded={false}>{() => <UnknownBlockMarker {...args} />}</InEveryBrand>
  ),
};
