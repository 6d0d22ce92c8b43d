import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { Heading } from "../../primitives/Heading";
import { space, vars } from "../../theme";
import { Container } from "./Container";

/** Makes the container's width and gutters visible. */
const Outline = styled.div`
  padding-block: ${space.lg};
  background: ${vars.color.surfaceRaised};
  > div {
    outline: 2px dashed ${vars.color.accent};
    outline-offset: -2px;
  }
  p {
    margin: ${space.sm} 0 0;
  }
`;

const content = (
  <>
    <Heading level={2} size="xl">
      Så går ett bilköp till hos oss
    </Heading>
    <p>
      Välj bil online eller på plats, boka en provkörning och få ett bud på din nuvarande bil. Vi
      ordnar finansiering, försäkring och registrering, och du hämtar bilen klar att köra.
    </p>
  </>
);

const meta = {
  title: "Layout/Container",
  component: Container,
  args: { children: content },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <Outline>
        <Story />
      </Outline>
    ),
  ],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content centred at the reading width (80rem) with the shared side gutters (dashed box). */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <Container {...args} />}
    </InEveryBrand>
  ),
};
