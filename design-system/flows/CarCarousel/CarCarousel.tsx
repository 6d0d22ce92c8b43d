import styled from "styled-components";
import { skippedWhileOffscreen, space } from "../../theme";
import { Container } from "../../layout/Container";
import { Heading } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import type { CarCardData } from "../CarCard/types";
import { CarSlider, type CarSliderCompare, type CarSliderLabels } from "./CarSlider";

export interface CarCarouselProps {
  /** The heading (h2), e.g. "Veckans bil". It also names the carousel. */
  title: string;
  /**
   * The cars (car of the week: the search filtered on caroftheweek true). When that search
   * fails the app logs it and passes no cars: the carousel then renders nothing.
   */
  cars: CarCardData[];
  /** An optional link beside the heading, e.g. to the car list. */
  seeAll?: { href: string; label: string };
  /** The compare toggle on each card. */
  compare?: CarSliderCompare;
  labels: CarSliderLabels;
}

const Section = styled.section`
  padding-block: ${space.xl};
  ${skippedWhileOffscreen("45rem")}
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  margin-bottom: ${space.lg};
`;

/**
 * Car of the week: a heading, an optional "see all" link and a looping carousel of car cards
 * (315 px). A short list is repeated so it can loop; the repeats are hidden from screen readers
 * and the tab order. No cars (none marked, or the search failed): nothing renders.
 */
export function CarCarousel({ title, cars, seeAll, compare, labels }: CarCarouselProps) {
  if (cars.length === 0) return null;
  return (
    <Section>
      <Container>
        <Header>
          <Heading level={2}>{title}</Heading>
          {seeAll ? (
            <Link href={seeAll.href} variant="standalone">
              {seeAll.label}
            </Link>
          ) : null}
        </Header>
        <CarSlider cars={cars} label={title} loop compare={compare} labels={labels} />
      </Container>
    </Section>
  );
}
