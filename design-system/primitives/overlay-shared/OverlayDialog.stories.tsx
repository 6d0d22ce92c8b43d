import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { OverlayDialog } from "./OverlayDialog";

/**
 * The base of Modal, Drawer and BottomSheet (internal): dialog mechanics without placement.
 * Brand designers review the three overlays; this story documents the shared frame.
 */
const meta = {
  title: "Internal/OverlayDialog",
  component: OverlayDialog,
  parameters: { layout: "padded" },
  args: {
    open: true,
    inlinePreview: true,
    onClose: fn(),
    title: "Boka provkörning",
    description: "Vi hör av oss inom en arbetsdag.",
    children: "Välj anläggning och en tid som passar dig.",
    closeLabel: "Stäng",
  },
} satisfies Meta<typeof OverlayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  /** The catalogue preview renders the panel in place; the overlays' own stories test closing. */
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Boka provkörning" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Stäng" })).toBeVisible();
  },
};
