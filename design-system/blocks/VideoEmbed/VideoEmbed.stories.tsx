import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { VideoEmbed } from "./VideoEmbed";

/* Storybook runs offline: the frames show an empty player area; their URL is what is tested. */

const src = (root: HTMLElement) => new URL(root.querySelector("iframe")?.getAttribute("src") ?? "");

const meta = {
  title: "Blocks/VideoEmbed",
  component: VideoEmbed,
  args: { videoId: "aqz-KE-bpKQ", title: "Film: Volvo EX30 på vinterväg" },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 16:9 player on the privacy-enhanced host, lazy loaded and titled. */
export const Default: Story = {
  // Not in local visual regression: the embed's iframe stalls headless Chromium without network.
  tags: [],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector("iframe");
    await expect(frame).toHaveAttribute("title", "Film: Volvo EX30 på vinterväg");
    await expect(frame).toHaveAttribute("loading", "lazy");
    const url = src(canvasElement);
    await expect(url.origin).toBe("https://www.youtube-nocookie.com");
    await expect(url.pathname).toBe("/embed/aqz-KE-bpKQ");
    await expect(url.searchParams.get("controls")).toBe("1");
  },
};

/** Autoplay (muted, as browsers require); never under reduced motion. */
export const Autoplay: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement }) => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    await expect(src(canvasElement).searchParams.get("autoplay")).toBe(reduced ? "0" : "1");
    await expect(src(canvasElement).searchParams.get("mute")).toBe(reduced ? "0" : "1");
  },
};

/** Muted, without the player's control bar. */
export const MutedWithoutControls: Story = {
  args: { mute: true, controls: false },
  play: async ({ canvasElement }) => {
    await expect(src(canvasElement).searchParams.get("mute")).toBe("1");
    await expect(src(canvasElement).searchParams.get("controls")).toBe("0");
  },
};

/** An id that is not a YouTube id renders nothing. */
export const InvalidId: Story = {
  args: { videoId: "inte ett giltigt id" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="grid" padded={false}>
      {() => <VideoEmbed {...args} />}
    </InEveryBrand>
  ),
};
