import styled from "styled-components";
import { space } from "../../theme";
import { Carousel, type CarouselLabels } from "../../primitives/Carousel";
import type { HeadingLevel } from "../../primitives/Heading";
import { CarCard } from "../CarCard/CarCard";
import type { CarCardData } from "../CarCard/types";
import { CAR_SLIDE_CARD_WIDTH, canLoop, loopSlides, originalPosition } from "./rules";

export interface CarSliderLabels {
  /** The carousel's controls and slides; a slide's n and m count the cars, not the copies. */
  carousel: CarouselLabels;
  /** Hidden text before a struck-through retail price. */
  previousPrice: string;
  /** Instead of the photo when a car has none. */
  missingImage: string;
}

/** The compare toggle on each card (from `useCompare()`); none when omitted. */
export interface CarSliderCompare {
  /** The toggle's visible text, e.g. "Jämför". */
  label: string;
  isCompared: (id: string) => boolean;
  onToggle: (car: CarCardData) => void;
}

export interface CarSliderProps {
  cars: CarCardData[];
  /** Names the carousel region. */
  label: string;
  /** Loops, repeating a short list (car of the week); teasers do not. */
  loop?: boolean;
  compare?: CarSliderCompare;
  labels: CarSliderLabels;
  /** The cards' title level: one below the block's heading. */
  cardTitleLevel?: HeadingLevel;
  /** The cards' width: 315 px (`CAR_SLIDE_CARD_WIDTH`); 330 px for recommendations. */
  cardWidth?: string;
  /** The share of a card a drag must cover to move on (the Carousel's `dragThreshold`). */
  dragThreshold?: number;
}

const Slide = styled.div`
  height: 100%;
  > * {
    height: 100%;
  }
`;

/**
 * Car cards 315 px wide on the Carousel primitive (narrower only on phones under 340 px).
 * With `loop`, a short list is repeated so Embla can loop; the copies are `aria-hidden` and
 * inert, so each car is read and tabbed to once, and slide names count the original cars.
 */
export function CarSlider({
  cars,
  label,
  loop = false,
  compare,
  labels,
  cardTitleLevel = 3,
  cardWidth = CAR_SLIDE_CARD_WIDTH,
  dragThreshold,
}: CarSliderProps) {
  const looping = loop && canLoop(cars);
  const slides = looping
    ? loopSlides(cars)
    : cars.map((car) => ({ car, duplicate: false, key: car.id }));
  return (
    <Carousel
      label={label}
      loop={looping}
      slideSize={`min(calc(${cardWidth} + ${space.md}), 92%)`}
      dragThreshold={dragThreshold}
      gap="md"
      showDots={false}
      labels={{
        ...labels.carousel,
        slide: (n) => labels.carousel.slide(originalPosition(n, cars.length), cars.length),
      }}
    >
      {slides.map(({ car, duplicate, key }) => (
        <Slide
          key={key}
          data-duplicate={duplicate ? "" : undefined}
          aria-hidden={duplicate || undefined}
          inert={duplicate || undefined}
        >
          <CarCard
            car={car}
            previousPriceLabel={labels.previousPrice}
            missingImageText={labels.missingImage}
            titleLevel={cardTitleLevel}
            imageSizes={cardWidth}
            compare={
              compare
                ? {
                    label: compare.label,
                    selected: compare.isCompared(car.id),
                    onToggle: compare.onToggle,
                  }
                : undefined
            }
          />
        </Slide>
      ))}
    </Carousel>
  );
}
