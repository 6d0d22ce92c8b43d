import styled from "styled-components";
import { space } from "../../theme";
import { Heading } from "../../primitives/Heading";
import type { CarCardData } from "../CarCard/types";
import { CarSlider, type CarSliderCompare, type CarSliderLabels } from "../CarCarousel/CarSlider";
import { RECOMMENDATION_CARD_WIDTH, RECOMMENDATION_DRAG_THRESHOLD } from "../CarCarousel/rules";

const Frame = styled.div`
  display: grid;
  gap: ${space.md};
  min-width: 0;
`;

export interface SimilarCarsProps {
  /** Similar cars (limit 8), or a sample car's similar stock cars. */
  cars: CarCardData[];
  heading: string;
  labels: CarSliderLabels;
  compare?: CarSliderCompare;
}

/**
 * Similar cars as a carousel of 330 px car cards that a drag moves only past 30 % of a card
 * (for the `recommendations` slot); none: nothing. The carousel is the region, named by the
 * heading's text (a labelled section around it would repeat the landmark).
 */
export function SimilarCars({ cars, heading, labels, compare }: SimilarCarsProps) {
  if (cars.length === 0) return null;
  return (
    <Frame id="similar-cars">
      <Heading level={2} size="lg" id="similar-cars-heading">
        {heading}
      </Heading>
      <CarSlider
        cars={cars}
        label={heading}
        labels={labels}
        compare={compare}
        cardTitleLevel={3}
        cardWidth={RECOMMENDATION_CARD_WIDTH}
        dragThreshold={RECOMMENDATION_DRAG_THRESHOLD}
      />
    </Frame>
  );
}
