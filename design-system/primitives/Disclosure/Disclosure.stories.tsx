import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Disclosure } from "./Disclosure";

const Frame = styled.div`
  max-width: 40rem;
  padding: ${space.lg};
`;

const Equipment = () => (
  <ul>
    <li>Panoramaglastak</li>
    <li>Elektriskt utfällbar dragkrok</li>
    <li>360°-kamera och parkeringssensorer fram och bak</li>
    <li>Harman Kardon Premium Sound</li>
  </ul>
);

const meta = {
  title: "Primitives/Disclosure",
  component: Disclosure,
  args: { summary: "Utrustning", children: <Equipment />, onOpenChange: fn() },
  render: (args) => (
    <Frame>
      <Disclosure {...args} />
    </Frame>
  ),
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: Enter and Space toggle it; the content is out of the tab order while hidden. */
export const Collapsed: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "Utrustning" });
    const region = document.getElementById(button.getAttribute("aria-controls") ?? "");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(region).not.toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(canvas.getByRole("region", { name: "Utrustning" })).toBeVisible());
    await userEvent.keyboard(" ");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Utrustning" })).toHaveTextContent(
      "Panoramaglastak",
    );
  },
};

/** In a heading, for the page outline (here h3). */
export const InAHeading: Story = {
  args: { headingLevel: 3, summary: "Teknisk data", children: <p>190 hk, 0–100 km/h 8,0 s.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Teknisk data" })).toBeVisible();
  },
};

export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: (args) => (
    <Frame>
      <Disclosure {...args} defaultOpen />
      <Disclosure summary="Teknisk data">190 hk, 0–100 km/h 8,0 s.</Disclosure>
    </Frame>
  ),
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <Disclosure {...args} defaultOpen />}</InEveryBrand>,
};
