import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { StoriesTeaser } from "./StoriesTeaser";
import { storyCards } from "./storyStories";

const meta = {
  title: "Flows/Stories/StoriesTeaser",
  component: StoriesTeaser,
  args: {
    title: "Senaste nytt",
    stories: storyCards(5),
    indexHref: "/livet-med-bil",
    indexLinkText: storyTranslate("Stories.AllStories"),
  },
  argTypes: { stories: { control: false } },
} satisfies Meta<typeof StoriesTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest three stories (of more) and the link to their index. */
export const Latest: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Senaste nytt" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByRole("link", { name: "Alla nyheter" })).toHaveAttribute(
      "href",
      "/livet-med-bil",
    );
  },
};

/** No stories: the teaser renders nothing. */
export const Empty: Story = {
  args: { stories: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand layout="stack">{() => <StoriesTeaser {...args} />}</InEveryBrand>,
};
