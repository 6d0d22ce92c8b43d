import { reportDegraded } from "../shared/degradation";
import { logger } from "../shared/logger";
import { parseUpstream, toUpstreamError } from "../shared/errors";
import {
  adjacentStoriesQuery,
  adjacentStoriesResponseSchema,
  storiesQuery,
  storiesResponseSchema,
  storyItemQuery,
  storyItemResponseSchema,
  storyPublishDateQuery,
  storyPublishDateResponseSchema,
  storyTagsQuery,
  storyTagsResponseSchema,
  type AdjacentStories,
  type StoriesListRequest,
  type StoriesPage,
  type StoryDate,
  type StoryItem,
  type StoryTag,
} from "./stories";

const upstream = "content";

export type ContentQueryVariables = Record<string, string | number | null | readonly string[]>;
/** The content client's cached GraphQL request (client.ts). */
export type ContentQuery = (
  operation: string,
  document: string,
  variables: ContentQueryVariables,
) => Promise<unknown>;

/** The stories (news) reads of the content client (specs/shell-and-content.md 7). */
export interface StoriesClient {
  /** One page of a parent's stories, date descending, optionally with any of the tags. */
  getStories(request: StoriesListRequest): Promise<StoriesPage>;
  /** The tags of a stories index. */
  getStoryTags(datasource: string, language: string): Promise<StoryTag[]>;
  /** An item's id, parent id and cursor (the parent id, cursor lookup); null: no such item. */
  getStoryItem(site: string, path: string, language: string): Promise<StoryItem | null>;
  /** The stories before and after the cursor's; a failure is logged and rethrown (specs 8). */
  getAdjacentStories(parentId: string, cursor: string, language: string): Promise<AdjacentStories>;
  /** A story item's publish date; a failure is logged and gives null (specs 8). */
  getStoryPublishDate(item: string, language: string): Promise<StoryDate | null>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function storiesMethods(query: ContentQuery): StoriesClient {
  return {
    async getStories({ language, datasource, parentId, limit, cursor, tags }) {
      const data = await query("stories", storiesQuery, {
        language,
        datasource,
        parentId,
        first: limit,
        after: cursor ?? null,
        tags: tags && tags.length > 0 ? [...tags].sort() : null,
      });
      const { stories } = parseUpstream(upstream, "stories", storiesResponseSchema, data);
      return {
        items: stories.results,
        total: stories.total,
        endCursor: stories.pageInfo.endCursor,
        hasNext: stories.pageInfo.hasNext,
      };
    },
    async getStoryTags(datasource, language) {
      const data = await query("storyTags", storyTagsQuery, { datasource, language });
      return parseUpstream(upstream, "storyTags", storyTagsResponseSchema, data).storyTags.results;
    },
    async getStoryItem(site, path, language) {
      const data = await query("storyItem", storyItemQuery, { site, path, language });
      return parseUpstream(upstream, "storyItem", storyItemResponseSchema, data).storyItem;
    },
    async getAdjacentStories(parentId, cursor, language) {
      try {
        const data = await query("adjacentStories", adjacentStoriesQuery, {
          parentId,
          cursor,
          language,
        });
        return parseUpstream(upstream, "adjacentStories", adjacentStoriesResponseSchema, data)
          .adjacentStories;
      } catch (error) {
        logger.error("content.adjacent-stories-failed", {
          parentId,
          cursor,
          language,
          message: message(error),
        });
        throw toUpstreamError(upstream, error);
      }
    },
    async getStoryPublishDate(item, language) {
      try {
        const data = await query("storyPublishDate", storyPublishDateQuery, { item, language });
        return (
          parseUpstream(upstream, "storyPublishDate", storyPublishDateResponseSchema, data)
            .storyPublishDate?.date ?? null
        );
      } catch (error) {
        logger.error("content.publish-date-failed", { item, language, message: message(error) });
        reportDegraded("content:publish-date");
        return null;
      }
    },
  };
}
