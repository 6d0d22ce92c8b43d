import { Breadcrumbs } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { breadcrumbItems, trailSegments, type CrumbPages } from "./breadcrumb-rules";
import type { breadcrumbsLoader } from "./breadcrumbs.server";

export interface BreadcrumbsData {
  pages: CrumbPages;
}

/**
 * Breadcrumbs (componentName "Breadcrumbs") for the page being rendered. The titles come from
 * each crumb's page (its navigation title), looked up on the server in parallel; the page
 * loader's own layout request is already cached. A path without a page is shown as plain text.
 */
export const breadcrumbsBlock = defineDataBlock<typeof breadcrumbsLoader>(
  ({ fields, params }, { path, t }, data) => (
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
