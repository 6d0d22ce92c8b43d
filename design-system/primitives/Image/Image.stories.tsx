import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http, HttpResponse } from "msw";
import styled from "styled-components";
import { expect, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Image } from "./Image";
import { ImageLoaderProvider } from "./ImageLoaderProvider";
import { demoBlur, demoLoader, demoPhoto } from "./storyImages";

const Frame = styled.div`
  max-width: 40rem;
`;

const FixedBox = styled.div`
  width: 20rem;
  height: 12rem;
  border: 1px solid ${vars.color.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
`;

/** A picture the mock service worker answers after a delay, to show the placeholder. */
const slowPhotoUrl = "/demo-images/slow-xc60.svg";
const neverPhotoUrl = "/demo-images/never-loads.svg";

function decodePhoto(): string {
  return decodeURIComponent(demoPhoto({ label: "Laddad" }).split(",")[1] ?? "");
}

const slowImageHandlers = [
  http.get(slowPhotoUrl, async () => {
    await delay(1200);
    return new HttpResponse(decodePhoto(), { headers: { "Content-Type": "image/svg+xml" } });
  }),
  http.get(neverPhotoUrl, async () => {
    await delay("infinite");
    return new HttpResponse(null, { status: 204 });
  }),
];

const meta = {
  title: "Primitives/Image",
  component: Image,
  parameters: { layout: "padded" },
  args: {
    src: demoPhoto({ label: "Volvo XC60" }),
    alt: "Volvo XC60 i silver, framifrån",
    width: 1600,
    height: 900,
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <Frame>
          <Story />
        </Frame>
      ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No loader provided: the image is shown unoptimised (its own src, no srcset). */
export const Unoptimised: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img", { name: "Volvo XC60 i silver, framifrån" });
    await expect(img).not.toHaveAttribute("srcset");
    await expect(img).toHaveAttribute("loading", "lazy");
  },
};

/**
 * With the app's loader: a srcset at 320, 640, 1280 and 1920 px. The demo loader labels each
 * candidate with its width, so the picture shows which one the browser chose for this viewport.
 */
export const OptimisedWithLoader: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { sizes: "(min-width: 1024px) 40rem, 100vw" },
  render: (args) => (
    <ImageLoaderProvider value={demoLoader}>
      <Image {...args} />
    </ImageLoaderProvider>
  ),
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img");
    await expect(img.getAttribute("srcset")?.split(", ")).toHaveLength(4);
    await expect(img).toHaveAttribute("sizes", "(min-width: 1024px) 40rem, 100vw");
  },
};

/** The hero image: eager, high fetch priority, preloaded. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img");
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
  },
};

/** A slow image: the blurred placeholder shows, then fades out when the picture arrives. */
export const BlurPlaceholder: Story = {
  parameters: { msw: { handlers: slowImageHandlers } },
  args: { src: slowPhotoUrl, blurDataUrl: demoBlur(), alt: "Volvo XC60 (laddas långsamt)" },
  play: async ({ canvas }) => {
    const img = canvas.getByRole("img", { name: "Volvo XC60 (laddas långsamt)" });
    const frame = img.parentElement as HTMLElement;
    await expect(frame).toHaveAttribute("data-phase", "loading");
    await waitFor(() => expect(frame).toHaveAttribute("data-phase", "loaded"), { timeout: 5000 });
  },
};

/** Still loading: only the blurred placeholder is visible, in the space the image will take. */
export const Loading: Story = {
  parameters: { msw: { handlers: slowImageHandlers } },
  args: { src: neverPhotoUrl, blurDataUrl: demoBlur(1), alt: "Bild som laddas" },
};

/** `fit` fills a box the layout sizes: cover crops, contain letterboxes. */
export const Fit: Story = {
  render: (args) => (
    <Row>
      <FixedBox>
        <Image {...args} fit="cover" alt="Beskuren bild (cover)" />
      </FixedBox>
      <FixedBox>
        <Image {...args} fit="contain" alt="Hel bild (contain)" />
      </FixedBox>
    </Row>
  ),
};

/** A decorative image (`alt=""`) is skipped by screen readers. */
export const Decorative: Story = {
  args: { alt: "" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toHaveAttribute("alt", "");
  },
};

export const AllBrands: Story = {
  parameters: { wide: true, layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <Image {...args} />}</InEveryBrand>,
};
