import { z } from "zod";
import type { StoryDateView } from "../../../design-system/flows/Stories";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { formatStoryDate } from "./story-cards.server";

/** Publish info has no fields: the date is the page's story's. */
export const publishInfoSchema = z.object({
  fields: z.object({}).passthrough().optional(),
  params: z.object({}).passthrough().optional(),
});

/**
 * The publish date of the page's story, formatted for the site's locale (specs 2, 7). A failed
 * date query is logged by the adapter and shows no date (specs 8).
 */
export async function loadPublishInfo({
  content,
  site,
  path,
}: BlockDataContext): Promise<StoryDateView | null> {
  const story = await content.getStoryItem(site.contentSiteName, path, site.language);
  if (!story) return null;
  const date = await content.getStoryPublishDate(story.id, site.language);
  return date ? formatStoryDate(date.value, site.locale) : null;
}

export const publishInfoLoader = defineBlockLoader(
  publishInfoSchema,
  (_props, _rendering, context) => loadPublishInfo(context),
);
