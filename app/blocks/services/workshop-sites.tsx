import { WorkshopSites } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { workshopSitesLoader } from "./workshop-sites.server";

/** WorkshopSites: the grid of the sites with a workshop, linking to their site pages. */
export const workshopSitesBlock = defineDataBlock<typeof workshopSitesLoader>(
  ({ fields }, context, data) => (
    <WorkshopSites
      title={nonEmpty(fields.Title)}
      sites={data?.sites ?? []}
      phoneLabel={context.t("Dealer.Phone")}
    />
  ),
);
