import { defineDataBlock } from "../../composer/block";
import { StoriesTeaser } from "./lazy-stories";
import type { storiesTeaserLoader } from "./stories-teaser.server";

/** The latest stories of an index, linking to it (specs 2); nothing without stories. */
export const storiesTeaserBlock = defineDataBlock<typeof storiesTeaserLoader>(
  ({ fields }, context, data) =>
    data && data.stories.length > 0 ? (
      <StoriesTeaser
        title={fields.Title.value}
        stories={data.stories}
        indexHref={fields.StoriesIndex.value.href}
        indexLinkText={fields.StoriesIndex.value.text.trim() || context.t("Stories.AllStories")}
      />
    ) : null,
);
