import { gql } from "graphql-request";
import { z } from "zod";

/*
 * The stories (news) queries of the content service (specs/shell-and-content.md 7): the stories
 * list, the tags list, the parent id and cursor lookup, the next and previous article and the
 * publish date, with the zod schemas of their answers.
 */

const storyFields = `
  id
  name
  displayName
  templateId
  url { path }
  title
  premble
  tags
  date { value dateValue formattedDateValue }
  image { src alt width height }
`;

/** A parent's stories, date descending, paged by cursor, optionally those with any of the tags. */
export const storiesQuery = gql`
  query Stories(
    $language: String!
    $datasource: String!
    $parentId: String!
    $first: Int!
    $after: String
    $tags: [String!]
  ) {
    stories(
      language: $language
      datasource: $datasource
      parentId: $parentId
      first: $first
      after: $after
      tags: $tags
      orderBy: DATE_DESC
    ) {
      total
      pageInfo {
        endCursor
        hasNext
      }
      results {
        ${storyFields}
      }
    }
  }
`;

/** The tags stories can carry (key, value, id). */
export const storyTagsQuery = gql`
  query StoryTags($language: String!, $datasource: String!) {
    storyTags(language: $language, datasource: $datasource) {
      results {
        id
        key
        value
      }
    }
  }
`;

/** An item's id, its parent's id and its cursor in the parent's date-descending list. */
export const storyItemQuery = gql`
  query StoryItem($site: String!, $path: String!, $language: String!) {
    storyItem(site: $site, path: $path, language: $language) {
      id
      parentId
      cursor
    }
  }
`;

/** The stories next to the one at a cursor in its parent's date-descending list. */
export const adjacentStoriesQuery = gql`
  query AdjacentStories($parentId: String!, $cursor: String!, $language: String!) {
    adjacentStories(parentId: $parentId, cursor: $cursor, language: $language) {
      previous {
        ${storyFields}
      }
      next {
        ${storyFields}
      }
    }
  }
`;

/** A story item's publish date. */
export const storyPublishDateQuery = gql`
  query StoryPublishDate($item: String!, $language: String!) {
    storyPublishDate(item: $item, language: $language) {
      date {
        value
        dateValue
        formattedDateValue
      }
    }
  }
`;

/** A date field: the ISO value, epoch milliseconds and the service's formatted text. */
export const storyDateSchema = z.object({
  value: z.iso.datetime({ offset: true }),
  dateValue: z.number(),
  formattedDateValue: z.string(),
});

const dimension = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

/** A story (specs 3 Story); its tags come pipe-separated and are split into ids here. */
export const storySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  displayName: z.string(),
  templateId: z.string(),
  url: z.object({ path: z.string().startsWith("/") }),
  title: z.string().min(1),
  premble: z.string().default(""),
  tags: z
    .string()
    .nullable()
    .transform((tags) => (tags ?? "").split("|").flatMap((id) => id.trim() || [])),
  date: storyDateSchema,
  image: z
    .object({ src: z.string().min(1), alt: z.string(), width: dimension, height: dimension })
    .nullable(),
});

export const storiesResponseSchema = z.object({
  stories: z.object({
    total: z.number().int().nonnegative(),
    pageInfo: z.object({ endCursor: z.string().nullable(), hasNext: z.boolean() }),
    results: z.array(storySchema),
  }),
});

export const storyTagSchema = z.object({
  id: z.string().min(1),
  key: z.string().min(1),
  value: z.string().min(1),
});

export const storyTagsResponseSchema = z.object({
  storyTags: z.object({ results: z.array(storyTagSchema) }),
});

export const storyItemResponseSchema = z.object({
  storyItem: z
    .object({ id: z.string().min(1), parentId: z.string().min(1), cursor: z.string().nullable() })
    .nullable(),
});

export const adjacentStoriesResponseSchema = z.object({
  adjacentStories: z.object({ previous: storySchema.nullable(), next: storySchema.nullable() }),
});

export const storyPublishDateResponseSchema = z.object({
  storyPublishDate: z.object({ date: storyDateSchema }).nullable(),
});

export type Story = z.output<typeof storySchema>;
export type StoryDate = z.output<typeof storyDateSchema>;
export type StoryTag = z.output<typeof storyTagSchema>;
export type StoryItem = NonNullable<z.output<typeof storyItemResponseSchema>["storyItem"]>;

/** One page of a stories list. */
export interface StoriesPage {
  items: Story[];
  total: number;
  endCursor: string | null;
  hasNext: boolean;
}

export interface StoriesListRequest {
  language: string;
  /** The stories index's settings item (where its tags live). */
  datasource: string;
  parentId: string;
  limit: number;
  cursor?: string | null;
  /** Tag ids: a story with any of them matches (OR); none or empty: every story. */
  tags?: readonly string[];
}

/** The stories and their neighbours (specs: previous is the newer, next the older story). */
export interface AdjacentStories {
  previous: Story | null;
  next: Story | null;
}
