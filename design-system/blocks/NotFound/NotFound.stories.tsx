import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { NotFound } from "./NotFound";

const meta = {
  title: "Blocks/NotFound",
  component: NotFound,
  args: {
    heading: "Sidan kunde inte hittas",
    text: "Bilen eller sidan du letar efter finns inte längre. Kanske har bilen redan fått en ny ägare?",
    homeLink: { href: "/", text: "Till startsidan" },
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Sidan kunde inte hittas",
    );
    await expect(canvas.getByRole("link", { name: "Till startsidan" })).toHaveAttribute(
      "href",
      "/",
    );
  },
};

/** A search box to the car list (a plain GET form, working before hydration) above the way home. */
export const WithSearch: Story = {
  args: {
    search: {
      action: "/kop-bil",
      name: "keyphrase",
      label: "Sök bland bilarna",
      buttonLabel: "Sök",
    },
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole("search");
    await expect(form).toHaveAttribute("action", "/kop-bil");
    await expect(form).toHaveAttribute("method", "get");
    await expect(canvas.getByRole("searchbox", { name: "Sök bland bilarna" })).toHaveAttribute(
      "name",
      "keyphrase",
    );
    await expect(canvas.getByRole("button", { name: "Sök" })).toHaveAttribute("type", "submit");
  },
};

/** In the site's language: the UK site. */
export const English: Story = {
  globals: { brand: "retail-uk" },
  args: {
    heading: "Page not found",
    text: "The car or page you were looking for is no longer here. Perhaps it has already found a new owner?",
    homeLink: { href: "/", text: "Back to the home page" },
  },
  play: async ({ canvasElement }) => {
    // The story-level `brand` global reaches the preview decorator.
    await expect(canvasElement.querySelector("[data-brand]")).toHaveAttribute(
      "data-brand",
      "retail-uk",
    );
  },
};

/** In the site's language: Finnish (Carstore Suomi). */
export const Finnish: Story = {
  globals: { brand: "carstore-fi" },
  args: {
    heading: "Sivua ei löytynyt",
    text: "Etsimääsi autoa tai sivua ei enää ole. Ehkä auto on jo löytänyt uuden omistajan?",
    homeLink: { href: "/", text: "Etusivulle" },
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <NotFound {...args} />}
    </InEveryBrand>
  ),
};
