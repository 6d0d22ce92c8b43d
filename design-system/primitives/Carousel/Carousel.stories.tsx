import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect, fn, waitFor, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space, vars } from "../../theme";
import { Button } from "../Button";
import { Card } from "../Card";
import { Heading } from "../Heading";
import { Image } from "../Image";
import { demoPhoto } from "../Image/storyImages";
import { Text } from "../Text";
import { storyTranslate } from "../../stories/texts";
import { Carousel } from "./Carousel";
import { carouselLabels } from "./labels";

const HeroSlide = styled.div`
  display: grid;
  gap: ${space.sm};
  padding-bottom: ${space.md};
  background: ${vars.color.surfaceRaised};
  border-radius: ${vars.radius.card};
  overflow: hidden;
  > :not(:first-child) {
    margin-inline: ${space.md};
  }
`;

const Frame = styled.div`
  max-width: 48rem;
`;

const offers = [
  { model: "Volvo EX30", text: "Privatleasing från 3 995 kr/mån", href: "/erbjudanden/ex30" },
  { model: "Volvo XC60", text: "Vinterhjul på köpet i november", href: "/erbjudanden/xc60" },
  { model: "Volvo EX90", text: "Boka en provkörning idag", href: "/erbjudanden/ex90" },
  { model: "Volvo V60", text: "Förmånsvärde från 1 950 kr/mån", href: "/erbjudanden/v60" },
];

const heroSlides = offers.map((offer, index) => (
  <HeroSlide key={offer.model}>
    <Image
      src={demoPhoto({ label: offer.model, variant: index })}
      alt=""
      width={1600}
      height={900}
      priority={index === 0}
    />
    <Heading level={2} size="xl">
      {offer.model}
    </Heading>
    <Text>{offer.text}</Text>
    <div>
      <Button href={offer.href}>Läs mer om {offer.model}</Button>
    </div>
  </HeroSlide>
));

/**
 * The carousel marks slides inert once its scroll has settled (embla's animation): on a busy
 * machine that takes longer than waitFor's default second.
 */
const untilSettled = { timeout: 5000 };

const meta = {
  title: "Primitives/Carousel",
  component: Carousel,
  parameters: { layout: "padded" },
  args: {
    label: "Erbjudanden",
    children: heroSlides,
    onSelect: fn(),
    labels: carouselLabels(storyTranslate),
  },
  argTypes: { children: { control: false } },
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
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function slideGroups(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole("group", { hidden: true });
}

/** Previous and next buttons; at the ends (no loop) they are marked unavailable. */
export const PreviousAndNext: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const previous = canvas.getByRole("button", { name: "Föregående bild" });
    const next = canvas.getByRole("button", { name: "Nästa bild" });
    const dot = (n: number) => canvas.getByRole("button", { name: `Gå till bild ${n} av 4` });
    await expect(canvas.getByRole("region", { name: "Erbjudanden" })).toHaveAttribute(
      "aria-roledescription",
      "karusell",
    );
    await waitFor(() => expect(previous).toHaveAttribute("aria-disabled", "true"), untilSettled);
    await userEvent.click(next);
    // Pressed before the carousel had started, the move comes with its start: wait for its dot.
    await waitFor(() => expect(args.onSelect).toHaveBeenLastCalledWith(1), untilSettled);
    await waitFor(() => expect(dot(2)).toHaveAttribute("aria-current", "true"), untilSettled);
    // Only the slide in view can be reached; the others are inert.
    await waitFor(() => {
      const groups = slideGroups(canvasElement);
      expect(groups[1]).not.toHaveAttribute("inert");
      expect(groups[0]).toHaveAttribute("inert");
    }, untilSettled);
    await userEvent.click(previous);
    await expect(args.onSelect).toHaveBeenLastCalledWith(0);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
  },
};

/** Dot buttons go straight to a slide; the current one has aria-current. */
export const Dots: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dot = (n: number) => canvas.getByRole("button", { name: `Gå till bild ${n} av 4` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await userEvent.click(dot(3));
    // The carousel starts as it comes near the viewport; a press before then waits for it.
    await waitFor(() => expect(args.onSelect).toHaveBeenLastCalledWith(2), untilSettled);
    await waitFor(() => expect(dot(3)).toHaveAttribute("aria-current", "true"), untilSettled);
    await expect(dot(1)).not.toHaveAttribute("aria-current");
    await waitFor(
      () => expect(canvas.getByRole("group", { name: "3 av 4" })).not.toHaveAttribute("inert"),
      untilSettled,
    );
  },
};

/**
 * Keyboard: Tab reaches the visible slide's link, then the controls (hidden slides are skipped);
 * Enter and Space press the buttons; the arrow keys move between slides.
 */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step(
      "Tab reaches the visible slide's link; hidden slides cannot take focus",
      async () => {
        await userEvent.tab();
        await waitFor(() =>
          expect(canvas.getByRole("link", { name: "Läs mer om Volvo EX30" })).toHaveFocus(),
        );
        const hiddenLink = canvas.getByRole("link", {
          name: "Läs mer om Volvo XC60",
          hidden: true,
        });
        await waitFor(() => expect(hiddenLink.closest("[inert]")).not.toBeNull(), untilSettled);
        hiddenLink.focus();
        await expect(hiddenLink).not.toHaveFocus();
      },
    );
    await step("Tab through the controls; Space and Enter press them", async () => {
      canvas.getByRole("button", { name: "Föregående bild" }).focus();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "Gå till bild 1 av 4" })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole("button", { name: "Gå till bild 3 av 4" })).toHaveFocus();
      await userEvent.keyboard(" ");
      await expect(args.onSelect).toHaveBeenLastCalledWith(2);
    });
    await step("The arrow keys move between slides", async () => {
      await userEvent.keyboard("{ArrowRight}");
      await expect(args.onSelect).toHaveBeenLastCalledWith(3);
      await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
      await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    });
    await step("Enter on Previous goes back to the first slide", async () => {
      canvas.getByRole("button", { name: "Föregående bild" }).focus();
      await userEvent.keyboard("{Enter}");
      await expect(args.onSelect).toHaveBeenLastCalledWith(0);
      await waitFor(
        () => expect(canvas.getByRole("group", { name: "1 av 4" })).not.toHaveAttribute("inert"),
        untilSettled,
      );
    });
  },
};

/** Loop: before the first slide comes the last. */
export const Loop: Story = {
  args: { loop: true },
  play: async ({ args, canvas, userEvent }) => {
    const previous = canvas.getByRole("button", { name: "Föregående bild" });
    await expect(previous).not.toHaveAttribute("aria-disabled");
    await userEvent.click(previous);
    await waitFor(() => expect(args.onSelect).toHaveBeenLastCalledWith(3), untilSettled);
    await waitFor(
      () =>
        expect(canvas.getByRole("button", { name: "Gå till bild 4 av 4" })).toHaveAttribute(
          "aria-current",
          "true",
        ),
      untilSettled,
    );
  },
};

/**
 * Autoplay (here every 1.5 s; 5 s by default) with a stop/start control. Hovering or focusing
 * the carousel pauses it; while it rotates the slides are not announced (aria-live off).
 */
export const Autoplay: Story = {
  args: { autoplay: { delay: 1500 }, loop: true },
  play: async ({ args, canvas, userEvent, step }) => {
    const region = canvas.getByRole("region", { name: "Erbjudanden" });
    const track = region.querySelector("[aria-live]") as HTMLElement;
    await step("It rotates by itself", async () => {
      await expect(region).toHaveAttribute("data-rotation", "running");
      await expect(track).toHaveAttribute("aria-live", "off");
      await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(1), { timeout: 4000 });
    });
    const rotation = (state: "running" | "paused") =>
      waitFor(() => expect(region).toHaveAttribute("data-rotation", state));
    await step("Hover pauses it", async () => {
      await userEvent.hover(region);
      await rotation("paused");
      await expect(track).toHaveAttribute("aria-live", "polite");
      await userEvent.unhover(region);
      await rotation("running");
    });
    await step("Focus inside pauses it", async () => {
      canvas.getByRole("button", { name: "Nästa bild" }).focus();
      await rotation("paused");
      canvas.getByRole("button", { name: "Nästa bild" }).blur();
      await rotation("running");
    });
    await step("The control stops it for good, and starts it again", async () => {
      canvas.getByRole("button", { name: "Stoppa bildspelet" }).focus();
      await userEvent.keyboard("{Enter}");
      const start = canvas.getByRole("button", { name: "Starta bildspelet" });
      await expect(start).toHaveFocus();
      start.blur();
      await rotation("paused");
      start.focus();
      await userEvent.keyboard(" ");
      await expect(canvas.getByRole("button", { name: "Stoppa bildspelet" })).toHaveFocus();
      canvas.getByRole("button", { name: "Stoppa bildspelet" }).blur();
      await rotation("running");
    });
  },
};

/** Several cards per view (similar cars), looping; each card is a link card. */
export const CardsPerView: Story = {
  args: {
    label: "Liknande bilar",
    slideSize: "min(19.5rem, 80%)",
    loop: true,
    children: [
      "Kia EV6",
      "Volkswagen ID.4",
      "Skoda Enyaq",
      "Tesla Model Y",
      "Polestar 2",
      "BMW iX1",
    ].map((model, index) => (
      <Card
        key={model}
        href={`/kop-bil/${index}`}
        title={model}
        media={
          <Image
            src={demoPhoto({ label: model, variant: index })}
            alt=""
            width={1600}
            height={900}
          />
        }
      >
        <Text size="sm" tone="muted">
          2023 · {index + 1} 200 mil
        </Text>
        <Text weight="bold">{(389 + index * 20).toString()} 900 kr</Text>
      </Card>
    )),
  },
};

/** One slide: no buttons or dots. */
export const SingleSlide: Story = {
  args: { children: heroSlides[0] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const AllBrands: Story = {
  parameters: { wide: true, layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => (
    <InEveryBrand>
      {(brand) => <Carousel {...args} label={`Erbjudanden ${brand.name}`} autoplay={false} />}
    </InEveryBrand>
  ),
};
