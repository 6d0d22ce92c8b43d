import styled from "styled-components";
import { space } from "../../theme";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Text } from "../../primitives/Text";
import { CarCard } from "../CarCard/CarCard";
import type { CarNotFoundProps } from "./types";

const View = styled.div`
  display: grid;
  gap: ${space.xl};
`;

const Intro = styled.div`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  max-width: 45rem;
`;

const Cars = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The car detail page's 404: a heading, a text, the recommended cars as cards, and a button to
 * the car list (carrying the keyphrase); without `carListHref` no button (one Swedish site).
 */
export function CarNotFound({ labels, cars = [], carListHref }: CarNotFoundProps) {
  return (
    <View data-car-not-found="">
      <Intro>
        <Heading level={1} size="xl">
          {labels.heading}
        </Heading>
        <Text>{labels.text}</Text>
        {carListHref && <Button href={carListHref}>{labels.toCarList}</Button>}
      </Intro>
      {cars.length > 0 && (
        <section aria-labelledby="recommended-cars-heading">
          <Heading level={2} size="lg" id="recommended-cars-heading">
            {labels.recommended}
          </Heading>
          <Cars>
            {cars.map((car) => (
              <CarCard
                key={car.id}
                as="li"
                car={car}
                titleLevel={3}
                previousPriceLabel={labels.previousPrice}
                missingImageText={labels.missingImage}
              />
            ))}
          </Cars>
        </section>
      )}
    </View>
  );
}
