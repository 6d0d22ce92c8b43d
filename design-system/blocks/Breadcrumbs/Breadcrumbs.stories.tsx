import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate, storyTranslator } from "../../stories/texts";
import { Breadcrumbs } from "./Breadcrumbs";

const meta = {
  title: "Blocks/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    label: storyTranslate("Breadcrumbs.Label"),
    items: [
      { text: "Startsida", href: "/" },
      { text: "Köp bil", href: "/kop-bil" },
      { text: "Bilmärken", href: "/kop-bil/bilmarken" },
      { text: "BMW", href: "/kop-bil/bilmarken/bmw" },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trail three levels deep; the current page is marked with `aria-current`. */
export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole("navigation", { name: "Du är här" });
    await expect(nav.querySelector("ol")).not.toBeNull();
    await expect(canvas.getByRole("link", { name: "BMW" })).toHaveAttribute("aria-current", "page");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Startsida" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Köp bil" })).toHaveFocus();
  },
};

/** An ancestor without its own page (a folder) is shown as text, not as a link. */
export const WithFolder: Story = {
  args: {
    items: [
      { text: "Startsida", href: "/" },
      { text: "Köp bil" },
      { text: "Bilmärken" },
      { text: "Porsche", href: "/kop-bil/bilmarken/porsche" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "Köp bil" })).toBeNull();
    await expect(canvas.getByText("Köp bil")).toBeVisible();
  },
};

/** Long page names wrap onto several lines on a phone. */
export const LongTrail: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: {
    items: [
      { text: "Startsida", href: "/" },
      { text: "Service och verkstad", href: "/service" },
      { text: "Däckhotell och hjulskifte", href: "/service/dackhotell" },
      { text: "Så förvarar vi dina vinterhjul", href: "/service/dackhotell/forvaring" },
    ],
  },
};

/** On the home page the trail has one item: nothing is rendered. */
export const HomePage: Story = {
  args: { items: [{ text: "Startsida", href: "/" }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

export const English: Story = {
  args: {
    label: storyTranslator("en", "en-GB")("Breadcrumbs.Label"),
    items: [
      { text: "Home", href: "/" },
      { text: "About us", href: "/about-us" },
      { text: "Documents", href: "/about-us/documents" },
    ],
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">
      {(brand) => <Breadcrumbs {...args} label={`Du är här (${brand.name})`} />}
    </InEveryBrand>
  ),
};
