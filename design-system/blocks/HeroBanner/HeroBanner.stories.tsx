import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { demoVideoBase64 } from "../../../api-adapters/mocks/demo-video";
import { demoPhoto } from "../../primitives/Image/storyImages";
import { storyTranslate } from "../../stories/texts";
import { HeroBanner, type HeroSlide } from "./HeroBanner";
import { heroBannerLabels } from "./labels";

/*
 * Photos are SVG data URLs and the video the demo's own small MP4 as a data URL (Storybook runs
 * offline): it really plays, and the toggles follow its play and pause events.
 */
const photo = (label: string, variant: number) =>
  ({ src: demoPhoto({ label, variant }), alt: "", width: 1600, height: 900 }) as const;
const phonePhoto = (label: string, variant: number) =>
  ({ src: demoPhoto({ label, variant, width: 800, height: 1200 }), alt: "" }) as const;
const demoVideo = `data:video/mp4;base64,${demoVideoBase64}`;

const slides: HeroSlide[] = [
  {
    id: "ex30",
    title: "Nya Volvo EX30 – nu i lager",
    text: "Helt elektrisk, upp till 476 km räckvidd och leverans före årsskiftet.",
    button: { href: "/ex30", text: "Upptäck EX30" },
    image: photo("Volvo EX30", 0),
    phoneImage: phonePhoto("EX30 mobil", 0),
    subTitle: "Kampanj",
    subTitleLink: { href: "/villkor", text: "Läs villkoren" },
    textShadow: true,
  },
  {
    id: "vinterhjul",
    title: "Vinterhjul på köpet",
    text: "Köp en begagnad bil i november så bjuder vi på kompletta vinterhjul.",
    button: { href: "/kop-bil", text: "Se bilar i lager", variant: "Secondary" },
    image: photo("Vinterhjul", 1),
  },
  {
    id: "service",
    title: "Service med fast pris",
    text: "Boka service online – du ser priset innan du bokar.",
    button: { href: "/service", text: "Boka service", variant: "Ghost" },
    image: photo("Verkstad", 2),
    textColor: "Dark",
  },
];

const videoSlides: HeroSlide[] = [
  {
    id: "ex90",
    title: "Nya Volvo EX90",
    text: "Sju säten, helt elektrisk.",
    button: { href: "/ex90", text: "Boka provkörning" },
    video: demoVideo,
    image: photo("EX90 film", 3),
  },
  {
    id: "leverans",
    title: "Så går leveransen till",
    video: demoVideo,
    image: photo("Leverans film", 1),
  },
];

const labels = heroBannerLabels(storyTranslate);

const onSearch = fn();

const meta = {
  title: "Blocks/HeroBanner",
  component: HeroBanner,
  args: { slides, labels, hasMediaButtons: true },
  argTypes: { slides: { control: false } },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visual baseline: the carousel's first slide and the search bar, untouched. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: {
    search: {
      onSearch,
      placeholder: storyTranslate("Blocks.HeroBanner.SearchPlaceholder"),
      label: "Sök bland bilar",
      buttonLabel: "Sök",
      regionLabel: "Bilsök",
    },
  },
};

/** The carousel with the search bar: loops, previous/next, dots; search submits on Enter. */
export const CarouselWithSearch: Story = {
  args: {
    search: {
      onSearch,
      placeholder: storyTranslate("Blocks.HeroBanner.SearchPlaceholder"),
      label: "Sök bland bilar",
      buttonLabel: "Sök",
      regionLabel: "Bilsök",
    },
  },
  play: async ({ canvas, userEvent, step }) => {
    const dot = (n: number) => canvas.getByRole("button", { name: `Gå till bild ${n} av 3` });
    await step("The next button moves a slide, and the carousel loops", async () => {
      await expect(dot(1)).toHaveAttribute("aria-current", "true");
      await userEvent.click(canvas.getByRole("button", { name: "Nästa bild" }));
      // The carousel starts as it comes near the viewport; a press before then waits for it.
      await waitFor(() => expect(dot(2)).toHaveAttribute("aria-current", "true"), {
        timeout: 5000,
      });
      await userEvent.click(canvas.getByRole("button", { name: "Föregående bild" }));
      await userEvent.click(canvas.getByRole("button", { name: "Föregående bild" }));
      await expect(dot(3)).toHaveAttribute("aria-current", "true");
    });
    await step("The search button is disabled while the input is empty", async () => {
      const input = canvas.getByRole("searchbox", { name: "Sök bland bilar" });
      const button = canvas.getByRole("button", { name: "Sök" });
      await expect(input).toHaveAttribute("placeholder", "Sök på märke, modell eller utrustning");
      await expect(button).toHaveAttribute("aria-disabled", "true");
      await userEvent.click(button);
      await expect(onSearch).not.toHaveBeenCalled();
      await userEvent.type(input, "  Volvo XC60 {Enter}");
      await expect(onSearch).toHaveBeenLastCalledWith("Volvo XC60");
      await expect(button).not.toHaveAttribute("aria-disabled");
      await userEvent.click(button);
      await expect(onSearch).toHaveBeenCalledTimes(2);
      await userEvent.clear(input);
      await expect(button).toHaveAttribute("aria-disabled", "true");
    });
  },
};

/** One slide: no carousel controls. */
export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Nya Volvo EX30");
    await expect(canvas.queryByRole("button", { name: "Nästa bild" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Läs villkoren" })).toHaveAttribute(
      "href",
      "/villkor",
    );
  },
};

/** Opening the page: the slide titles are h1. */
export const AsPageTitle: Story = {
  args: { slides: slides.slice(0, 1), headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Nya Volvo EX30");
  },
};

/** The search bar with the authored placeholder. */
export const SearchPlaceholder: Story = {
  args: {
    slides: slides.slice(1, 2),
    search: {
      onSearch: fn(),
      placeholder: "Sök bland 1 200 bilar",
      label: "Sök bland bilar",
      buttonLabel: "Sök",
    },
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("searchbox", { name: "Sök bland bilar" });
    await expect(input).toHaveAttribute("placeholder", "Sök bland 1 200 bilar");
    await userEvent.type(input, "   ");
    await expect(canvas.getByRole("button", { name: "Sök" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** A video slide with play/pause and mute toggles always on screen (HasMediaButtons). */
export const VideoWithMediaButtons: Story = {
  args: { slides: videoSlides.slice(0, 1) },
  play: async ({ canvas, userEvent }) => {
    const pause = await canvas.findByRole("button", { name: "Pausa video" });
    await userEvent.click(pause);
    await expect(canvas.getByRole("button", { name: "Spela video" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Slå på ljud" }));
    await expect(canvas.getByRole("button", { name: "Stäng av ljud" })).toBeInTheDocument();
  },
};

/** Without HasMediaButtons the toggles appear on hover and keyboard focus (WCAG 2.2.2). */
export const VideoButtonsOnFocus: Story = {
  args: { slides: videoSlides.slice(0, 1), hasMediaButtons: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const pause = await canvas.findByRole("button", { name: "Pausa video" });
    await expect(getComputedStyle(pause.parentElement as Element).opacity).toBe("0");
    await expect(canvasElement.querySelector("[data-media-buttons]")).toHaveAttribute(
      "data-media-buttons",
      "on-hover-or-focus",
    );
    // Keyboard users reach the toggles with Tab; they show while focused.
    for (let press = 0; press < 6 && document.activeElement !== pause; press += 1) {
      await userEvent.tab();
    }
    await expect(pause).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(pause.parentElement as Element).opacity).toBe("1"));
  },
};

/** A video plays only while its slide is selected. */
export const VideoCarousel: Story = {
  args: { slides: videoSlides },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const groups = () => within(canvasElement).getAllByRole("group", { hidden: true });
    const slide = (index: number) => within(groups()[index] as HTMLElement);
    await waitFor(() =>
      expect(slide(0).getByRole("button", { name: "Pausa video" })).toBeInTheDocument(),
    );
    await expect(
      slide(1).getByRole("button", { name: "Spela video", hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Nästa bild" }));
    await waitFor(() =>
      expect(slide(1).getByRole("button", { name: "Pausa video" })).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(
        slide(0).getByRole("button", { name: "Spela video", hidden: true }),
      ).toBeInTheDocument(),
    );
  },
};

/** Content in the centre of a medium-height hero. */
export const CenteredMedium: Story = {
  args: {
    slides: slides.slice(0, 1),
    contentPlacementX: "Center",
    contentPlacementY: "Center",
    height: "Medium",
  },
};

/** Content at the top right. */
export const TopRight: Story = {
  args: { slides: slides.slice(1, 2), contentPlacementX: "Right", contentPlacementY: "Top" },
};

/** As tall as the screen (FullHeight). */
export const FullHeight: Story = {
  args: { slides: slides.slice(1, 2), height: "FullHeight" },
};

/** Dark text on a light gradient (TextColor Dark). */
export const DarkText: Story = {
  args: { slides: slides.slice(2, 3) },
};

/** A sub-title pill in its own colour (SubTitleColor Dark on a light-text slide). */
export const SubTitleColor: Story = {
  args: {
    slides: [{ ...(slides[0] as HeroSlide), subTitleColor: "Dark", textShadow: false }],
  },
};

/** Slides without a video or an image source are left out; with none, nothing renders. */
export const NothingToShow: Story = {
  args: {
    slides: [
      { title: "Utan bild", text: "Den här bilden saknar källa.", image: { src: "" } },
      { title: "Bara text" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("heading")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand layout="stack" padded={false}>
      {() => <HeroBanner {...args} slides={slides.slice(0, 1)} />}
    </InEveryBrand>
  ),
};
