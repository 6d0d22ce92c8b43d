import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Button } from "../../primitives/Button";
import { space, vars } from "../../theme";
import { Stack } from "./Stack";

const Box = styled.div`
  padding: ${space.sm} ${space.md};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surfaceRaised};
`;

const Chip = styled.li`
  padding: ${space.xxs} ${space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.chip};
`;

const items = ["Modell", "Årsmodell", "Miltal", "Pris"];

const meta = {
  title: "Layout/Stack",
  component: Stack,
  parameters: { layout: "padded" },
  args: {
    gap: "md",
    children: items.map((item) => <Box key={item}>{item}</Box>),
  },
  argTypes: {
    direction: { control: "inline-radio", options: ["vertical", "horizontal"] },
    gap: { control: "select", options: ["none", ...Object.keys(space)] },
    align: {
      control: "select",
      options: [undefined, "start", "center", "end", "stretch", "baseline"],
    },
    justify: {
      control: "select",
      options: [undefined, "start", "center", "end", "space-between", "space-around"],
    },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const Horizontal: Story = {
  args: { direction: "horizontal", align: "center" },
};

/** Space between: e.g. a price on the left and a button on the right. */
export const SpaceBetween: Story = {
  args: {
    direction: "horizontal",
    justify: "space-between",
    align: "center",
    children: [<Box key="p">389 900 kr</Box>, <Button key="b">Boka provkörning</Button>],
  },
};

/** A wrapping row of chips as a list (bullets removed). */
export const WrappingList: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: {
    as: "ul",
    direction: "horizontal",
    gap: "xs",
    wrap: true,
    "aria-label": "Utrustning",
    children: [
      "Dragkrok",
      "Vinterhjul",
      "Backkamera",
      "Adaptiv farthållare",
      "Panoramaglastak",
      "Elstolar",
      "Apple CarPlay",
    ].map((item) => <Chip key={item}>{item}</Chip>),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Utrustning" }).children).toHaveLength(7);
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand>{() => <Stack {...args} direction="horizontal" wrap />}</InEveryBrand>
  ),
};
