import type { CarCardData } from "../CarCard/types";

/** Card width in car carousels and car teasers (specs: 315 px). */
export const CAR_SLIDE_CARD_WIDTH = "315px";

/** Card width in the car detail page's recommendation carousel (specs: 330 px). */
export const RECOMMENDATION_CARD_WIDTH = "330px";

/** The share of a card a drag must cover to move the recommendation carousel (specs: 30 %). */
export const RECOMMENDATION_DRAG_THRESHOLD = 0.3;

/**
 * A looping carousel gets at least this many slides: Embla loops only when the slides are
 * clearly wider than the view, and eight 315 px cards are about twice the widest page (80rem).
 */
export const LOOP_MIN_SLIDES = 8;

export interface CarSlide {
  car: CarCardData;
  /** A copy added only so the carousel can loop: hidden from assistive technology and inert. */
  duplicate: boolean;
  key: string;
}

/**
 * The slides of a looping car carousel (specs: "Cars carousel duplicates the list for looping"):
 * the list, then whole copies of it until there are at least `minimum` slides. A single car
 * (or none) is not repeated: there is nothing to loop through.
 */
export function loopSlides(cars: readonly CarCardData[], minimum = LOOP_MIN_SLIDES): CarSlide[] {
  const originals = cars.map((car) => ({ car, duplicate: false, key: car.id }));
  if (cars.length < 2) return originals;
  const slides: CarSlide[] = [...originals];
  for (let copy = 1; slides.length < minimum; copy += 1) {
    slides.push(...cars.map((car) => ({ car, duplicate: true, key: `${car.id}~${copy}` })));
  }
  return slides;
}

/** Whether a car carousel loops: only with two cars or more. */
export const canLoop = (cars: readonly CarCardData[]) => cars.length >= 2;

/** Position n (1-based) of a slide among the original cars, so copies read as their original. */
export function originalPosition(n: number, originalCount: number): number {
  return originalCount > 0 ? ((n - 1) % originalCount) + 1 : n;
}
