import { SiteDetail, dealerSiteLabels, type SiteDetailData } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import type { SetsPageHead } from "../../lib/page-head";
import type { ConsumesWildcard } from "../../marketplace/wildcard";
import type { siteDetailLoader } from "./site-detail.server";

/** The site detail page's data (app/blocks/marketplace/site-detail.server.ts). */
export type SiteDetailBlockData = ConsumesWildcard &
  SetsPageHead & {
    /** The site list, where the back link leads. */
    listPath: string;
    site: SiteDetailData;
    /** The maps browser key (MAPS_API_KEY, public by nature); none: the static map. */
    mapsApiKey?: string;
  };

/** A dealer site's page (specs/marketplace.md 2); nothing on the list itself. */
export const siteDetailBlock = defineDataBlock<typeof siteDetailLoader>((_props, context, data) =>
  data ? (
    <SiteDetail
      site={data.site}
      labels={dealerSiteLabels(context.t).detail}
      back={{ href: data.listPath }}
      mapsApiKey={data.mapsApiKey}
    />
  ) : null,
);
