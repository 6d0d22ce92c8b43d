import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { storyCars } from "../CarCard/storyCars";
import { carSliderLabels } from "../marketplace-labels";
import { CarTeaser } from "./CarTeaser";

const meta = {
  title: "Flows/CarTeaser",
  component: CarTeaser,
  args: {
    title: "Elbilar i lager",
    cars: storyCars(8),
    button: { href: "/bilar/el", label: "Se alla elbilar" },
    regionLabel: storyTranslate("Marketplace.TeaserCarsRegion"),
    labels: carSliderLabels(storyTranslate),
  },
  argTypes: { cars: { control: false } },
} satisfies Meta<typeof CarTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cars (the default) in a carousel of 315 px cards, and the button link. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Elbilar i lager" });
    await expect(region.querySelectorAll('[aria-roledescription="bild"]')).toHaveLength(8);
    await expect(region.querySelectorAll("[data-duplicate]")).toHaveLength(0);
    const titles = within(region)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(args.cars.map((car) => car.title));
    const button = canvas.getByRole("link", { name: "Se alla elbilar" });
    await expect(button).toHaveAttribute("href", "/bilar/el");
    await userEvent.tab();
    await expect(within(region).getAllByRole("link")[0]).toHaveFocus();
  },
};

/** Three cars picked by id. */
export const ThreeCars: Story = {
  args: { cars: storyCars(3, 2), button: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Se alla elbilar" })).toBeNull();
  },
};

/** No cars, or the search failed: the block renders nothing. */
export const EmptyRendersNothing: Story = {
  args: { cars: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
  },
};

export const AllBrands: Story = {
  args: { cars: storyCars(4) },
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">
      {(brand) => <CarTeaser {...args} title={`Elbilar i lager – ${brand.name}`} />}
    </InEveryBrand>
  ),
};
