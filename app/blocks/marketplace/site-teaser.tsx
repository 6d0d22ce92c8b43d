import { SiteTeaser, type SiteCardData } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { siteTeaserLoader } from "./teasers.server";

export interface SiteTeaserData {
  sites: SiteCardData[];
}

/**
 * A site teaser: the first four dealer sites of the site's index (specs: limit 4). A module of
 * its own: a static block (decision 0049), whose code only a navigation to its page loads.
 */
export const siteTeaserBlock = defineDataBlock<typeof siteTeaserLoader>(
  ({ fields }, context, data) => (
    <SiteTeaser
      title={nonEmpty(fields.Title)}
      sites={data?.sites ?? []}
      phoneLabel={context.t("Marketplace.TeaserSitePhone")}
    />
  ),
);
