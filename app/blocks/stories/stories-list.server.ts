import { z } from "zod";
import type { StoryTag } from "../../../api-adapters/content";
import type { StoryCardData, StoryTagOption } from "../../../design-system/flows/Stories";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { checkboxField, droplistField, textField } from "../../composer/fields";
import { toStoryCard } from "./story-cards.server";
import { parseStoriesParams, STORIES_PAGE_SIZE, type StoriesListState } from "./stories-url";

/** The stories index's settings (specs 3 Stories index) and its heading. */
export const storiesListSchema = z.object({
  fields: z.object({
    Title: textField.optional(),
    ShowDates: checkboxField,
    Layout: droplistField
      .optional()
      .transform((field) => (field?.value === "List" ? ("List" as const) : ("Grid" as const))),
    HighlightLatestStory: checkboxField,
  }),
  params: z.object({}).passthrough().optional(),
});

/** What the list renders with: the stories of every page loaded, the chips, the URL state. */
export interface StoriesListData {
  /** The index path the list's URLs are built on. */
  path: string;
  stories: StoryCardData[];
  total: number;
  tags: StoryTagOption[];
  state: StoriesListState;
  hasNext: boolean;
}

/**
 * The index's stories (specs 7 Stories list): the index item is looked up by the page path (its
 * id is the stories' parent), the URL's tag keys become tag ids (unknown keys are dropped), and
 * the pages the URL asks for are read one after the other, each from the previous page's
 * endCursor, so page n holds what load more appended n-1 times.
 */
export async function loadStoriesList(
  datasource: string | undefined,
  context: BlockDataContext,
): Promise<StoriesListData | null> {
  const { content, site, path, url } = context;
  const index = await content.getStoryItem(site.contentSiteName, path, site.language);
  if (!index) return null;
  const source = datasource ?? index.id;
  const allTags: StoryTag[] = await content.getStoryTags(source, site.language);
  const asked = parseStoriesParams(url.searchParams);
  const chosen = asked.tags.flatMap((key) => allTags.find((tag) => tag.key === key) ?? []);
  const state: StoriesListState = { tags: chosen.map((tag) => tag.key), pages: asked.pages };
  const stories: StoryCardData[] = [];
  let cursor: string | null = null;
  let total = 0;
  let hasNext = true;
  for (let page = 0; page < state.pages && hasNext; page += 1) {
    const result = await content.getStories({
      language: site.language,
      datasource: source,
      parentId: index.id,
      limit: STORIES_PAGE_SIZE,
      cursor,
      tags: chosen.map((tag) => tag.id),
    });
    stories.push(...result.items.map((story) => toStoryCard(story, site.locale)));
    ({ total, hasNext } = result);
    cursor = result.endCursor;
    if (!cursor) hasNext = false;
  }
  return {
    path,
    stories,
    total,
    state,
    hasNext,
    tags: allTags.map((tag) => ({
      key: tag.key,
      label: tag.value,
      selected: state.tags.includes(tag.key),
    })),
  };
}

export const storiesListLoader = defineBlockLoader(
  storiesListSchema,
  (_props, rendering, context) => loadStoriesList(rendering.dataSource, context),
);
