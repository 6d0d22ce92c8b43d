import { z } from "zod";
import type { StoryLink } from "../../../design-system/flows/Stories";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { parentPath } from "./story-cards.server";

/** Story navigation has no fields: the story is the page. */
export const storyNavigationSchema = z.object({
  fields: z.object({}).passthrough().optional(),
  params: z.object({}).passthrough().optional(),
});

export interface StoryNavigationData {
  backHref: string;
  previous?: StoryLink;
  next?: StoryLink;
}

/**
 * Back, previous and next of the page's story (specs 2, 7): the story's parent id and cursor
 * are looked up, then its neighbours in the index's date order. Back leads to the story's index.
 * A failed neighbours query is logged by the adapter and rethrown, so the page shows the
 * fallback box for this block only (specs 8). A page that is no story gets no navigation.
 */
export async function loadStoryNavigation({
  content,
  site,
  path,
}: BlockDataContext): Promise<StoryNavigationData | null> {
  const story = await content.getStoryItem(site.contentSiteName, path, site.language);
  if (!story?.cursor) return null;
  const { previous, next } = await content.getAdjacentStories(
    story.parentId,
    story.cursor,
    site.language,
  );
  const link = (entry: typeof previous) =>
    entry ? { href: entry.url.path, title: entry.title } : undefined;
  const [before, after] = [link(previous), link(next)];
  return {
    backHref: parentPath(path),
    ...(before ? { previous: before } : {}),
    ...(after ? { next: after } : {}),
  };
}

export const storyNavigationLoader = defineBlockLoader(
  storyNavigationSchema,
  (_props, _rendering, context) => loadStoryNavigation(context),
);
