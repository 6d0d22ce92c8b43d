import { HttpResponse, type graphql, type GraphQLResponseBody } from "msw";
import {
  storyCollections,
  storyTemplateId,
  type StoryCollection,
  type StoryRecord,
} from "./fixtures/content/stories";

type Collections = Partial<Record<string, Record<string, StoryCollection>>>;
type Link = ReturnType<typeof graphql.link>;

const graphqlError = (message: string, status = 200) =>
  HttpResponse.json<GraphQLResponseBody<Record<string, never>>>(
    { errors: [{ message }] },
    { status },
  );
const missingKey = () => graphqlError("Missing API key", 401);

const samePath = (a: string, b: string) =>
  a.toLowerCase().replace(/\/+$/, "") === b.toLowerCase().replace(/\/+$/, "");

/** A story as the content service answers it (specs 3 Story). */
function toStory(story: StoryRecord, language: string) {
  const date = new Date(story.published);
  return {
    id: story.id,
    name: story.name,
    displayName: story.title,
    templateId: storyTemplateId,
    url: { path: story.path },
    title: story.title,
    premble: story.premble,
    tags: story.tagIds.join("|"),
    date: {
      value: story.published,
      dateValue: date.getTime(),
      formattedDateValue: date.toLocaleDateString(language, { timeZone: "UTC" }),
    },
    image: story.image,
  };
}

/**
 * The content service's stories queries answered from the demo news sections
 * (fixtures/content/stories.ts). Items are found by id across sites; cursors are offsets in the
 * parent's date-descending (and tag-filtered) list.
 */
export function storiesHandlers(api: Link, collections: Collections = storyCollections) {
  const inLanguage = (language: string) =>
    Object.values(collections).flatMap((byLanguage) => byLanguage?.[language] ?? []);
  const byIndexId = (id: string, language: string) =>
    inLanguage(language).find((collection) => collection.index.id === id);

  return [
    api.query("Stories", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as {
        language: string;
        parentId: string;
        first: number;
        after?: string | null;
        tags?: string[] | null;
      };
      const tags = variables.tags ?? [];
      const stories = (byIndexId(variables.parentId, variables.language)?.stories ?? []).filter(
        (story) => tags.length === 0 || story.tagIds.some((id) => tags.includes(id)),
      );
      const start = variables.after ? Number(variables.after) : 0;
      if (!Number.isInteger(start) || start < 0) {
        return graphqlError(`Invalid cursor ${variables.after}`);
      }
      const slice = stories.slice(start, start + Math.max(0, variables.first));
      const end = start + slice.length;
      return HttpResponse.json({
        data: {
          stories: {
            total: stories.length,
            pageInfo: { endCursor: String(end), hasNext: end < stories.length },
            results: slice.map((story) => toStory(story, variables.language)),
          },
        },
      });
    }),
    api.query("StoryTags", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { datasource: string; language: string };
      const tags = byIndexId(variables.datasource, variables.language)?.tags ?? [];
      return HttpResponse.json({ data: { storyTags: { results: tags } } });
    }),
    api.query("StoryItem", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { site: string; path: string; language: string };
      const collection = collections[variables.site]?.[variables.language];
      if (!collection) return HttpResponse.json({ data: { storyItem: null } });
      if (samePath(collection.index.path, variables.path)) {
        const parentId = `${variables.site}:/`;
        return HttpResponse.json({
          data: { storyItem: { id: collection.index.id, parentId, cursor: null } },
        });
      }
      const position = collection.stories.findIndex((story) =>
        samePath(story.path, variables.path),
      );
      const story = collection.stories[position];
      return HttpResponse.json({
        data: {
          storyItem: story
            ? { id: story.id, parentId: collection.index.id, cursor: String(position) }
            : null,
        },
      });
    }),
    api.query("AdjacentStories", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { parentId: string; cursor: string; language: string };
      const stories = byIndexId(variables.parentId, variables.language)?.stories;
      const position = Number(variables.cursor);
      if (!stories || !Number.isInteger(position) || !stories[position]) {
        return graphqlError(`No story at ${variables.parentId}#${variables.cursor}`);
      }
      const near = (offset: number) => {
        const story = stories[position + offset];
        return story ? toStory(story, variables.language) : null;
      };
      return HttpResponse.json({
        data: { adjacentStories: { previous: near(-1), next: near(1) } },
      });
    }),
    api.query("StoryPublishDate", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { item: string; language: string };
      const story = inLanguage(variables.language)
        .flatMap((collection) => collection.stories)
        .find((entry) => entry.id === variables.item);
      return HttpResponse.json({
        data: {
          storyPublishDate: story ? { date: toStory(story, variables.language).date } : null,
        },
      });
    }),
  ];
}
