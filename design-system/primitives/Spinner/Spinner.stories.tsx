import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Spinner, spinnerSizes, type SpinnerSize } from "./Spinner";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.lg};
`;

const meta = {
  title: "Primitives/Spinner",
  component: Spinner,
  parameters: { layout: "padded" },
  args: { label: "Laddar bilar…" },
  argTypes: { size: { control: "inline-radio", options: Object.keys(spinnerSizes) } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Laddar bilar…");
  },
};

/** The label beside the spinner, e.g. while booking times load. */
export const WithVisibleLabel: Story = {
  args: { label: "Hämtar lediga tider…", showLabel: true },
};

export const Sizes: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: (args) => (
    <Row>
      {(Object.keys(spinnerSizes) as SpinnerSize[]).map((size) => (
        <Spinner key={size} {...args} size={size} label={`Laddar (${size})`} />
      ))}
    </Row>
  ),
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => <InEveryBrand>{() => <Spinner label="Laddar…" showLabel />}</InEveryBrand>,
};
