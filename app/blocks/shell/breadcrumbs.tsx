import { z } from "zod";
import { reportDegraded } from "../../../api-adapters/shared/degradation";
import { logger } from "../../../api-adapters/shared/logger";
import { Breadcrumbs } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { textField } from "../../composer/fields";
import { breadcrumbItems, trailSegments, type CrumbPages } from "./breadcrumb-rules";

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

export interface BreadcrumbsData {
  pages: CrumbPages;
}

const fieldText = (field: unknown) =>
  field && typeof field === "object" && "value" in field && typeof field.value === "string"
    ? field.value.trim()
    : "";

/**
 * Breadcrumbs (componentName "Breadcrumbs") for the page being rendered. The titles come from
 * each crumb's page (its navigation title), looked up on the server in parallel; the page
 * loader's own layout request is already cached. A path without a page is shown as plain text.
 */
export const breadcrumbsBlock = defineDataBlock(
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
  ({ fields, params }, { path, translate: t }, data) => (
    <Breadcrumbs
      label={t("Breadcrumbs.Label")}
      items={breadcrumbItems(
        trailSegments(path, params.SeparatorMarker),
        fields.HomeTitle?.value.trim() || t("Breadcrumbs.Home"),
        data?.pages,
      )}
    />
  ),
);
