import styled from "styled-components";
import { mediaUp, space } from "../../theme";
import { Container } from "../../layout/Container";
import { Heading } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import { StoryCard } from "./StoryCard";
import type { StoryCardData } from "./types";

/** Stories a teaser shows (specs 9: teaser 3). */
export const STORIES_TEASER_SIZE = 3;

export interface StoriesTeaserProps {
  title: string;
  /** The latest stories; the first three show. */
  stories: StoryCardData[];
  /** The stories index (the teaser's parent). */
  indexHref: string;
  indexLinkText: string;
  showDates?: boolean;
}

const Section = styled.section`
  display: grid;
  gap: ${space.lg};
  padding-block: ${space.xl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.sm};
`;

const List = styled.ul`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** The latest three stories as cards, with a link to their index. Nothing without stories. */
export function StoriesTeaser({
  title,
  stories,
  indexHref,
  indexLinkText,
  showDates = true,
}: StoriesTeaserProps) {
  if (stories.length === 0) return null;
  return (
    <Container>
      <Section aria-labelledby="stories-teaser-title">
        <Head>
          <Heading level={2} id="stories-teaser-title">
            {title}
          </Heading>
          <Link href={indexHref} variant="standalone">
            {indexLinkText}
          </Link>
        </Head>
        <List>
          {stories.slice(0, STORIES_TEASER_SIZE).map((story) => (
            <StoryCard
              key={story.id}
              story={story}
              titleLevel={3}
              showDate={showDates}
              imageSizes="(min-width: 1024px) 33vw, 100vw"
            />
          ))}
        </List>
      </Section>
    </Container>
  );
}
