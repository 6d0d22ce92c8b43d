import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { mediaUp, space, vars } from "../../theme";
import { Container } from "../../layout/Container";
import { Button } from "../../primitives/Button";
import { Heading, type HeadingLevel } from "../../primitives/Heading";
import { Video, type VideoLabels } from "../../primitives/Video";
import { ArtDirectedImage, useArtDirectedVideo, type MediaImage } from "../HeroBanner/media";
import { VideoEmbed } from "../VideoEmbed";
import {
  BLURB_ANIMATION_DURATION_MS,
  BLURB_MEDIA_ANIMATION_DELAY_MS,
  BLURB_TEXT_ANIMATION_DELAY_MS,
  useReveal,
  type RevealPhase,
} from "./animation";
import {
  blurbColors,
  isLightBackground,
  type BlurbBackground,
  type BlurbTextColor,
} from "./colors";

export type BlurbMedia =
  | { kind: "image"; image: MediaImage; phoneImage?: MediaImage }
  | {
      kind: "video";
      src?: string;
      phoneSrc?: string;
      /** A still shown before playing (the blurb's image when it has one). */
      poster?: string;
      label?: string;
    }
  | { kind: "youtube"; videoId: string; title: string };

export interface BlurbProps {
  title: string;
  /** The title's outline level (TitleTag); 2 by default. */
  titleLevel?: Exclude<HeadingLevel, 5 | 6>;
  /** The body: the app passes sanitised rich text (`<RichText>`). */
  text?: ReactNode;
  link?: { href: string; text: string };
  media: BlurbMedia;
  /** Media first on wide screens (Reverse). */
  reverse?: boolean;
  /** The surface; without one, light text puts the blurb on the inverse surface. */
  background?: BlurbBackground;
  /** Dark or light text; never unreadable on the background (see `blurbColors`). */
  textColor?: BlurbTextColor;
  /** Text and media fade and slide in when scrolled to (never under reduced motion). */
  textAnimation?: boolean;
  mediaAnimation?: boolean;
  /** At least as tall as the screen. */
  fullHeight?: boolean;
  /** Centres the text. */
  centerContent?: boolean;
  /** Shows the player controls of a YouTube video (HasControlBar). */
  controlBar?: boolean;
  /** The video file's toggles (videoLabels(t)). */
  labels: VideoLabels;
}

const backgrounds: Record<BlurbBackground, string> = {
  surface: vars.color.surface,
  raised: vars.color.surfaceRaised,
  inverse: vars.color.surfaceInverse,
  brand: vars.color.heroSurface,
};

const Section = styled.section<{ $background: BlurbBackground; $color: string; $full: boolean }>`
  background: ${({ $background }) => backgrounds[$background]};
  color: ${({ $color }) => $color};
  padding-block: ${space.xl};
  ${mediaUp("md")} {
    padding-block: ${space.xxl};
  }
  ${({ $full }) =>
    $full &&
    css`
      min-height: 100svh;
      display: grid;
      align-items: center;
    `}
`;

const Layout = styled.div<{ $reverse: boolean; $center: boolean }>`
  display: grid;
  gap: ${space.xl};
  align-items: ${({ $center }) => ($center ? "center" : "start")};
  ${mediaUp("md")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space.xxl};
    > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 1)};
    }
    > :last-child {
      order: ${({ $reverse }) => ($reverse ? 1 : 2)};
    }
  }
`;

/**
 * Only the reveal animates. Content below the fold is hidden at once after mount: a fade-out
 * from the server's visible state would run for 600 ms while the page loads, showing the text
 * half gone to anything that reads it then (axe measured its contrast mid-fade in CI).
 */
const revealStyles = (phase: RevealPhase, delayMs: number) => {
  if (phase === "static") return "";
  return css`
    ${
      phase === "shown" &&
      css`
        transition:
          opacity ${BLURB_ANIMATION_DURATION_MS}ms ease-out ${delayMs}ms,
          transform ${BLURB_ANIMATION_DURATION_MS}ms ease-out ${delayMs}ms;
      `
    }
    opacity: ${phase === "hidden" ? 0 : 1};
    transform: translateY(${phase === "hidden" ? space.lg : "0"});
    @media (prefers-reduced-motion: reduce) {
      transition: none;
      opacity: 1;
      transform: none;
    }
  `;
};

const TextColumn = styled.div<{ $phase: RevealPhase; $center: boolean }>`
  display: grid;
  gap: ${space.md};
  justify-items: ${({ $center }) => ($center ? "center" : "start")};
  text-align: ${({ $center }) => ($center ? "center" : "start")};
  > * {
    max-width: 40rem;
  }
  ${({ $phase }) => revealStyles($phase, BLURB_TEXT_ANIMATION_DELAY_MS)}
`;

const MediaColumn = styled.div<{ $phase: RevealPhase }>`
  min-width: 0;
  border-radius: ${vars.radius.card};
  overflow: hidden;
  ${({ $phase }) => revealStyles($phase, BLURB_MEDIA_ANIMATION_DELAY_MS)}
`;

function BlurbMediaView({
  media,
  controlBar,
  labels,
}: {
  media: BlurbMedia;
  controlBar: boolean;
  labels: VideoLabels;
}) {
  const videoSrc = useArtDirectedVideo(
    media.kind === "video" ? media.src : undefined,
    media.kind === "video" ? media.phoneSrc : undefined,
  );
  switch (media.kind) {
    case "image":
      return (
        <ArtDirectedImage
          image={media.image}
          phoneImage={media.phoneImage}
          alt={media.image.alt ?? ""}
          sizes="(min-width: 1024px) 50vw, 100vw"
        />
      );
    case "video":
      return (
        <Video
          src={videoSrc}
          poster={media.poster}
          label={media.label}
          autoPlay
          loop
          labels={labels}
        />
      );
    case "youtube":
      return (
        <VideoEmbed
          videoId={media.videoId}
          title={media.title}
          controls={controlBar}
          layout="fill"
        />
      );
  }
}

/**
 * Text beside media: a title, rich text and a link next to an image (with a phone crop), a
 * video file (always with its play/pause and mute toggles: it plays by itself, WCAG 2.2.2) or a
 * YouTube video. Options: media first, background and text colour, full height, centred text,
 * and fade-in animations when scrolled to (text after 100 ms, media after 200 ms, 500 ms long).
 */
export function Blurb({
  title,
  titleLevel = 2,
  text,
  link,
  media,
  reverse = false,
  background: backgroundChoice,
  textColor,
  textAnimation = false,
  mediaAnimation = false,
  fullHeight = false,
  centerContent = false,
  controlBar = true,
  labels,
}: BlurbProps) {
  const { ref: textRef, phase: textPhase } = useReveal<HTMLDivElement>(textAnimation);
  const { ref: mediaRef, phase: mediaPhase } = useReveal<HTMLDivElement>(mediaAnimation);
  const { background, color } = blurbColors(backgroundChoice, textColor);
  return (
    <Section
      $background={background}
      $color={color}
      $full={fullHeight}
      data-background={background}
    >
      <Container>
        <Layout $reverse={reverse} $center={centerContent}>
          <TextColumn
            ref={textRef}
            $phase={textPhase}
            $center={centerContent}
            data-reveal={textPhase}
          >
            <Heading level={titleLevel} size="xxl">
              {title}
            </Heading>
            {text}
            {link ? (
              <Button
                href={link.href}
                variant={isLightBackground(background) ? "Primary" : "Ghost"}
              >
                {link.text}
              </Button>
            ) : null}
          </TextColumn>
          <MediaColumn ref={mediaRef} $phase={mediaPhase} data-reveal={mediaPhase}>
            <BlurbMediaView media={media} controlBar={controlBar} labels={labels} />
          </MediaColumn>
        </Layout>
      </Container>
    </Section>
  );
}
