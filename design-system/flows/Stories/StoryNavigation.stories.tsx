import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { storiesLabels } from "./stories-labels";
import { StoryNavigation } from "./StoryNavigation";

const meta = {
  title: "Flows/Stories/StoryNavigation",
  component: StoryNavigation,
  args: {
    backHref: "/livet-med-bil",
    previous: { href: "/livet-med-bil/premiarkvall", title: "Premiärkväll för nya Volvo EX90" },
    next: { href: "/livet-med-bil/dackbyte", title: "Boka däckbytet i god tid" },
    labels: storiesLabels(storyTranslate).navigation,
  },
  argTypes: { labels: { control: false } },
} satisfies Meta<typeof StoryNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story in the middle: back to the index, the previous (newer) and the next (older). */
export const BetweenStories: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Fler nyheter" });
    await expect(
      within(nav).getByRole("link", { name: "Tillbaka till alla nyheter" }),
    ).toHaveAttribute("href", "/livet-med-bil");
    await expect(
      within(nav).getByRole("link", { name: "Föregående Premiärkväll för nya Volvo EX90" }),
    ).toHaveAttribute("rel", "prev");
    await expect(
      within(nav).getByRole("link", { name: "Nästa Boka däckbytet i god tid" }),
    ).toHaveAttribute("href", "/livet-med-bil/dackbyte");
  },
};

/** The latest story: no previous. */
export const Latest: Story = {
  args: { previous: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Föregående")).toBeNull();
    await expect(canvas.getByText("Nästa")).toBeVisible();
  },
};

/** The only story: back to the index alone. */
export const OnlyStory: Story = {
  args: { previous: undefined, next: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">{() => <StoryNavigation {...args} />}</InEveryBrand>
  ),
};
