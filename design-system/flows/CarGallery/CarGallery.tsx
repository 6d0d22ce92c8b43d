import { lazy, Suspense, useCallback, useState } from "react";
import styled, { css } from "styled-components";
import { fontSize, motion, space, vars } from "../../theme";
import { Icon } from "../../primitives/Icon";
import { Image } from "../../primitives/Image";
import { MediaView } from "./MediaView";
import { ModeSwitch } from "./ModeSwitch";
import {
  availableModes,
  type CarGalleryImage,
  type CarGalleryLabels,
  type CarGalleryMedia,
  type CarGalleryMode,
} from "./types";

// The fullscreen view (and Embla with it) loads when the visitor first opens it.
const GalleryFullscreen = lazy(() =>
  import("./GalleryFullscreen").then((module) => ({ default: module.GalleryFullscreen })),
);

export interface CarGalleryProps {
  /** The car's pictures, the main one first. */
  images: readonly CarGalleryImage[];
  /** The car's video and 360 views, when the media service has them. */
  media?: CarGalleryMedia;
  /** The car's title: names the fullscreen view, the video and the 360 views. */
  title: string;
  labels: CarGalleryLabels;
  /** Whether the 360 views turn by themselves (never under reduced motion). */
  autoRotate?: boolean;
  /** Opens full screen at once (stories). */
  defaultFullscreen?: boolean;
  className?: string;
}

const Root = styled.section`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
`;

const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
`;

const MainButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Counter = styled.span`
  position: absolute;
  inset-inline-end: ${space.sm};
  inset-block-end: ${space.sm};
  padding: ${space.xxs} ${space.xs};
  border-radius: ${vars.radius.chip};
  background: ${vars.color.overlay};
  color: ${vars.color.textInverse};
  font-size: ${fontSize.sm};
  font-variant-numeric: tabular-nums;
  pointer-events: none;
`;

const Placeholder = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space.xs};
  height: 100%;
  padding: ${space.md};
  color: ${vars.color.textMuted};
  text-align: center;
  p {
    margin: 0;
  }
`;

const Thumbnails = styled.ul`
  display: flex;
  gap: ${space.xs};
  margin: 0;
  padding: ${space.xxs};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
`;

const Thumbnail = styled.button<{ $current: boolean }>`
  display: block;
  width: 5.5rem;
  aspect-ratio: 4 / 3;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: ${vars.radius.control};
  background: ${vars.color.surfaceRaised};
  cursor: pointer;
  opacity: 0.75;
  transition:
    opacity ${motion.fast},
    border-color ${motion.fast};
  &:hover {
    opacity: 1;
  }
  ${({ $current }) =>
    $current &&
    css`
      border-color: ${vars.color.borderStrong};
      opacity: 1;
    `}
`;

/**
 * The car's gallery, closed: the main picture (a button that opens it full screen) over a strip
 * of thumbnails, with the blur placeholders the car carries until each picture loads; a switch
 * to the video and the 360 views when the car has them; the missing-image text when it has no
 * pictures. The fullscreen view and the 360 viewers load on demand.
 */
export function CarGallery({
  images,
  media = {},
  title,
  labels,
  autoRotate = true,
  defaultFullscreen = false,
  className,
}: CarGalleryProps) {
  const modes = availableModes(media);
  const [chosenMode, setMode] = useState<CarGalleryMode>("images");
  // A mode whose media went away (new props) falls back to the pictures.
  const mode = modes.includes(chosenMode) ? chosenMode : "images";
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(defaultFullscreen && images.length > 0);
  const [fullscreenLoaded, setFullscreenLoaded] = useState(fullscreen);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  const open = () => {
    setFullscreenLoaded(true);
    setFullscreen(true);
  };
  const close = useCallback(() => setFullscreen(false), []);

  return (
    <Root aria-label={labels.region} className={className}>
      <ModeSwitch modes={modes} mode={mode} onModeChange={setMode} labels={labels} />
      <Stage data-mode={mode}>
        {mode !== "images" ? (
          <MediaView
            mode={mode}
            media={media}
            title={title}
            labels={labels}
            autoRotate={autoRotate && !fullscreen}
          />
        ) : current ? (
          <>
            <MainButton
              type="button"
              aria-label={labels.openFullscreen(index + 1, count)}
              aria-haspopup="dialog"
              onClick={open}
            >
              <Image
                src={current.src}
                alt={current.alt}
                blurDataUrl={current.blurDataUrl}
                fit="cover"
                priority={index === 0}
                sizes="(min-width: 1024px) 60vw, 100vw"
              />
            </MainButton>
            {count > 1 && <Counter aria-hidden="true">{labels.counter(index + 1, count)}</Counter>}
          </>
        ) : (
          <Placeholder data-placeholder="">
            <Icon name="Car" size="lg" />
            <p>{labels.noImages}</p>
          </Placeholder>
        )}
      </Stage>
      {mode === "images" && count > 1 && (
        <Thumbnails>
          {images.map((image, position) => (
            <li key={`${position}-${image.src}`}>
              <Thumbnail
                type="button"
                aria-label={labels.showImage(position + 1, count)}
                aria-current={position === index ? "true" : undefined}
                $current={position === index}
                onClick={() => setIndex(position)}
              >
                <Image
                  src={image.thumbnail ?? image.src}
                  alt=""
                  blurDataUrl={image.blurDataUrl}
                  fit="cover"
                  sizes="6rem"
                />
              </Thumbnail>
            </li>
          ))}
        </Thumbnails>
      )}
      {fullscreenLoaded && (
        <Suspense fallback={null}>
          <GalleryFullscreen
            open={fullscreen}
            onClose={close}
            title={title}
            images={images}
            media={media}
            modes={modes}
            mode={mode}
            onModeChange={setMode}
            index={index}
            onIndexChange={setIndex}
            labels={labels}
            autoRotate={autoRotate}
          />
        </Suspense>
      )}
    </Root>
  );
}
