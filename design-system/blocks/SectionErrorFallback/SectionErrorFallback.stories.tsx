import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { SectionErrorFallback, sectionErrorTexts } from "./SectionErrorFallback";

const meta = {
  title: "Blocks/SectionErrorFallback",
  component: SectionErrorFallback,
  args: { onReload: fn() },
} satisfies Meta<typeof SectionErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown instead of a section that failed to render; the texts are Swedish on every site. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole("alert", { name: sectionErrorTexts.heading });
    await expect(box).toHaveTextContent(sectionErrorTexts.body);
    await userEvent.click(canvas.getByRole("button", { name: "Ladda om sidan" }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardReload: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Ladda om sidan" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <SectionErrorFallback {...args} />}</InEveryBrand>,
};
