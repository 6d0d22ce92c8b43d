import { useEffect, useRef } from "react";
import styled, { css } from "styled-components";
import { mediaUp, space } from "../../theme";
import { Button } from "../../primitives/Button";
import { Chip, ChipGroup } from "../../primitives/Chip";
import { Heading } from "../../primitives/Heading";
import { ProgressBar } from "../../primitives/ProgressBar";
import { fillShowingTemplate } from "../CarList/query";
import { StoryCard } from "./StoryCard";
import type { StoriesLayout, StoriesListLabels, StoryCardData, StoryTagOption } from "./types";

export interface StoriesListProps {
  /** The index's heading (the page's h1); none: the page has its own. */
  title?: string;
  /** The stories shown: every page loaded so far, newest first. */
  stories: StoryCardData[];
  /** How many stories the filter matches in all. */
  total: number;
  tags: StoryTagOption[];
  showDates: boolean;
  layout: StoriesLayout;
  /** The first (latest) story is shown larger, marked "latest". */
  highlightLatestStory: boolean;
  labels: StoriesListLabels;
  /** A tag chip was pressed: the list shows stories with any selected tag. */
  onTagToggle: (key: string) => void;
  /** 'Show all' was pressed: no tag filter. */
  onShowAll: () => void;
  /** Appends the next page; no button without it or when every story shows. */
  onLoadMore?: () => void;
  /** A page or a filter change is loading (the stories' pending state). */
  loading?: boolean;
  /** Number format of the counts ("sv-SE"). */
  locale?: string;
}

const Root = styled.section`
  display: grid;
  gap: ${space.lg};
`;

const List = styled.ul<{ $layout: StoriesLayout; $highlight: boolean }>`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${({ $layout, $highlight }) =>
    $layout === "Grid"
      ? css`
          ${mediaUp("sm")} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${mediaUp("md")} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
          ${
            $highlight &&
            css`
              > :first-child {
                grid-column: 1 / -1;
              }
              ${mediaUp("md")} {
                > :first-child {
                  display: grid;
                  grid-template-columns: 2fr 1fr;
                }
              }
            `
          }
        `
      : css`
          ${mediaUp("md")} {
            > li {
              display: grid;
              grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
            }
          }
        `}
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.sm};
  width: min(100%, 24rem);
  margin-inline: auto;
  > :first-child {
    width: 100%;
  }
`;

/** The images' layout width per layout (the grid's columns), for the srcset choice. */
const imageSizes: Record<StoriesLayout, string> = {
  Grid: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  List: "(min-width: 1024px) 33vw, 100vw",
};

/**
 * The stories index: tag chips (toggle buttons; 'Show all' clears them and is pressed while no
 * tag is), the story cards newest first (the latest larger when highlighted), the
 * storiesNoResults text when nothing matches, and 'load more' with the count while stories
 * remain. After a load, focus moves to the first story that was added.
 */
export function StoriesList({
  title,
  stories,
  total,
  tags,
  showDates,
  layout,
  highlightLatestStory,
  labels,
  onTagToggle,
  onShowAll,
  onLoadMore,
  loading = false,
  locale,
}: StoriesListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const shownBeforeLoad = useRef<number | null>(null);
  useEffect(() => {
    const before = shownBeforeLoad.current;
    if (before === null || stories.length <= before) return;
    shownBeforeLoad.current = null;
    listRef.current?.querySelectorAll<HTMLElement>("[data-card-link]")[before]?.focus();
  }, [stories.length]);
  const filtered = tags.some((tag) => tag.selected);
  return (
    <Root aria-labelledby={title ? "stories-list-title" : undefined}>
      {title ? (
        <Heading level={1} id="stories-list-title">
          {title}
        </Heading>
      ) : null}
      {tags.length > 0 ? (
        <ChipGroup label={labels.filterLabel}>
          <Chip
            label={labels.showAll}
            selected={!filtered}
            onSelectedChange={() => {
              if (filtered) onShowAll();
            }}
          />
          {tags.map((tag) => (
            <Chip
              key={tag.key}
              label={tag.label}
              selected={tag.selected}
              onSelectedChange={() => onTagToggle(tag.key)}
            />
          ))}
        </ChipGroup>
      ) : null}
      {stories.length === 0 ? (
        <p role="status">{labels.noResults}</p>
      ) : (
        <List
          ref={listRef}
          $layout={layout}
          $highlight={highlightLatestStory}
          aria-busy={loading || undefined}
        >
          {stories.map((story, index) => (
            <StoryCard
              key={story.id}
              story={story}
              titleLevel={title ? 2 : 3}
              showDate={showDates}
              imageSizes={imageSizes[layout]}
              {...(highlightLatestStory && index === 0 ? { badge: labels.latest } : {})}
            />
          ))}
        </List>
      )}
      {stories.length > 0 && stories.length < total ? (
        <More>
          <ProgressBar
            value={stories.length}
            max={total}
            label={fillShowingTemplate(labels.showing, stories.length, total, locale)}
          />
          {onLoadMore ? (
            <Button
              variant="Secondary"
              loading={loading}
              onClick={() => {
                shownBeforeLoad.current = stories.length;
                onLoadMore();
              }}
            >
              {labels.loadMore}
            </Button>
          ) : null}
        </More>
      ) : null}
    </Root>
  );
}
