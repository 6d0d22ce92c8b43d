import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useMemo } from "react";

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselEngineProps {
  /** The carousel's viewport: Embla moves its first child (the track). */
  viewport: HTMLElement;
  loop: boolean;
  startIndex: number;
  /** The autoplay plugin's delay in ms; `null`: no autoplay plugin. */
  autoplayDelay: number | null;
  /** Embla's API once it has started on the viewport (undefined again when it stops). */
  onStart: (api: EmblaApi | undefined) => void;
}

/**
 * Embla on a carousel's viewport, loaded and started only when the carousel comes near the
 * viewport (decision 0043, addendum): the `Carousel` renders its slides and controls without it,
 * so pages whose carousels are below the first view do not load Embla with the page.
 */
export default function CarouselEngine({
  viewport,
  loop,
  startIndex,
  autoplayDelay,
  onStart,
}: CarouselEngineProps) {
  const plugins = useMemo(
    () =>
      autoplayDelay === null
        ? []
        : [
            // The carousel decides when it runs (hover, focus, pause control, reduced motion).
            Autoplay({
              delay: autoplayDelay,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnFocusIn: false,
              stopOnMouseEnter: false,
            }),
          ],
    [autoplayDelay],
  );
  const options = useMemo(
    () => ({ loop, startIndex, align: "start" as const }),
    [loop, startIndex],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    viewportRef(viewport);
    return () => viewportRef(null);
  }, [viewport, viewportRef]);

  useEffect(() => {
    onStart(api);
  }, [api, onStart]);
  useEffect(() => () => onStart(undefined), [onStart]);

  return null;
}
