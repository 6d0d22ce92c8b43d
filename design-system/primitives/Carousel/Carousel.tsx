import {
  Children,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import styled, { css } from "styled-components";
import { space, vars } from "../../theme";
import type { SpaceStep } from "../../theme/scales";
import { IconActionButton } from "../Icon";
import { useNearViewport } from "../../hooks/useNearViewport";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import type { EmblaApi } from "./CarouselEngine";
import {
  autoplayDelay,
  isEditableTarget,
  isRotating,
  settleAfterDrag,
  visibleSlideIndexes,
  type AutoplaySetting,
} from "./carouselState";

const CarouselEngine = lazy(() => import("./CarouselEngine"));

export interface CarouselLabels {
  previous: string;
  next: string;
  /** Name of the dot for position n of m, e.g. (n, m) => `Gå till bild ${n} av ${m}`. */
  goToSlide: (n: number, m: number) => string;
  /** Name of slide n of m, e.g. (n, m) => `${n} av ${m}`. */
  slide: (n: number, m: number) => string;
  /** The rotation control while autoplay is on (it will stop it). */
  pause: string;
  /** The rotation control while autoplay is stopped (it will start it). */
  play: string;
  /** What a screen reader calls the region instead of "region" (aria-roledescription). */
  roleDescription: string;
  /** What a screen reader calls each slide instead of "group" (aria-roledescription). */
  slideRoleDescription: string;
}

export interface CarouselProps {
  /** The slides: each child is one slide. */
  children: ReactNode;
  /** Names the carousel region ("Erbjudanden", "Liknande bilar"). */
  label: string;
  /** After the last slide comes the first again. */
  loop?: boolean;
  /**
   * Moves on by itself: `true` every 5 s (`CAROUSEL_AUTOPLAY_DELAY`), or `{ delay }` in ms.
   * Hover and keyboard focus pause it, a visible control stops and starts it, and it never
   * runs under reduced motion.
   */
  autoplay?: AutoplaySetting;
  /** Width of each slide (flex-basis): "100%" (one per view) or e.g. "min(19.5rem, 85%)". */
  slideSize?: string;
  /** Space between slides, from the space scale. */
  gap?: SpaceStep;
  /** Index of the slide shown first. */
  startIndex?: number;
  /** Called with the new index when the selected slide changes (a hero plays its video). */
  onSelect?: (index: number) => void;
  /** Shows a dot button per position. */
  showDots?: boolean;
  /**
   * The share of a slide a drag must cover to move on (0.3: 30 %); shorter drags go back,
   * longer ones move at least one position. Embla's own distance and speed rule without it.
   */
  dragThreshold?: number;
  /** The controls' and slides' names, in the site's language (carouselLabels(t)). */
  labels: CarouselLabels;
  className?: string;
}

const Root = styled.section`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div<{ $gap: string }>`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-inline-start: calc(-1 * ${({ $gap }) => $gap});
`;

const Slide = styled.div<{ $size: string; $gap: string }>`
  flex: 0 0 ${({ $size }) => $size};
  min-width: 0;
  padding-inline-start: ${({ $gap }) => $gap};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

const Dot = styled.button<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid ${vars.color.borderStrong};
    border-radius: 50%;
    ${({ $current }) =>
      $current &&
      css`
        background: ${vars.color.borderStrong};
      `}
  }
  &:hover::before {
    border-color: ${vars.color.text};
  }
`;

/**
 * A carousel on Embla: swipe and drag, previous/next and dot buttons, optional loop and
 * autoplay with a pause control (WCAG 2.2.2). ARIA follows the APG carousel pattern: a region
 * with `aria-roledescription="carousel"`, slides as groups named "n of m", slides out of view
 * inert, and the slide area announced (`aria-live="polite"`) only while it is not rotating.
 */
export function Carousel({
  children,
  label,
  loop = false,
  autoplay,
  slideSize = "100%",
  gap = "md",
  startIndex = 0,
  onSelect,
  showDots = true,
  dragThreshold,
  labels,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const slidesId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const delay = autoplayDelay(autoplay);

  // Embla measures every slide when it starts, which makes the browser style and lay out a
  // section it would skip while off screen (decision 0043): it loads and starts when the carousel
  // nears the viewport, still long before a visitor can swipe it.
  const { ref: rootRef, near } = useNearViewport<HTMLElement>();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaApi>();

  const [selected, setSelected] = useState(startIndex);
  const [snapCount, setSnapCount] = useState(count);
  const [canPrevious, setCanPrevious] = useState(loop || startIndex > 0);
  const [canNext, setCanNext] = useState(loop || startIndex < count - 1);
  const [inView, setInView] = useState<number[] | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  // Follow Embla: selected position, number of positions, ends, slides in view.
  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrevious(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const measureInView = () => {
      const viewport = api.rootNode().getBoundingClientRect();
      setInView(
        visibleSlideIndexes(
          viewport,
          api.slideNodes().map((node) => node.getBoundingClientRect()),
        ),
      );
    };
    const select = () => {
      sync();
      onSelectRef.current?.(api.selectedScrollSnap());
    };
    sync();
    measureInView();
    api.on("select", select);
    api.on("reInit", sync);
    api.on("reInit", measureInView);
    api.on("settle", measureInView);
    api.on("slidesInView", measureInView);
    return () => {
      api.off("select", select);
      api.off("reInit", sync);
      api.off("reInit", measureInView);
      api.off("settle", measureInView);
      api.off("slidesInView", measureInView);
    };
  }, [api]);

  // A drag threshold: the pointer's travel decides, after Embla has chosen (its pointerUp).
  useEffect(() => {
    if (!api || dragThreshold === undefined) return;
    const root = api.rootNode();
    let drag: { from: number; startX: number; endX: number } | null = null;
    const down = (event: PointerEvent) => {
      drag = { from: api.selectedScrollSnap(), startX: event.clientX, endX: event.clientX };
    };
    const up = (event: PointerEvent) => {
      if (drag) drag.endX = event.clientX;
    };
    const settle = () => {
      if (!drag) return;
      const target = settleAfterDrag({
        from: drag.from,
        proposed: api.selectedScrollSnap(),
        dragged: drag.endX - drag.startX,
        slideWidth: api.slideNodes()[drag.from]?.getBoundingClientRect().width ?? 0,
        threshold: dragThreshold,
        snapCount: api.scrollSnapList().length,
        loop,
      });
      drag = null;
      if (target !== api.selectedScrollSnap()) api.scrollTo(target);
    };
    root.addEventListener("pointerdown", down);
    document.addEventListener("pointerup", up);
    document.addEventListener("pointercancel", up);
    api.on("pointerUp", settle);
    return () => {
      root.removeEventListener("pointerdown", down);
      document.removeEventListener("pointerup", up);
      document.removeEventListener("pointercancel", up);
      api.off("pointerUp", settle);
    };
  }, [api, dragThreshold, loop]);

  // Autoplay needs somewhere to go: more than one position (all slides may fit in view).
  const autoplayAvailable = delay !== null && !reducedMotion && snapCount > 1;
  const rotating = isRotating({ available: autoplayAvailable, userPaused, hovered, focusWithin });
  const rotatingRef = useRef(rotating);

  useEffect(() => {
    rotatingRef.current = rotating;
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (rotating && api.scrollSnapList().length > 1) plugin.play();
    else plugin.stop();
  }, [api, rotating]);

  // The plugin restarts itself after a drag or when the tab becomes visible, and Embla re-creates
  // it (stopped) on every re-init, e.g. a resize: hold it to our state in both cases.
  useEffect(() => {
    if (!api) return;
    const enforce = () => {
      if (!rotatingRef.current) queueMicrotask(() => api.plugins().autoplay?.stop());
    };
    const resume = () => {
      if (rotatingRef.current && api.scrollSnapList().length > 1) api.plugins().autoplay?.play();
    };
    api.on("autoplay:play", enforce);
    api.on("reInit", resume);
    return () => {
      api.off("autoplay:play", enforce);
      api.off("reInit", resume);
    };
  }, [api]);

  // Presses that come before Embla has started (within a frame or two of the carousel nearing
  // the viewport) are carried out, in order, once it has: none is lost.
  const pendingMoves = useRef<((embla: EmblaApi) => void)[]>([]);
  const move = useCallback(
    (action: (embla: EmblaApi) => void) => {
      if (api) action(api);
      else pendingMoves.current.push(action);
    },
    [api],
  );
  useEffect(() => {
    if (!api) return;
    for (const action of pendingMoves.current.splice(0)) action(api);
  }, [api]);

  // Under reduced motion, buttons jump instead of animating.
  const goTo = useCallback(
    (index: number) => move((embla) => embla.scrollTo(index, reducedMotion)),
    [move, reducedMotion],
  );
  const previous = useCallback(
    () => move((embla) => embla.scrollPrev(reducedMotion)),
    [move, reducedMotion],
  );
  const next = useCallback(
    () => move((embla) => embla.scrollNext(reducedMotion)),
    [move, reducedMotion],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isEditableTarget(event.target)) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  return (
    <Root
      ref={rootRef}
      aria-roledescription={labels.roleDescription}
      aria-label={label}
      className={className}
      data-rotation={autoplayAvailable ? (rotating ? "running" : "paused") : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <Viewport ref={setViewport}>
        <Track id={slidesId} aria-live={rotating ? "off" : "polite"} $gap={space[gap]}>
          {slides.map((slide, index) => (
            <Slide
              key={index}
              role="group"
              aria-roledescription={labels.slideRoleDescription}
              aria-label={labels.slide(index + 1, count)}
              inert={inView !== null && !inView.includes(index)}
              $size={slideSize}
              $gap={space[gap]}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {snapCount > 1 ? (
        <Controls>
          {autoplayAvailable ? (
            <IconActionButton
              icon={userPaused ? "Play" : "Pause"}
              label={userPaused ? labels.play : labels.pause}
              tone="outline"
              size="sm"
              onClick={() => setUserPaused((paused) => !paused)}
            />
          ) : null}
          <IconActionButton
            icon="ChevronLeft"
            label={labels.previous}
            tone="outline"
            aria-controls={slidesId}
            aria-disabled={!canPrevious || undefined}
            onClick={previous}
          />
          {showDots ? (
            <Dots>
              {Array.from({ length: snapCount }, (_, index) => (
                <Dot
                  key={index}
                  type="button"
                  aria-label={labels.goToSlide(index + 1, snapCount)}
                  aria-current={index === selected ? "true" : undefined}
                  aria-controls={slidesId}
                  $current={index === selected}
                  onClick={() => goTo(index)}
                />
              ))}
            </Dots>
          ) : null}
          <IconActionButton
            icon="ChevronRight"
            label={labels.next}
            tone="outline"
            aria-controls={slidesId}
            aria-disabled={!canNext || undefined}
            onClick={next}
          />
        </Controls>
      ) : null}
      {near && viewport ? (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            loop={loop}
            startIndex={startIndex}
            autoplayDelay={delay}
            onStart={setApi}
          />
        </Suspense>
      ) : null}
    </Root>
  );
}
