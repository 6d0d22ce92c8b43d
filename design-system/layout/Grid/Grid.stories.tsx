import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Grid } from "./Grid";

const Cell = styled.div`
  padding: ${space.md};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surfaceRaised};
`;

const models = ["XC40", "XC60", "XC90", "EX30", "EX90", "V60", "V90", "S60"];
const cells = models.map((model) => <Cell key={model}>Volvo {model}</Cell>);

const meta = {
  title: "Layout/Grid",
  component: Grid,
  parameters: { layout: "padded" },
  args: { children: cells },
  argTypes: {
    gap: { control: "select", options: Object.keys(space) },
    children: { control: false },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from 640 px, three from 1024 px, four from 1280 px. */
export const Responsive: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { columns: { base: 1, sm: 2, md: 3, lg: 4 } },
};

/** A fixed number of columns at every width. */
export const FixedColumns: Story = {
  args: { columns: 2, gap: "md" },
};

/** As many columns as fit, each at least 14rem wide (cards of a known width). */
export const AutoFill: Story = {
  args: { minItemWidth: "14rem" },
};

/** A list of cells: `as="ul"` keeps list semantics without bullets. */
export const AsList: Story = {
  args: {
    as: "ul",
    columns: { base: 2, md: 4 },
    "aria-label": "Modeller",
    children: models.map((model) => (
      <Cell as="li" key={model}>
        Volvo {model}
      </Cell>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Modeller" }).children).toHaveLength(8);
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <Grid {...args} columns={2} gap="sm" />}</InEveryBrand>,
};
