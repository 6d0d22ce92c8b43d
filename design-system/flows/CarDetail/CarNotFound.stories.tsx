import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { storyTranslate } from "../../stories/texts";
import { storyCars } from "../CarCard/storyCars";
import { carNotFoundLabels } from "../car-detail-labels";
import { CarNotFound } from "./CarNotFound";

const Page = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${space.md};
`;

const meta = {
  title: "Flows/CarDetail/NotFound",
  component: CarNotFound,
  args: {
    labels: carNotFoundLabels(storyTranslate),
    cars: storyCars(4),
    carListHref: "/kop-bil?keyphrase=volvo",
  },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof CarNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 404: heading, text, the button to the car list with the keyphrase, recommended cars. */
export const NotFound: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Vi hittade inte bilen",
    );
    await expect(canvas.getByRole("link", { name: "Sök bland alla bilar" })).toHaveAttribute(
      "href",
      "/kop-bil?keyphrase=volvo",
    );
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Kanske något för dig",
    );
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(4);
  },
};

/** The one Swedish site without the car-list button, and no recommendations. */
export const WithoutButtonOrCars: Story = {
  args: { carListHref: undefined, cars: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.queryByRole("heading", { level: 2 })).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  args: { cars: storyCars(2) },
  render: (args) => <InEveryBrand layout="stack">{() => <CarNotFound {...args} />}</InEveryBrand>,
};
