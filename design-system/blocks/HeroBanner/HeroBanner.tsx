import { useId, useState, type FormEvent } from "react";
import styled, { css } from "styled-components";
import { fontSize, mediaUp, motion, space, vars } from "../../theme";
import { Container } from "../../layout/Container";
import { Button } from "../../primitives/Button";
import { Carousel, type CarouselLabels } from "../../primitives/Carousel";
import { Heading } from "../../primitives/Heading";
import { Icon } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import { TextField } from "../../primitives/TextField";
import { Video, type VideoLabels } from "../../primitives/Video";
import { ArtDirectedImage, useArtDirectedVideo, type MediaImage } from "./media";
import {
  canSearch,
  heroTone,
  renderableSlides,
  type HeroHeight,
  type HeroPlacementX,
  type HeroPlacementY,
  type HeroTextColor,
  type HeroTone,
} from "./rules";

export interface HeroSlide {
  /** A stable key (the CMS item id). */
  id?: string;
  title?: string;
  text?: string;
  /** A soft shadow behind the text, for busy photos. */
  textShadow?: boolean;
  /** Light (default) or dark text; the gradient behind the text follows it. */
  textColor?: HeroTextColor | (string & {});
  button?: { href: string; text: string; variant?: string };
  image?: MediaImage;
  /** The phone crop, used below 640px. */
  phoneImage?: MediaImage;
  /** A video file URL; the slide's image is its poster. */
  video?: string;
  phoneVideo?: string;
  /** A short line in a pill above the title ("Kampanj", "Nyhet"), optionally a link. */
  subTitle?: string;
  subTitleLink?: { href: string; text: string };
  subTitleColor?: HeroTextColor | (string & {});
}

export interface HeroSearchProps {
  /** Called with the trimmed term on Enter or the button (never with an empty term). */
  onSearch: (term: string) => void;
  /** The authored placeholder, else the catalogue's (Swedish: the specs' "Sök på märke, …"). */
  placeholder: string;
  /** The input's accessible name (visually hidden). */
  label: string;
  buttonLabel: string;
  /** Names the search landmark. */
  regionLabel?: string;
}

export interface HeroBannerLabels {
  /** Names the carousel ("Utvalt just nu"). */
  carousel: string;
  /** The carousel's controls and slides (carouselLabels(t)). */
  controls: CarouselLabels;
  /** A video slide's toggles (videoLabels(t)). */
  video: VideoLabels;
}

export interface HeroBannerProps {
  /** Slides without a video or an image source are left out; with none left, nothing renders. */
  slides: HeroSlide[];
  /** Keeps the video's play/pause and mute toggles on screen; otherwise they appear on hover and focus. */
  hasMediaButtons?: boolean;
  contentPlacementX?: HeroPlacementX;
  contentPlacementY?: HeroPlacementY;
  height?: HeroHeight;
  /** The optional search bar under the slides. */
  search?: HeroSearchProps;
  /** The slide titles' level: 1 when the hero opens the page. */
  headingLevel?: 1 | 2;
  labels: HeroBannerLabels;
}

const heights: Record<HeroHeight, ReturnType<typeof css>> = {
  Default: css`
    min-height: 24rem;
    ${mediaUp("md")} {
      min-height: 32rem;
    }
  `,
  Medium: css`
    min-height: max(24rem, 70svh);
  `,
  FullHeight: css`
    min-height: 100svh;
  `,
};

const alignY: Record<HeroPlacementY, string> = { Top: "start", Center: "center", Bottom: "end" };
const alignX: Record<HeroPlacementX, string> = { Left: "start", Center: "center", Right: "end" };

const Root = styled.section`
  position: relative;
`;

const MediaLayer = styled.div`
  position: absolute;
  inset: 0;
  /* The Video primitive's toggle row: above the gradient and the text layer. */
  > div > div {
    z-index: 2;
  }
`;

/** The shade behind the text: from the side the text sits on, or all over for centred text. */
function scrim(tone: HeroTone, y: HeroPlacementY) {
  const shade =
    tone === "light"
      ? vars.color.overlay
      : `color-mix(in srgb, ${vars.color.surface} 85%, transparent)`;
  if (y === "Center") {
    return `linear-gradient(color-mix(in srgb, ${shade} 80%, transparent), color-mix(in srgb, ${shade} 80%, transparent))`;
  }
  return `linear-gradient(to ${y === "Top" ? "bottom" : "top"}, ${shade}, transparent 75%)`;
}

const SlideFrame = styled.div<{
  $height: HeroHeight;
  $tone: HeroTone;
  $y: HeroPlacementY;
  $buttonsAlways: boolean;
}>`
  position: relative;
  display: grid;
  overflow: hidden;
  isolation: isolate;
  background: ${vars.color.surfaceInverse};
  ${({ $height }) => heights[$height]}
  color: ${({ $tone }) => ($tone === "light" ? vars.color.textInverse : vars.color.text)};
  /* A gradient behind the text keeps it readable on the photo. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 0;
    pointer-events: none;
    background: ${({ $tone, $y }) => scrim($tone, $y)};
  }
  ${({ $buttonsAlways }) =>
    !$buttonsAlways &&
    css`
      ${MediaLayer} > div > div {
        opacity: 0;
        transition: opacity ${motion.base};
      }
      &:hover ${MediaLayer} > div > div,
      ${MediaLayer} > div > div:focus-within {
        opacity: 1;
      }
    `}
`;

const Content = styled(Container)<{ $x: HeroPlacementX; $y: HeroPlacementY; $shadow: boolean }>`
  position: relative;
  z-index: 1;
  display: grid;
  align-content: ${({ $y }) => alignY[$y]};
  justify-items: ${({ $x }) => alignX[$x]};
  text-align: ${({ $x }) => ($x === "Center" ? "center" : "start")};
  padding-block: ${space.xl} ${space.xxl};
  /* Only the copy takes the pointer: the video's toggles underneath stay clickable. */
  pointer-events: none;
  ${({ $shadow }) =>
    $shadow &&
    css`
      text-shadow: 0 1px 0.5rem ${vars.color.overlay};
    `}
`;

const Copy = styled.div<{ $x: HeroPlacementX }>`
  display: grid;
  gap: ${space.md};
  justify-items: ${({ $x }) => alignX[$x]};
  max-width: 40rem;
  pointer-events: auto;
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
`;

const Pill = styled.p<{ $tone: HeroTone }>`
  margin: 0;
  padding: ${space.xxs} ${space.sm};
  border-radius: ${vars.radius.chip};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
  text-shadow: none;
  background: ${({ $tone }) => ($tone === "light" ? vars.color.overlay : vars.color.surface)};
  color: ${({ $tone }) => ($tone === "light" ? vars.color.textInverse : vars.color.text)};
`;

const SearchBand = styled.div`
  background: ${vars.color.heroSurface};
  color: ${vars.color.heroText};
  padding-block: ${space.lg};
`;

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${space.sm};
  max-width: 44rem;
  margin-inline: auto;
  input {
    min-height: 2.75rem;
  }
`;

function HeroSlideView({
  slide,
  active,
  paused,
  onPausedChange,
  priority,
  height,
  placementX,
  placementY,
  headingLevel,
  hasMediaButtons,
  labels,
}: {
  slide: HeroSlide;
  active: boolean;
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
  priority: boolean;
  height: HeroHeight;
  placementX: HeroPlacementX;
  placementY: HeroPlacementY;
  headingLevel: 1 | 2;
  hasMediaButtons: boolean;
  labels: HeroBannerLabels;
}) {
  const tone = heroTone(slide.textColor);
  const videoSrc = useArtDirectedVideo(slide.video, slide.phoneVideo);
  const hasCopy = Boolean(slide.title || slide.text || slide.button || slide.subTitle);
  return (
    <SlideFrame
      $height={height}
      $tone={tone}
      $y={placementY}
      $buttonsAlways={hasMediaButtons}
      data-tone={tone}
      data-media-buttons={hasMediaButtons ? "always" : "on-hover-or-focus"}
    >
      <MediaLayer>
        {videoSrc ? (
          <Video
            src={videoSrc}
            poster={slide.image?.src}
            fit="cover"
            loop
            playing={active && !paused}
            onPlayingChange={(playing) => onPausedChange(!playing)}
            labels={labels.video}
          />
        ) : slide.image ? (
          <ArtDirectedImage
            image={slide.image}
            phoneImage={slide.phoneImage}
            alt={slide.image.alt ?? ""}
            priority={priority}
            fit
          />
        ) : null}
      </MediaLayer>
      {hasCopy ? (
        <Content $x={placementX} $y={placementY} $shadow={Boolean(slide.textShadow)}>
          <Copy $x={placementX}>
            {slide.subTitle || slide.subTitleLink ? (
              <Pill $tone={heroTone(slide.subTitleColor ?? slide.textColor)}>
                {slide.subTitle}
                {slide.subTitle && slide.subTitleLink ? " " : null}
                {slide.subTitleLink ? (
                  <Link href={slide.subTitleLink.href}>{slide.subTitleLink.text}</Link>
                ) : null}
              </Pill>
            ) : null}
            {slide.title ? (
              <Heading level={headingLevel} size="display">
                {slide.title}
              </Heading>
            ) : null}
            {slide.text ? <Lead>{slide.text}</Lead> : null}
            {slide.button ? (
              <Button href={slide.button.href} variant={slide.button.variant}>
                {slide.button.text}
              </Button>
            ) : null}
          </Copy>
        </Content>
      ) : null}
    </SlideFrame>
  );
}

function HeroSearch({ onSearch, placeholder, label, buttonLabel, regionLabel }: HeroSearchProps) {
  const [term, setTerm] = useState("");
  const enabled = canSearch(term);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enabled) onSearch(term.trim());
  };
  return (
    <SearchBand>
      <Container>
        <SearchForm role="search" aria-label={regionLabel} onSubmit={submit}>
          <TextField
            type="search"
            label={label}
            hideLabel
            placeholder={placeholder}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            enterKeyHint="search"
            autoComplete="off"
          />
          {/* Secondary: the one action colour every theme keeps readable on the hero band. */}
          <Button type="submit" variant="Secondary" disabled={!enabled}>
            <Icon name="Search" />
            {buttonLabel}
          </Button>
        </SearchForm>
      </Container>
    </SearchBand>
  );
}

/**
 * The hero: one slide, or a looping carousel of slides (Carousel on Embla), each with a photo
 * (and a phone crop below 640px) or a video, title, text, button and a sub-title pill, placed
 * left, centre or right and top, centre or bottom. A video plays only while its slide is
 * selected and has play/pause and mute toggles. The optional search bar below submits on Enter
 * or its button, which is disabled while the input is empty. Slides with neither a video nor
 * an image source are left out; with none left the hero renders nothing (specs).
 */
export function HeroBanner({
  slides,
  hasMediaButtons = false,
  contentPlacementX = "Left",
  contentPlacementY = "Bottom",
  height = "Default",
  search,
  headingLevel = 2,
  labels,
}: HeroBannerProps) {
  const shown = renderableSlides(slides);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const id = useId();
  if (shown.length === 0) return null;

  const views = shown.map((slide, index) => (
    <HeroSlideView
      key={slide.id ?? `${id}-${index}`}
      slide={slide}
      active={index === active}
      paused={paused}
      onPausedChange={setPaused}
      priority={index === 0}
      height={height}
      placementX={contentPlacementX}
      placementY={contentPlacementY}
      headingLevel={headingLevel}
      hasMediaButtons={hasMediaButtons}
      labels={labels}
    />
  ));

  return (
    <Root aria-label={shown.length === 1 ? shown[0]?.title : undefined} data-height={height}>
      {shown.length === 1 ? (
        views[0]
      ) : (
        <Carousel
          label={labels.carousel}
          loop
          gap="xxs"
          onSelect={setActive}
          labels={labels.controls}
        >
          {views}
        </Carousel>
      )}
      {search ? <HeroSearch {...search} /> : null}
    </Root>
  );
}
