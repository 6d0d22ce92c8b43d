import styled from "styled-components";
import { skippedWhileOffscreen, space } from "../../theme";
import { Container } from "../../layout/Container";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import type { CarCardData } from "../CarCard/types";
import { CarSlider, type CarSliderCompare, type CarSliderLabels } from "../CarCarousel/CarSlider";

export interface CarTeaserProps {
  /** The heading (h2); it also names the carousel. */
  title?: string;
  /**
   * The cars, by fixed ids (in their order) or a predefined query. When the search fails the
   * app passes none: the block then renders nothing (specs).
   */
  cars: CarCardData[];
  /** The block's ButtonLink, e.g. "Se alla elbilar". */
  button?: { href: string; label: string; variant?: string };
  compare?: CarSliderCompare;
  /** Names the carousel when there is no title. */
  regionLabel: string;
  labels: CarSliderLabels;
}

const Section = styled.section`
  padding-block: ${space.xl};
  ${skippedWhileOffscreen("45rem")}
`;

const Header = styled.div`
  margin-bottom: ${space.lg};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space.lg};
`;

/**
 * A car teaser: an optional heading, car cards 315 px wide in a carousel (no looping), and the
 * optional button link. No cars (none found, or the search failed): nothing renders.
 */
export function CarTeaser({ title, cars, button, compare, regionLabel, labels }: CarTeaserProps) {
  if (cars.length === 0) return null;
  return (
    <Section>
      <Container>
        {title ? (
          <Header>
            <Heading level={2}>{title}</Heading>
          </Header>
        ) : null}
        <CarSlider
          cars={cars}
          label={title || regionLabel}
          compare={compare}
          labels={labels}
          cardTitleLevel={title ? 3 : 2}
        />
        {button ? (
          <Footer>
            <Button href={button.href} variant={button.variant}>
              {button.label}
            </Button>
          </Footer>
        ) : null}
      </Container>
    </Section>
  );
}
