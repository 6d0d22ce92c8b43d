import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fireEvent, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import {
  DEMO_360_FRAME_COUNT,
  interiorPanorama,
  turntableFrame,
} from "../../../api-adapters/mocks/autosonshow-drawings";
import { demoVideoBase64 } from "../../../api-adapters/mocks/demo-video";
import { space } from "../../theme";
import { demoBlur, demoPhoto } from "../../primitives/Image/storyImages";
import { storyTranslate } from "../../stories/texts";
import { CarGallery } from "./CarGallery";
import { carGalleryLabels } from "./labels";
import type { CarGalleryImage, CarGalleryMedia } from "./types";

const title = "Volvo XC60";
const look = { brand: "Volvo", model: "XC60", hex: "#2f5d8a" };
const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const storyImages = (count: number): CarGalleryImage[] =>
  Array.from({ length: count }, (_, n) => ({
    src: demoPhoto({ label: `${title} ${n + 1}`, width: 1200, height: 900, variant: n }),
    thumbnail: demoPhoto({ label: String(n + 1), width: 240, height: 180, variant: n }),
    blurDataUrl: demoBlur(n),
    alt: `${title} B4 AWD Plus Dark, bild ${n + 1}`,
  }));

const video = `data:video/mp4;base64,${demoVideoBase64}`;
const exterior360 = Array.from({ length: DEMO_360_FRAME_COUNT }, (_, n) =>
  svgUrl(turntableFrame(look, n + 1)),
);
const interior360 = svgUrl(interiorPanorama(look));
const allMedia: CarGalleryMedia = { video, exterior360, interior360 };

const Page = styled.div`
  max-width: 48rem;
  padding: ${space.md};
`;

const meta = {
  title: "Flows/CarGallery",
  component: CarGallery,
  args: { images: storyImages(6), title, labels: carGalleryLabels(storyTranslate) },
  argTypes: { images: { control: false }, media: { control: false }, labels: { control: false } },
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
} satisfies Meta<typeof CarGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Six pictures: the main one opens full screen, a thumbnail shows its picture. */
export const Images: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas, userEvent }) => {
    const gallery = canvas.getByRole("region", { name: "Bilder och media" });
    await expect(within(gallery).queryByRole("group", { name: "Visa" })).toBeNull();
    const thumbnails = within(gallery).getAllByRole("button", { name: /^Visa bild \d av 6$/ });
    await expect(thumbnails).toHaveLength(6);
    await expect(thumbnails[0]).toHaveAttribute("aria-current", "true");
    await userEvent.click(thumbnails[2] as HTMLElement);
    await expect(thumbnails[2]).toHaveAttribute("aria-current", "true");
    await expect(
      canvas.getByRole("button", { name: "Visa bild 3 av 6 i helskärm" }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: /bild 3$/ })).toBeInTheDocument();
    // The thumbnails carry the car's blur placeholders.
    await expect(
      gallery.querySelectorAll("li [data-phase]").length +
        gallery.querySelectorAll("li img").length,
    ).toBeGreaterThan(6);
    await userEvent.click(thumbnails[0] as HTMLElement);
  },
};

/** Twenty-four pictures: the thumbnail strip scrolls sideways. */
export const ManyImages: Story = {
  args: { images: storyImages(24) },
  play: async ({ canvas, userEvent }) => {
    const thumbnails = canvas.getAllByRole("button", { name: /^Visa bild \d+ av 24$/ });
    await expect(thumbnails).toHaveLength(24);
    const strip = thumbnails[0]?.closest("ul") as HTMLElement;
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    await userEvent.click(thumbnails[23] as HTMLElement);
    await expect(
      canvas.getByRole("button", { name: "Visa bild 24 av 24 i helskärm" }),
    ).toBeVisible();
  },
};

/** One picture: no thumbnails and no counter. */
export const OneImage: Story = {
  args: { images: storyImages(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Visa bild 1 av 1 i helskärm" })).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(canvas.queryByText("1 / 1")).toBeNull();
  },
};

/** No pictures: the placeholder with the missing-image text. */
export const NoImages: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Bild saknas")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** A car with a video: the switch offers pictures and video only. */
export const WithVideo: Story = {
  args: { media: { video } },
  play: async ({ canvas, userEvent }) => {
    const modes = canvas.getByRole("group", { name: "Visa" });
    await expect(
      within(modes)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Bilder", "Video"]);
    await userEvent.click(within(modes).getByRole("button", { name: "Video" }));
    await expect(within(modes).getByRole("button", { name: "Video" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const player = canvas.getByLabelText("Video av Volvo XC60");
    await expect(player.tagName).toBe("VIDEO");
    await expect(player).toHaveAttribute("controls");
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** The exterior 360: turns by itself, a drag or an arrow key takes over. */
export const Exterior360: Story = {
  args: { media: allMedia },
  play: async ({ canvas, userEvent, step }) => {
    const modes = canvas.getByRole("group", { name: "Visa" });
    await expect(within(modes).getAllByRole("button")).toHaveLength(4);
    await userEvent.click(within(modes).getByRole("button", { name: "360° exteriör" }));
    const viewer = await canvas.findByRole("slider", { name: "360°-vy av Volvo XC60" });
    await expect(viewer).toHaveAccessibleDescription(
      "Dra åt sidan eller använd piltangenterna för att vrida bilen.",
    );
    await step("the 5 frames on each side of the one shown are loaded", async () => {
      await expect(viewer.querySelectorAll("img")).toHaveLength(11);
    });
    if (!reducedMotion()) {
      await step("it turns by itself", async () => {
        await waitFor(() =>
          expect(Number(viewer.getAttribute("aria-valuenow"))).toBeGreaterThan(0),
        );
        await expect(canvas.getByRole("button", { name: "Stoppa rotationen" })).toBeVisible();
      });
    }
    await step("an arrow key stops it and turns it a frame", async () => {
      viewer.focus();
      await userEvent.keyboard("{Home}");
      await expect(viewer).toHaveAttribute("aria-valuenow", "0");
      await userEvent.keyboard("{ArrowRight}");
      await expect(viewer).toHaveAttribute("aria-valuenow", "10");
      await expect(viewer).toHaveAttribute("aria-valuetext", "10°");
      await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
      await expect(viewer).toHaveAttribute("aria-valuenow", "350");
      await expect(canvas.getByRole("button", { name: "Starta rotationen" })).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 400));
      await expect(viewer).toHaveAttribute("aria-valuenow", "350");
    });
    await step("dragging 25 px turns it 5 frames", async () => {
      await userEvent.keyboard("{Home}");
      const box = viewer.getBoundingClientRect();
      const y = box.top + box.height / 2;
      fireEvent.pointerDown(viewer, {
        pointerId: 1,
        button: 0,
        clientX: box.left + 50,
        clientY: y,
      });
      fireEvent.pointerMove(viewer, { pointerId: 1, clientX: box.left + 75, clientY: y });
      fireEvent.pointerUp(viewer, { pointerId: 1, clientX: box.left + 75, clientY: y });
      await expect(viewer).toHaveAttribute("aria-valuenow", "50");
    });
  },
};

/** The interior 360: turns by itself after a second, the arrow keys look round. */
export const Interior360: Story = {
  args: { media: { interior360 } },
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(canvas.getByRole("button", { name: "360° interiör" }));
    const viewer = await canvas.findByRole("slider", {
      name: "360°-vy av interiören i Volvo XC60",
    });
    if (!reducedMotion()) {
      await step("it starts turning after a second", async () => {
        await expect(viewer).toHaveAttribute("aria-valuenow", "0");
        await waitFor(
          () => expect(Number(viewer.getAttribute("aria-valuenow"))).toBeGreaterThan(0),
          { timeout: 3000 },
        );
      });
    }
    await step("the stop button and the arrow keys take over", async () => {
      await userEvent.click(canvas.getByRole("button", { name: /rotationen$/ }));
      if (!reducedMotion()) {
        await expect(canvas.getByRole("button", { name: "Starta rotationen" })).toBeVisible();
      }
      const before = Number(viewer.getAttribute("aria-valuenow"));
      viewer.focus();
      await userEvent.keyboard("{ArrowRight}");
      await expect(Number(viewer.getAttribute("aria-valuenow"))).toBe((before + 10) % 360);
    });
  },
};

/** Full screen: the arrow keys step through the pictures, Esc closes and focus returns. */
export const Fullscreen: Story = {
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole("button", { name: "Visa bild 1 av 6 i helskärm" });
    await userEvent.click(opener);
    const screen = within(document.body);
    const dialog = await screen.findByRole("dialog", { name: title });
    await waitFor(() => expect(dialog).toBeVisible());
    const counter = () => dialog.querySelector("[data-counter]")?.textContent;
    await expect(counter()).toBe("1 / 6");
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(counter()).toBe("2 / 6"));
    await userEvent.keyboard("{ArrowRight}{ArrowLeft}{ArrowRight}{ArrowRight}");
    await waitFor(() => expect(counter()).toBe("4 / 6"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Föregående bild" }));
    await waitFor(() => expect(counter()).toBe("3 / 6"));
    // Focus is in the dialog (showModal makes the page behind inert: the e2e spec tabs round).
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Back on the main picture, which now shows the picture last seen.
    const returned = canvas.getByRole("button", { name: "Visa bild 3 av 6 i helskärm" });
    await expect(returned).toHaveFocus();
  },
};

/** Full screen as the visitor sees it after opening the gallery. */
export const FullscreenOpen: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { defaultFullscreen: true, media: { video } },
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", { name: title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole("button", { name: "Stäng helskärm" })).toBeVisible();
    await expect(within(dialog).getByRole("group", { name: "Visa" })).toBeVisible();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="grid">
      {(brand) => <CarGallery {...args} title={`${title} – ${brand.name}`} />}
    </InEveryBrand>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole("region", { name: "Bilder och media" }).length,
    ).toBeGreaterThan(1);
  },
};
