import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { demoPhoto } from "../../primitives/Image/storyImages";
import { videoLabels } from "../../primitives/Video/labels";
import { storyTranslate } from "../../stories/texts";
import { Blurb } from "./Blurb";
import { paragraphs, RichText, type RichTextNode } from "./RichText";

const text = (value: string): RichTextNode => ({ type: "text", text: value });

const richText: RichTextNode[] = [
  {
    type: "element",
    tag: "p",
    children: [
      text("Boka en provkörning på någon av våra "),
      { type: "element", tag: "strong", children: [text("30 anläggningar")] },
      text(". Vi har bilen laddad och redo när du kommer – läs mer om "),
      { type: "element", tag: "a", href: "/provkorning", children: [text("provkörning")] },
      text("."),
    ],
  },
  {
    type: "element",
    tag: "ul",
    children: [
      { type: "element", tag: "li", children: [text("Ta med dig körkortet")] },
      { type: "element", tag: "li", children: [text("Räkna med 45 minuter")] },
    ],
  },
];

const image = {
  src: demoPhoto({ label: "Provkörning", variant: 1, width: 1600, height: 1200 }),
  alt: "Säljare lämnar över bilnyckel till kund",
  width: 1600,
  height: 1200,
};
const phoneImage = {
  src: demoPhoto({ label: "Provkörning mobil", variant: 1, width: 800, height: 1000 }),
  alt: image.alt,
};

const meta = {
  title: "Blocks/Blurb",
  component: Blurb,
  args: {
    title: "Provkör innan du bestämmer dig",
    text: <RichText nodes={richText} />,
    link: { href: "/kontakt", text: "Boka provkörning" },
    media: { kind: "image", image, phoneImage },
    labels: videoLabels(storyTranslate),
  },
  argTypes: { text: { control: false }, media: { control: false } },
} satisfies Meta<typeof Blurb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text beside an image (with a phone crop below 640px). */
export const Image: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Provkör");
    await expect(canvas.getByRole("link", { name: "provkörning" })).toHaveAttribute(
      "href",
      "/provkorning",
    );
    await expect(canvas.getByRole("link", { name: "Boka provkörning" })).toHaveAttribute(
      "href",
      "/kontakt",
    );
    await expect(
      canvas.getByRole("img", { name: "Säljare lämnar över bilnyckel till kund" }),
    ).toBeVisible();
  },
};

/** Media first on wide screens (Reverse). */
export const Reverse: Story = { args: { reverse: true } };

/** A video file: it plays by itself (muted), so its toggles are always there. */
export const VideoFile: Story = {
  args: {
    title: "Bilen i rörelse",
    text: <RichText nodes={paragraphs("Se hur hemleveransen går till.")} />,
    link: undefined,
    media: { kind: "video", src: "data:video/mp4;base64,AAAA", poster: image.src },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Pausa video" }));
    await expect(canvas.getByRole("button", { name: "Spela video" })).toBeInTheDocument();
  },
};

/** A YouTube video with the player's control bar (HasControlBar). */
export const YouTube: Story = {
  args: {
    title: "Se bilen från alla håll",
    text: <RichText nodes={paragraphs("Följ med på en visning av nya EX30 – inifrån och ut.")} />,
    media: { kind: "youtube", videoId: "aqz-KE-bpKQ", title: "Film: Se bilen från alla håll" },
    controlBar: true,
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector("iframe");
    await expect(frame).toHaveAttribute("title", "Film: Se bilen från alla håll");
    await expect(frame?.getAttribute("src")).toContain("youtube-nocookie.com/embed/aqz-KE-bpKQ");
    await expect(frame?.getAttribute("src")).toContain("controls=1");
  },
};

/** YouTube without the control bar. */
export const YouTubeWithoutControlBar: Story = {
  args: { ...YouTube.args, controlBar: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("iframe")?.getAttribute("src")).toContain(
      "controls=0",
    );
  },
};

/** On the raised surface (BackgroundColor Grey or Light). */
export const RaisedBackground: Story = { args: { background: "raised" } };

/** Light text on the inverse surface (BackgroundColor Dark, TextColor White). */
export const InverseBackground: Story = {
  args: { background: "inverse", textColor: "White" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toHaveAttribute(
      "data-background",
      "inverse",
    );
  },
};

/** Light text without a background: the blurb takes the inverse surface. */
export const LightTextOnly: Story = {
  args: { textColor: "Light" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toHaveAttribute(
      "data-background",
      "inverse",
    );
  },
};

/** On the brand's hero colour (BackgroundColor Brand). */
export const BrandBackground: Story = { args: { background: "brand" } };

/** Centred text, as tall as the screen (CenterContent, FullHeight). */
export const CenteredFullHeight: Story = {
  args: { centerContent: true, fullHeight: true },
};

/** A different title level (TitleTag h3), without link. */
export const TitleTagH3: Story = {
  args: { titleLevel: 3, link: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent("Provkör");
  },
};

/**
 * Text and media animations (100 and 200 ms delay, 500 ms): content on screen at load is never
 * hidden; content below the fold fades in when scrolled to; off under reduced motion.
 */
export const Animations: Story = {
  args: { textAnimation: true, mediaAnimation: true },
  play: async ({ canvasElement }) => {
    const reveals = canvasElement.querySelectorAll("[data-reveal]");
    await waitFor(() => expect(reveals[0]).toHaveAttribute("data-reveal", "static"));
    await expect(reveals[1]).toHaveAttribute("data-reveal", "static");
  },
};

/**
 * Below the fold: hidden at once after mount (no fade-out from the server's visible state), and
 * faded in when scrolled to.
 */
export const AnimationsBelowTheFold: Story = {
  args: { textAnimation: true, mediaAnimation: true },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: "300vh" }} aria-hidden="true" />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [text, media] = [...canvasElement.querySelectorAll<HTMLElement>("[data-reveal]")];
    if (!text || !media) throw new Error("the blurb's columns are missing");
    try {
      await waitFor(() => expect(text).toHaveAttribute("data-reveal", "hidden"));
      for (const column of [text, media]) {
        await expect(getComputedStyle(column).opacity).toBe("0");
        await expect(getComputedStyle(column).transitionDuration).toBe("0s");
      }
      text.scrollIntoView();
      await waitFor(() => expect(text).toHaveAttribute("data-reveal", "shown"));
      await expect(getComputedStyle(text).transitionDuration).toBe("0.5s, 0.5s");
      await waitFor(() => expect(getComputedStyle(media).opacity).toBe("1"), { timeout: 3000 });
    } finally {
      // The story tests share one page: leave it scrolled to the top for the next story.
      window.scrollTo(0, 0);
    }
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <Blurb {...args} />}
    </InEveryBrand>
  ),
};
