import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Button } from "./Button";
import { buttonVariants } from "./variant";

/** The dark surface Ghost Contrast is designed for (image overlays, inverse bands). */
const InverseSurface = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  padding: ${space.lg};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/Button",
  component: Button,
  parameters: { layout: "padded" },
  args: { children: "Boka provkörning", variant: "Primary", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: [...buttonVariants, "Neon (unknown)"] },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = {
  args: { variant: "Secondary", children: "Värdera din bil" },
};

export const Ghost: Story = {
  args: { variant: "Ghost", children: "Se alla begagnade bilar" },
};

export const GhostContrast: Story = {
  args: { variant: "Ghost Contrast", children: "Upptäck nya Volvo EX30" },
  decorators: [
    (Story) => (
      <InverseSurface>
        <Story />
      </InverseSurface>
    ),
  ],
};

/** Content authors type the variant: a value the design does not know renders as Primary. */
export const UnknownVariantFallsBackToPrimary: Story = {
  args: { variant: "Neon", children: "Okänd variant" },
  render: (args) => (
    <Row>
      <Button {...args} />
      <Button variant="Primary">Primary</Button>
    </Row>
  ),
  play: async ({ canvas }) => {
    const unknown = canvas.getByRole("button", { name: "Okänd variant" });
    const primary = canvas.getByRole("button", { name: "Primary" });
    await expect(unknown.className).toBe(primary.className);
  },
};

/** With `href` the button is a link (through LinkProvider, so the app's router link in the app). */
export const AsLink: Story = {
  args: { href: "/kop-bil", children: "Se bilar i lager" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Se bilar i lager" });
    await expect(link).toHaveAttribute("href", "/kop-bil");
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Skickar förfrågan…" },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Skickar förfrågan…" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled uses aria-disabled: the button stays focusable and announced, but does nothing. */
export const Disabled: Story = {
  args: { disabled: true, children: "Slutsåld" },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Slutsåld" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Keyboard users reach the button with Tab and activate it with Enter and Space. */
export const KeyboardAndClick: Story = {
  args: { children: "Boka service" },
  play: async ({ args, canvas, userEvent, step }) => {
    const button = canvas.getByRole("button", { name: "Boka service" });
    await step("Tab focuses the button", async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    });
    await step("Enter and Space activate it", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(args.onClick).toHaveBeenCalledTimes(1);
      await userEvent.keyboard(" ");
      await expect(args.onClick).toHaveBeenCalledTimes(2);
    });
    await step("A click activates it", async () => {
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(3);
    });
  },
};

/** Every variant and state together: the snapshot brand designers review per brand. */
export const AllVariants: Story = {
  tags: ["visual"],
  parameters: { layout: "fullscreen", chromatic: { modes: brandModes } },
  render: () => (
    <>
      <Row>
        <Button variant="Primary">Boka provkörning</Button>
        <Button variant="Secondary">Värdera din bil</Button>
        <Button variant="Ghost">Se alla bilar</Button>
        <Button href="/kop-bil">Se bilar i lager</Button>
        <Button loading>Skickar…</Button>
        <Button disabled>Slutsåld</Button>
      </Row>
      <InverseSurface>
        <Button variant="Ghost Contrast">Upptäck elbilarna</Button>
        <Button variant="Secondary">Värdera din bil</Button>
      </InverseSurface>
    </>
  ),
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => (
    <InEveryBrand>
      {() => (
        <Row>
          <Button variant="Primary">Boka provkörning</Button>
          <Button variant="Secondary">Värdera din bil</Button>
          <Button variant="Ghost">Se alla bilar</Button>
        </Row>
      )}
    </InEveryBrand>
  ),
};
