import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { CarCard } from "./CarCard";
import { storyCar } from "./storyCars";

const Frame = styled.div`
  width: min(100%, 22rem);
  padding: ${space.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${space.lg};
  padding: ${space.md};
`;

const meta = {
  title: "Flows/CarCard",
  component: CarCard,
  args: {
    car: storyCar(0),
    previousPriceLabel: "Ordinarie pris",
    missingImageText: "Bild saknas",
    factLabels: { year: "Årsmodell", mileage: "Miltal", fuel: "Drivmedel", gearbox: "Växellåda" },
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof CarCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stock car: the title is the card's one link, to the detail page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName("Volvo XC60");
    await expect(links[0]).toHaveAttribute("href", storyCar(0).href);
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent("Volvo XC60");
    await expect(canvas.getByText("B4 AWD Plus Dark")).toBeVisible();
    // Hidden behind the blur placeholder until loaded, then faded in.
    await waitFor(() => expect(canvas.getByRole("img", { name: /Volvo XC60/ })).toBeVisible());
  },
};

/** A campaign: the campaign price highlighted, the retail price struck through. */
export const Campaign: Story = {
  args: { car: storyCar(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Kampanj")).toBeVisible();
    const previous = canvas.getByText(storyCar(1).price.previous ?? "");
    await expect(previous.tagName).toBe("S");
    await expect(previous.parentElement).toHaveTextContent(/^Ordinarie pris: /);
  },
};

/** A light commercial vehicle: prices without VAT. */
export const LightCommercialVehicle: Story = {
  args: { car: storyCar(4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("exkl. moms")).toBeVisible();
  },
};

/** No photo: a placeholder with the missing-image text. */
export const NoImage: Story = {
  args: { car: storyCar(2, { image: undefined }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bild saknas")).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** Long names wrap; nothing overflows the card. */
export const LongTexts: Story = {
  args: {
    car: storyCar(6, {
      title: "Mercedes-Benz Vito Tourer Select Extra Lång",
      variant: "119 CDI 4MATIC 9G-Tronic Extra Lång Premiumpaket Navigation Dragkrok Värmare",
      facts: {
        year: "2024",
        mileage: "12 345 mil",
        fuel: "Diesel/Elhybrid (laddbar)",
        gearbox: "Automatisk 9-växlad",
      },
      monthly: "Privatleasing 12 495 kr/mån inkl. service och försäkring",
    }),
  },
};

/** Selected for comparison; the toggle is above the card link, reachable by keyboard. */
export const CompareSelected: Story = {
  args: { compare: { label: "Jämför", selected: true, onToggle: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole("button", { name: "Jämför Volvo XC60" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("link")).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.compare?.onToggle).toHaveBeenCalledWith(args.car);
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  decorators: [(Story) => <Story />],
  render: (args) => (
    <InEveryBrand>
      {() => (
        <CarCard {...args} compare={{ label: "Jämför", selected: false, onToggle: () => {} }} />
      )}
    </InEveryBrand>
  ),
};

/** Every variant side by side, in every brand at mobile and desktop width. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  decorators: [(Story) => <Story />],
  render: (args) => (
    <Row>
      <CarCard {...args} car={storyCar(0)} />
      <CarCard
        {...args}
        car={storyCar(1)}
        compare={{ label: "Jämför", selected: true, onToggle: () => {} }}
      />
      <CarCard {...args} car={storyCar(4)} />
      <CarCard {...args} car={storyCar(2, { image: undefined })} />
    </Row>
  ),
};
