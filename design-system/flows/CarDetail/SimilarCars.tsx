import styled from "styled-components";
import { space } from "../../theme";
import { Heading } from "../../primitives/Heading";
import type { CarCardData } from "../CarCard/types";
import { CarSlider, type CarSliderCompare, type CarSliderLabels } from "../CarCarousel/CarSlider";

const Frame = styled.section`
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

/** Similar cars as a carousel of car cards (for the `recommendations` slot); none: nothing. */
export function SimilarCars({ cars, heading, labels, compare }: SimilarCarsProps) {
  if (cars.length === 0) return null;
  return (
    <Frame id="similar-cars" aria-labelledby="similar-cars-heading">
      <Heading level={2} size="lg" id="similar-cars-heading">
        {heading}
      </Heading>
      <CarSlider cars={cars} label={heading} labels={labels} compare={compare} cardTitleLevel={3} />
    </Frame>
  );
}
