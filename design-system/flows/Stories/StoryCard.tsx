import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Card } from "../../primitives/Card";
import { Image } from "../../primitives/Image";
import type { StoryCardData } from "./types";

const Photo = styled.div`
  aspect-ratio: 16 / 9;
  background: ${vars.color.surfaceRaised};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Badge = styled.span`
  padding: 0 ${space.xs};
  border-radius: ${vars.radius.chip};
  background: ${vars.color.action};
  color: ${vars.color.actionText};
  font-weight: ${vars.fontWeight.action};
`;

const Premble = styled.p`
  margin: 0;
`;

export interface StoryCardProps {
  story: StoryCardData;
  /** 2 under the page's h1 (the stories list), 3 under a section heading (the teaser). */
  titleLevel: 2 | 3;
  showDate: boolean;
  /** Marks the card as the latest story ("Senaste"); the list's highlighted first card. */
  badge?: string;
  /** The image's layout width (`sizes`), e.g. a third of the viewport in a three-column grid. */
  imageSizes: string;
  className?: string;
}

/** A story card (a list item): image, date, title linking the whole card, and the introduction. */
export function StoryCard({
  story,
  titleLevel,
  showDate,
  badge,
  imageSizes,
  className,
}: StoryCardProps) {
  const { image } = story;
  return (
    <Card
      as="li"
      href={story.href}
      title={story.title}
      titleLevel={titleLevel}
      titleSize={badge ? "xl" : "lg"}
      className={className}
      media={
        image ? (
          <Photo>
            <Image
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes={imageSizes}
              fit="cover"
            />
          </Photo>
        ) : undefined
      }
    >
      {showDate || badge ? (
        <Meta>
          {badge ? <Badge>{badge}</Badge> : null}
          {showDate ? <time dateTime={story.date.iso}>{story.date.text}</time> : null}
        </Meta>
      ) : null}
      <Premble>{story.premble}</Premble>
    </Card>
  );
}
