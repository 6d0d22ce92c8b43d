import styled from "styled-components";
import { space } from "../../theme";
import { Carousel } from "../../primitives/Carousel";
import type { HeadingLevel } from "../../primitives/Heading";
import { CarCard } from "../CarCard/CarCard";
import type { CarCardData } from "../CarCard/types";
import { formatMessage } from "../../../i18n/format";
import { CAR_SLIDE_CARD_WIDTH, canLoop, loopSlides, originalPosition } from "./rules";

export interface CarSliderLabels {
  /** The previous button. */
  previous: string;
  /** The next button. */
  next: string;
  /** Each slide's name; `{n}` of `{m}` cars: "{n} av {m}". */
  slide: string;
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
}: CarSliderProps) {
  const looping = loop && canLoop(cars);
  const slides = looping
    ? loopSlides(cars)
    : cars.map((car) => ({ car, duplicate: false, key: car.id }));
  return (
    <Carousel
      label={label}
      loop={looping}
      slideSize={`min(calc(${CAR_SLIDE_CARD_WIDTH} + ${space.md}), 92%)`}
      gap="md"
      showDots={false}
      previousLabel={labels.previous}
      nextLabel={labels.next}
      slideLabel={(n) =>
        formatMessage(labels.slide, { n: originalPosition(n, cars.length), m: cars.length })
      }
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
            imageSizes={CAR_SLIDE_CARD_WIDTH}
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
