import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import styled from "styled-components";
import { fontSize, space } from "../../theme";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { IconActionButton } from "../../primitives/Icon";
import { Image } from "../../primitives/Image";
import { Modal } from "../../primitives/Modal";
import { MediaView } from "./MediaView";
import { ModeSwitch } from "./ModeSwitch";
import type { CarGalleryImage, CarGalleryLabels, CarGalleryMedia, CarGalleryMode } from "./types";

export interface GalleryFullscreenProps {
  open: boolean;
  onClose: () => void;
  /** The car's title: the dialog's name. */
  title: string;
  images: readonly CarGalleryImage[];
  media: CarGalleryMedia;
  modes: readonly CarGalleryMode[];
  mode: CarGalleryMode;
  onModeChange: (mode: CarGalleryMode) => void;
  /** The picture shown (and shown first). */
  index: number;
  onIndexChange: (index: number) => void;
  labels: CarGalleryLabels;
  autoRotate?: boolean;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  height: 100%;
  min-height: 0;
`;

const Stage = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 16rem;
`;

const Viewport = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  font-size: ${fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

/** Keys the page leaves alone: typing, and controls that use the arrows themselves. */
function handlesArrowsItself(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest("input, textarea, select, video, [role='slider']") !== null)
  );
}

/** The pictures one at a time, full size: swipe or drag (Embla), the arrow keys, the buttons. */
function FullscreenSlider({
  images,
  index,
  onIndexChange,
  labels,
}: Pick<GalleryFullscreenProps, "images" | "index" | "onIndexChange" | "labels">) {
  const reducedMotion = usePrefersReducedMotion();
  // The index the slider opened at; later changes come from the slider itself.
  const [startIndex] = useState(index);
  const [viewportRef, api] = useEmblaCarousel({ startIndex, align: "center" });
  const [selected, setSelected] = useState(startIndex);
  const count = images.length;

  useEffect(() => {
    if (!api) return;
    const select = () => {
      setSelected(api.selectedScrollSnap());
      onIndexChange(api.selectedScrollSnap());
    };
    api.on("select", select);
    return () => {
      api.off("select", select);
    };
  }, [api, onIndexChange]);

  const previous = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const next = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  // The arrow keys work wherever focus is in the dialog (the close button included).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || handlesArrowsItself(event.target)) return;
      if (event.key === "ArrowLeft") previous();
      else if (event.key === "ArrowRight") next();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [previous, next]);

  return (
    <>
      <Stage>
        <Viewport ref={viewportRef}>
          <Track>
            {images.map((image, position) => (
              <Slide
                key={`${position}-${image.src}`}
                role="group"
                aria-label={labels.counter(position + 1, count)}
                inert={position !== selected}
                data-current-slide={position === selected ? "" : undefined}
              >
                <Image
                  src={image.src}
                  alt={image.alt}
                  blurDataUrl={image.blurDataUrl}
                  fit="contain"
                  sizes="100vw"
                />
              </Slide>
            ))}
          </Track>
        </Viewport>
      </Stage>
      {count > 1 && (
        <Controls>
          <IconActionButton
            icon="ChevronLeft"
            label={labels.previous}
            tone="outline"
            aria-disabled={selected === 0 || undefined}
            onClick={previous}
          />
          <span aria-live="polite" data-counter="">
            {labels.counter(selected + 1, count)}
          </span>
          <IconActionButton
            icon="ChevronRight"
            label={labels.next}
            tone="outline"
            aria-disabled={selected === count - 1 || undefined}
            onClick={next}
          />
        </Controls>
      )}
    </>
  );
}

/**
 * The gallery full screen: a modal dialog (Esc and the close button close it, focus stays inside
 * and returns to the picture that opened it), the pictures to swipe or step through with the
 * arrow keys, and the car's other modes.
 */
export function GalleryFullscreen({
  open,
  onClose,
  title,
  images,
  media,
  modes,
  mode,
  onModeChange,
  index,
  onIndexChange,
  labels,
  autoRotate,
}: GalleryFullscreenProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={labels.close} size="fullscreen">
      <Body>
        <ModeSwitch modes={modes} mode={mode} onModeChange={onModeChange} labels={labels} />
        {mode === "images" ? (
          <FullscreenSlider
            images={images}
            index={index}
            onIndexChange={onIndexChange}
            labels={labels}
          />
        ) : (
          <Stage>
            <MediaView
              mode={mode}
              media={media}
              title={title}
              labels={labels}
              autoRotate={autoRotate}
            />
          </Stage>
        )}
      </Body>
    </Modal>
  );
}
