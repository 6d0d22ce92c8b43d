import { z } from "zod";
import type { StoryCardData } from "../../../design-system/flows/Stories";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { linkField, textField } from "../../composer/fields";
import { toStoryCard } from "./story-cards.server";

/** Stories a teaser shows (specs 9). */
export const STORIES_TEASER_LIMIT = 3;

/** The teaser's heading and its stories index (the parent whose latest stories it shows). */
export const storiesTeaserSchema = z.object({
  fields: z.object({ Title: textField, StoriesIndex: linkField }),
  params: z.object({}).passthrough().optional(),
});

export interface StoriesTeaserData {
  stories: StoryCardData[];
}

/** The index's latest three stories; an unknown index gives none (the teaser hides). */
export async function loadStoriesTeaser(
  indexPath: string,
  datasource: string | undefined,
  { content, site }: BlockDataContext,
): Promise<StoriesTeaserData> {
  const index = await content.getStoryItem(site.contentSiteName, indexPath, site.language);
  if (!index) return { stories: [] };
  const page = await content.getStories({
    language: site.language,
    datasource: datasource ?? index.id,
    parentId: index.id,
    limit: STORIES_TEASER_LIMIT,
  });
  return { stories: page.items.map((story) => toStoryCard(story, site.locale)) };
}

export const storiesTeaserLoader = defineBlockLoader(
  storiesTeaserSchema,
  ({ fields }, rendering, context) =>
    loadStoriesTeaser(fields.StoriesIndex.value.href, rendering.dataSource, context),
);
