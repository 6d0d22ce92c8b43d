import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { storyTranslate } from "../../stories/texts";
import { AlertBanner, type AlertBannerProps } from "./AlertBanner";
import { alertBannerLabels } from "./labels";

/** Dismissing hides the banner (the app also sets the hideAlert cookie for a day). */
function Dismissible(props: AlertBannerProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <AlertBanner
      {...props}
      onDismiss={() => {
        props.onDismiss?.();
        setShown(false);
      }}
    />
  ) : (
    <p>Meddelandet är stängt.</p>
  );
}

const meta = {
  title: "Blocks/AlertBanner",
  component: AlertBanner,
  args: {
    labels: alertBannerLabels(storyTranslate),
    title: "Ändrade öppettider under påsken",
    text: "Alla anläggningar har stängt långfredag och annandag påsk. Webbshoppen är öppen som vanligt.",
    tone: "info",
    onDismiss: fn(),
  },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An information alert in the page flow; the close button works with the keyboard. */
export const Information: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: (args) => <Dismissible {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Stäng meddelandet" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("region", { name: "Viktigt meddelande" })).toBeNull();
  },
};

/** Warning alerts cannot be dismissed: no close button. */
export const Warning: Story = {
  args: {
    tone: "warning",
    title: "Återkallelse av Kia Niro 2022",
    text: "Kontrollera om din bil omfattas och boka en kostnadsfri åtgärd hos närmaste verkstad.",
    onDismiss: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Viktigt meddelande" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Error: Story = {
  args: {
    tone: "error",
    title: "Driftstörning",
    text: "Vår telefonväxel ligger nere. Mejla kundtjanst@automotive.example så svarar vi i dag.",
  },
};

/** Title only, or text only: either is enough to show an alert. */
export const TitleOnly: Story = { args: { text: undefined } };
export const TextOnly: Story = { args: { title: undefined } };

/**
 * Floating: fixed to the bottom of the viewport, out of the page flow, so appearing after
 * hydration or being dismissed shifts nothing; it stays clear of the scroll-to-top button.
 */
export const Floating: Story = {
  args: { placement: "floating" },
  render: (args) => <Dismissible {...args} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Viktigt meddelande" });
    await expect(getComputedStyle(region).position).toBe("fixed");
    // Reserved when the ResizeObserver reports the card, after layout.
    await waitFor(() => expect(document.documentElement.style.scrollPaddingBottom).toMatch(/px$/));
  },
};

/** Compact: one line (the title) that expands to the whole message and folds again. */
export const Compact: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { compact: true },
  render: (args) => <Dismissible {...args} />,
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByRole("button", { name: "Ändrade öppettider under påsken" });
    const text = canvas.getByText(/Alla anläggningar har stängt/);
    await expect(summary).toHaveAttribute("aria-expanded", "false");
    await expect(text).not.toBeVisible();
    await userEvent.click(summary);
    await expect(summary).toHaveAttribute("aria-expanded", "true");
    await expect(text).toBeVisible();
    await userEvent.click(summary);
    await expect(text).not.toBeVisible();
  },
};

/** On a phone the floating card is compact by itself: one line at the bottom of the screen. */
export const FloatingOnPhone: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  args: { placement: "floating" },
  render: (args) => <Dismissible {...args} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Viktigt meddelande" });
    await waitFor(() => expect(region).toHaveAttribute("data-compact"));
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(64);
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack">
      {(brand) => (
        <>
          <AlertBanner {...args} labels={{ ...args.labels, region: `Information ${brand.name}` }} />
          <AlertBanner
            {...args}
            labels={{ ...args.labels, region: `Varning ${brand.name}` }}
            tone="warning"
            onDismiss={undefined}
          />
          <AlertBanner
            {...args}
            labels={{ ...args.labels, region: `Kompakt ${brand.name}` }}
            compact
          />
        </>
      )}
    </InEveryBrand>
  ),
};
