import styled from "styled-components";
import { fontSize, mediaUp, space, vars } from "../../theme";
import { Container } from "../../layout/Container";
import { Card } from "../../primitives/Card";
import { Heading } from "../../primitives/Heading";
import { Image } from "../../primitives/Image";
import { Text } from "../../primitives/Text";
import type { MediaImage } from "../HeroBanner/media";
import type { CarModelFact } from "./rules";

export interface CarModelCard {
  /** A stable key (the CMS item id). */
  id?: string;
  title: string;
  text?: string;
  image?: MediaImage;
  /** The whole card links here (the title is the link text). */
  href?: string;
  /** The campaign badge text (see `campaignBadge`); none when the model has no campaign. */
  campaign?: string;
  facts?: CarModelFact[];
}

export interface CarModelCardsProps {
  /** An optional heading over the cards (h2); card titles are h3. */
  title?: string;
  cards: CarModelCard[];
}

const Section = styled.section`
  padding-block: ${space.xl};
`;

const Header = styled.div`
  margin-bottom: ${space.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp("md")} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const MediaFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: ${vars.color.surfaceRaised};
`;

const Badge = styled.span`
  position: absolute;
  inset-inline-start: ${space.sm};
  inset-block-start: ${space.sm};
  padding: ${space.xxs} ${space.sm};
  border-radius: ${vars.radius.chip};
  background: ${vars.color.action};
  color: ${vars.color.actionText};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  margin: ${space.xs} 0 0;
  dt {
    font-size: ${fontSize.sm};
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/**
 * Cards for car models: photo, campaign badge, title (linking the whole card to the model
 * page), a short text and up to four facts (range, price, consumption…).
 */
export function CarModelCards({ title, cards }: CarModelCardsProps) {
  if (cards.length === 0) return null;
  return (
    <Section>
      <Container>
        {title ? (
          <Header>
            <Heading level={2}>{title}</Heading>
          </Header>
        ) : null}
        <List>
          {cards.map((card, index) => (
            <Card
              key={card.id ?? index}
              as="li"
              variant="raised"
              title={card.title}
              titleLevel={title ? 3 : 2}
              href={card.href}
              media={
                card.image || card.campaign ? (
                  <MediaFrame>
                    {card.image ? (
                      <Image
                        src={card.image.src}
                        alt={card.image.alt ?? ""}
                        width={card.image.width}
                        height={card.image.height}
                        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                        fit="cover"
                      />
                    ) : null}
                    {card.campaign ? <Badge>{card.campaign}</Badge> : null}
                  </MediaFrame>
                ) : undefined
              }
            >
              {card.text ? <Text tone="muted">{card.text}</Text> : null}
              {card.facts && card.facts.length > 0 ? (
                <Facts>
                  {card.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </Facts>
              ) : null}
            </Card>
          ))}
        </List>
      </Container>
    </Section>
  );
}
