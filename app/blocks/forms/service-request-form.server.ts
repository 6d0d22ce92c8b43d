import { z } from "zod";
import { logger } from "../../../api-adapters/shared/logger";
import type { FieldOption } from "../../../design-system/flows/LeadForms";
import { defineBlockLoader } from "../../composer/block";
import { serviceDealers } from "../../forms/lead-forms.server";

export interface ServiceRequestFormData {
  /** The dealers to choose from: the site list (at most 100), by name. */
  dealers: FieldOption[];
}

/**
 * ServiceRequestForm: the Norwegian service request. Its dealer choice is the site list
 * (specs §9: capped at 100), sorted by name with the city; a failed search is logged and the
 * block renders nothing.
 */
export const serviceRequestFormLoader = defineBlockLoader(
  z.object({ fields: z.object({}).loose(), params: z.object({}).loose() }),
  async (_props, _rendering, { search, site, path }): Promise<ServiceRequestFormData> => {
    try {
      const dealers = await serviceDealers(search, site);
      return {
        dealers: dealers
          .map((dealer) => {
            const name = dealer.site_official_name ?? dealer.site_id;
            const city = dealer.site_city?.trim();
            return {
              value: dealer.site_id,
              label: city && !name.includes(city) ? `${name}, ${city}` : name,
            };
          })
          .sort((a, b) => a.label.localeCompare(b.label, site.locale)),
      };
    } catch (error) {
      logger.error("forms.service-request.dealers-failed", {
        site: site.id,
        path,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  },
);
