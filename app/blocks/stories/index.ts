import type { BlockRegistry } from "../../composer/block";
import { publishInfoBlock } from "./publish-info";
import { storiesListBlock } from "./stories-list";
import { storiesTeaserBlock } from "./stories-teaser";
import { storyNavigationBlock } from "./story-navigation";

/** Blocks of the stories (news), by CMS componentName. */
export const storiesBlocks: BlockRegistry = {
  StoriesList: storiesListBlock,
  StoriesTeaser: storiesTeaserBlock,
  StoryNavigation: storyNavigationBlock,
  PublishInfo: publishInfoBlock,
};
