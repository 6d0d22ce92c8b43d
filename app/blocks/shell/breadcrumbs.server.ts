import { z } from "zod";
import { reportDegraded } from "../../../api-adapters/shared/degradation";
import { logger } from "../../../api-adapters/shared/logger";
import { textField } from "../../composer/fields";
import { trailSegments } from "./breadcrumb-rules";
import type { BreadcrumbsData } from "./breadcrumbs";
import { defineBlockLoader } from "../../composer/block";

export const breadcrumbsSchema = z.object({
  fields: z.object({
    /** The first crumb's text; the dictionary's "Breadcrumbs.Home" when empty. */
    HomeTitle: textField.optional(),
  }),
  params: z
    .object({
      /** See breadcrumb-rules.ts: segments up to the last marker are left out of the trail. */
      SeparatorMarker: z.string().optional(),
    })
    .loose()
    .default({}),
});

const fieldText = (field: unknown) =>
  field && typeof field === "object" && "value" in field && typeof field.value === "string"
    ? field.value.trim()
    : "";

export const breadcrumbsLoader = defineBlockLoader(
  breadcrumbsSchema,
  async ({ params }, _rendering, { content, site, path }): Promise<BreadcrumbsData> => {
    const segments = trailSegments(path, params.SeparatorMarker);
    const entries = await Promise.all(
      segments.map(async ({ path: crumbPath }) => {
        try {
          const layout = await content.getLayout(site.contentSiteName, crumbPath, site.language);
          const route = layout?.sitecore.route;
          if (!route) return [crumbPath, null] as const;
          const title =
            fieldText(route.fields.navTitle) ||
            fieldText(route.fields.metaTitle) ||
            route.displayName ||
            route.name;
          return [crumbPath, { title }] as const;
        } catch (error) {
          logger.warn("breadcrumbs.title-unavailable", {
            path: crumbPath,
            message: error instanceof Error ? error.message : String(error),
          });
          reportDegraded("content:breadcrumbs");
          return undefined;
        }
      }),
    );
    return { pages: Object.fromEntries(entries.filter((entry) => entry !== undefined)) };
  },
);
