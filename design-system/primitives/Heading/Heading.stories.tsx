import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Heading, type HeadingLevel, type HeadingSize } from "./Heading";

const levels: HeadingLevel[] = [1, 2, 3, 4, 5, 6];
const sizes: HeadingSize[] = ["display", "xxl", "xl", "lg", "md"];

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
`;

const meta = {
  title: "Primitives/Heading",
  component: Heading,
  parameters: { layout: "padded" },
  args: { level: 2, children: "Elbilar i lager för snabb leverans" },
  argTypes: {
    level: { control: "inline-radio", options: levels },
    size: { control: "inline-radio", options: sizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** h1-h6, each at its default size; the outline level is what screen readers navigate by. */
export const Levels: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: () => (
    <Stack>
      {levels.map((level) => (
        <Heading key={level} level={level}>
          h{level}: Begagnade bilar med garanti
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of levels) {
      await expect(canvas.getByRole("heading", { level })).toBeInTheDocument();
    }
  },
};

/** The visual size is chosen apart from the level: here every size on an h2. */
export const Sizes: Story = {
  render: () => (
    <Stack>
      {sizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          {size}: Boka service online
        </Heading>
      ))}
    </Stack>
  ),
};

/** A page title at level 1 shown small, e.g. on a dense search results page. */
export const LevelAndSizeApart: Story = {
  args: { level: 1, size: "lg", children: "Sök bland 1 240 bilar i lager" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => (
    <InEveryBrand>
      {() => (
        <Stack>
          <Heading level={2} size="display">
            Din nästa bil
          </Heading>
          <Heading level={3}>Privatleasing från 3 495 kr/mån</Heading>
        </Stack>
      )}
    </InEveryBrand>
  ),
};
