import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { storyCars } from "../CarCard/storyCars";
import { carSliderLabels } from "../marketplace-labels";
import { CarCarousel } from "./CarCarousel";

const meta = {
  title: "Flows/CarCarousel",
  component: CarCarousel,
  args: {
    title: "Veckans bil",
    cars: storyCars(8),
    seeAll: { href: "/bilar", label: "Se alla bilar" },
    labels: carSliderLabels(storyTranslate),
  },
  argTypes: { cars: { control: false } },
} satisfies Meta<typeof CarCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Car of the week: 315 px cards that loop; the arrows work by keyboard. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Veckans bil" });
    await expect(canvas.getByRole("heading", { level: 2, name: "Veckans bil" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Se alla bilar" })).toHaveAttribute(
      "href",
      "/bilar",
    );
    const card = region.querySelector("article") as HTMLElement;
    // 315 px cards (specs); only phones narrower than about 360 px get narrower ones.
    if (window.innerWidth >= 400) {
      await expect(Math.round(card.getBoundingClientRect().width)).toBe(315);
    }
    await expect(region.querySelectorAll("[data-duplicate]")).toHaveLength(0);
    const next = within(region).getByRole("button", { name: "Nästa bilar" });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(next).toHaveFocus();
  },
};

/** Three cars are repeated so the carousel can loop; the copies are hidden and not tabbable. */
export const ShortListDuplicated: Story = {
  args: { cars: storyCars(3) },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: "Veckans bil" });
    const copies = region.querySelectorAll("[data-duplicate]");
    await expect(copies).toHaveLength(6);
    for (const copy of copies) {
      await expect(copy).toHaveAttribute("aria-hidden", "true");
      await expect(copy).toHaveAttribute("inert");
    }
    await expect(within(region).getAllByRole("link")).toHaveLength(3);
    // Tab never lands in a copy.
    const seen: Element[] = [];
    for (let press = 0; press < 10; press += 1) {
      await userEvent.tab();
      if (document.activeElement) seen.push(document.activeElement);
    }
    await expect(seen.some((element) => element.closest("[data-duplicate]"))).toBe(false);
  },
};

/** One car: nothing to loop, no repeats. */
export const OneCar: Story = {
  args: { cars: storyCars(1), seeAll: undefined },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Veckans bil" });
    await expect(region.querySelectorAll('[aria-roledescription="bild"]')).toHaveLength(1);
  },
};

/** With compare toggles on the cards. */
export const WithCompare: Story = {
  args: {
    cars: storyCars(4),
    compare: { label: "Jämför", isCompared: (id) => id === storyCars(1)[0]?.id, onToggle: fn() },
  },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: `Jämför ${args.cars[0]?.title}` });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    toggle.focus();
    await userEvent.keyboard(" ");
    await expect(args.compare?.onToggle).toHaveBeenCalledWith(args.cars[0]);
  },
};

/** No cars (none marked, or the search failed): nothing renders. */
export const Empty: Story = {
  args: { cars: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("section")).toBeNull());
  },
};

export const AllBrands: Story = {
  args: { cars: storyCars(4) },
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">
      {(brand) => <CarCarousel {...args} title={`Veckans bil – ${brand.name}`} />}
    </InEveryBrand>
  ),
};
