import styled from "styled-components";
import { vars } from "../../theme";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { Container } from "../../layout/Container";
import { space } from "../../theme";
import { videoEmbedUrl } from "./embedUrl";

export interface VideoEmbedProps {
  /** The YouTube video id (11 characters); an invalid id renders nothing. */
  videoId: string;
  /** Names the frame for screen readers, e.g. "Film: Nya Volvo EX30 på vinterväg". */
  title: string;
  /** Starts playing muted when loaded; never under reduced motion. */
  autoplay?: boolean;
  mute?: boolean;
  /** The player's control bar. */
  controls?: boolean;
  /**
   * "section": a page block with its own spacing and width; "fill": just the 16:9 frame,
   * filling its container (inside a blurb or card).
   */
  layout?: "section" | "fill";
  className?: string;
}

const Section = styled.section`
  padding-block: ${space.xl};
`;

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${vars.color.surfaceInverse};
  border-radius: ${vars.radius.card};
  overflow: hidden;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/**
 * An embedded YouTube video on the privacy-enhanced host (youtube-nocookie.com): 16:9, lazy
 * loaded, titled for screen readers, with autoplay, mute and control-bar flags in the URL.
 * Under reduced motion it never autoplays.
 */
export function VideoEmbed({
  videoId,
  title,
  autoplay = false,
  mute = false,
  controls = true,
  layout = "section",
  className,
}: VideoEmbedProps) {
  const reducedMotion = usePrefersReducedMotion();
  const src = videoEmbedUrl(videoId, { autoplay: autoplay && !reducedMotion, mute, controls });
  if (!src) return null;
  const frame = (
    <Frame className={layout === "fill" ? className : undefined}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Frame>
  );
  if (layout === "fill") return frame;
  return (
    <Section className={className}>
      <Container>{frame}</Container>
    </Section>
  );
}
