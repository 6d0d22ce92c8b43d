/** Autoplay moves on after this many ms unless told otherwise (specs: carousel delay 5 s). */
export const CAROUSEL_AUTOPLAY_DELAY = 5000;

export type AutoplaySetting = boolean | { delay?: number };

/** The autoplay delay in ms, or null when autoplay is off. */
export function autoplayDelay(setting: AutoplaySetting | undefined): number | null {
  if (!setting) return null;
  if (setting === true) return CAROUSEL_AUTOPLAY_DELAY;
  const delay = setting.delay ?? CAROUSEL_AUTOPLAY_DELAY;
  return Number.isFinite(delay) && delay > 0 ? delay : CAROUSEL_AUTOPLAY_DELAY;
}

export interface RotationState {
  /** Autoplay is configured, motion is allowed and there is more than one slide. */
  available: boolean;
  /** The visitor pressed the pause control. */
  userPaused: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focusWithin: boolean;
}

/** Whether the slides rotate now: hover and focus pause it for as long as they last. */
export function isRotating({ available, userPaused, hovered, focusWithin }: RotationState) {
  return available && !userPaused && !hovered && !focusWithin;
}

interface Span {
  left: number;
  right: number;
}

/**
 * Indexes of the slides at least `minRatio` inside the viewport. Slides outside are made inert
 * (not focusable, hidden from assistive technology); a slide that merely touches the edge, or
 * peeks in by a sliver, does not count.
 */
export function visibleSlideIndexes(viewport: Span, slides: Span[], minRatio = 0.5): number[] {
  const visible: number[] = [];
  slides.forEach((slide, index) => {
    const width = slide.right - slide.left;
    if (width <= 0) return;
    const overlap = Math.min(slide.right, viewport.right) - Math.max(slide.left, viewport.left);
    if (overlap / width >= minRatio - 1e-6) visible.push(index);
  });
  return visible;
}

/** Arrow keys typed into a field move the caret there, not the carousel. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

export interface DragSettle {
  /** The position (snap index) when the drag began. */
  from: number;
  /** Where Embla chose to settle (by distance and speed). */
  proposed: number;
  /** How far the pointer moved, px: negative towards the next slide. */
  dragged: number;
  slideWidth: number;
  /** The share of a slide a drag must cover to move on, e.g. 0.3. */
  threshold: number;
  snapCount: number;
  loop: boolean;
}

/**
 * Where a drag settles when a carousel has a drag threshold: back where it began when the drag
 * covered less than `threshold` of a slide (however fast the flick), otherwise at least one
 * position on in the drag's direction (Embla's choice when it went further).
 */
export function settleAfterDrag({
  from,
  proposed,
  dragged,
  slideWidth,
  threshold,
  snapCount,
  loop,
}: DragSettle): number {
  if (slideWidth <= 0 || snapCount < 2) return proposed;
  if (Math.abs(dragged) < threshold * slideWidth) return from;
  if (proposed !== from) return proposed;
  const next = from + (dragged < 0 ? 1 : -1);
  if (loop) return (next + snapCount) % snapCount;
  return Math.min(snapCount - 1, Math.max(0, next));
}
