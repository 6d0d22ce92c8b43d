import { z } from "zod";
import type { DealerSite } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import { WORKSHOP_SITES_LIMIT, type SiteCardData } from "../../../design-system";
import { nonEmpty } from "../../composer/field-values";
import { textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";
import { siteListPath } from "../../marketplace/site-paths";
import { toSiteCard } from "../marketplace/teasers.server";

export const workshopSitesSchema = z.object({
  fields: z.object({
    Title: textField.optional(),
    /** The optional link button's text on every card, e.g. "Till anläggningen". */
    LinkText: textField.optional(),
  }),
});

export interface WorkshopSitesData {
  sites: SiteCardData[];
}

/** Whether a dealer site has a workshop department (group or type "Workshop"). */
export function hasWorkshop(site: Pick<DealerSite, "site_departments">): boolean {
  return (site.site_departments ?? []).some((department) =>
    [department.group, department.department_type].some(
      (kind) => kind?.trim().toLowerCase() === "workshop",
    ),
  );
}

/**
 * The workshop-site grid (specs/service-flows.md): the site list query (limit 100), keeping
 * the sites with a Workshop department, as cards linking to their site pages. A failed search
 * is logged and renders nothing.
 */
export const workshopSitesLoader = defineBlockLoader(
  workshopSitesSchema,
  async ({ fields }, _rendering, { search, site, settings, path }): Promise<WorkshopSitesData> => {
    const listPath = siteListPath(settings, site.defaultLanguage);
    const linkLabel = nonEmpty(fields.LinkText);
    try {
      const response = await search.dealerSites(site.contentSiteName, {
        limit: WORKSHOP_SITES_LIMIT,
      });
      return {
        sites: response.content
          .filter(hasWorkshop)
          .flatMap((dealer) => toSiteCard(dealer, site.defaultLanguage, listPath) ?? [])
          .map((card) => (linkLabel ? { ...card, linkLabel } : card)),
      };
    } catch (error) {
      logger.error("workshop-sites.search-failed", {
        site: site.id,
        path,
        error: error instanceof Error ? error.message : String(error),
      });
      return { sites: [] };
    }
  },
);
