import { z } from "zod";
import { carFacetNames, type Facet } from "../../../api-adapters/search";
import { toCarCardData } from "../../marketplace/car-view";
import {
  RECOGNISED_FACETS,
  carListSearchParams,
  parseCarListParams,
  resolvePathSegments,
  withFilters,
} from "../../marketplace/car-list-url";
import { cardTexts } from "../../marketplace/labels";
import type { CarListData } from "./car-list";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";

export const carListSchema = z.object({
  fields: z.object({}).passthrough().optional(),
  params: z.object({}).passthrough().optional(),
});

/** Facets to recognise path segments by: no filters, no cars (cached by the adapter). */
async function recognitionFacets(context: BlockDataContext): Promise<Facet[]> {
  const response = await context.search.searchCars(context.site.contentSiteName, {
    limit: 0,
    facets: RECOGNISED_FACETS,
  });
  return response.facet;
}

export async function loadCarList(context: BlockDataContext): Promise<CarListData | null> {
  const { site, settings, url, wildcardSegments, search } = context;
  const listPath = settings.pathToCarList?.url;
  if (!listPath || !settings.pathToCarDetail || !site.features.carSearch) return null;
  let pathFilters: Record<string, string[]> = {};
  if (wildcardSegments.length > 0) {
    const resolved = resolvePathSegments(wildcardSegments, await recognitionFacets(context));
    if (!resolved) return null;
    pathFilters = resolved;
  }
  const needsModelLookup = url.searchParams.getAll("car_model").some((m) => !m.includes(">"));
  const facetsForParams = needsModelLookup ? await search.carFacets(site.contentSiteName) : [];
  const query = withFilters(parseCarListParams(url.searchParams, facetsForParams), pathFilters);
  const outcome = await search.findCars(site.contentSiteName, {
    ...carListSearchParams(query),
    facets: carFacetNames,
  });
  const texts = cardTexts(context.t);
  const detailPath = settings.pathToCarDetail.url;
  return {
    ...(wildcardSegments.length > 0 ? { consumesWildcard: true as const } : {}),
    listPath,
    query,
    facets: outcome.response.facet,
    cars: outcome.response.content.map((car) =>
      toCarCardData(car, {
        locale: site.locale,
        currency: site.currency,
        detailPath,
        texts,
      }),
    ),
    total: outcome.response.total_items,
    failed: !outcome.ok,
  };
}

export const carListLoader = defineBlockLoader(carListSchema, (_props, _rendering, context) =>
  loadCarList(context),
);
