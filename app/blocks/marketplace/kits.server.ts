import { z } from "zod";
import { kitFacetNames } from "../../../api-adapters/search/client";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { kitSessionFromParams } from "../../../design-system/flows/Kits/rules";
import { chosenCar, kitSearchParams, parseKitParams } from "../../marketplace/kits-url";
import type { KitCatalogueData } from "./kits";

export const kitCatalogueSchema = z.object({
  fields: z.object({}).passthrough().optional(),
  params: z.object({}).passthrough().optional(),
});

/**
 * The kits page (specs/marketplace.md 2, kits): the search state and the dealer session from the
 * URL, the kits of every page up to the URL's, their facets; a failing index is told apart (the
 * page shows 'Virhe autojen lataamisessa'). For dealer staff: the page is never indexed
 * (`noindex, nofollow`) and the sitemap leaves it out (pathToKits). Null on a site without kits.
 */
export async function loadKitCatalogue(
  context: BlockDataContext,
): Promise<KitCatalogueData | null> {
  const { site, settings, url, search } = context;
  if (!site.features.kits) return null;
  const query = parseKitParams(url.searchParams);
  const outcome = await search.findKits(site.contentSiteName, {
    ...kitSearchParams(query),
    facets: kitFacetNames,
  });
  const car = chosenCar(query);
  return {
    pageHead: [{ name: "robots", content: "noindex, nofollow" }],
    path: settings.pathToKits?.url ?? url.pathname,
    query,
    facets: outcome.response.facet,
    kits: outcome.response.content,
    total: outcome.response.total_items,
    failed: !outcome.ok,
    session: kitSessionFromParams(url.searchParams),
    ...(car ? { chosenCar: car } : {}),
    testSession: context.demoDeployment === true,
  };
}

export const kitCatalogueLoader = defineBlockLoader(
  kitCatalogueSchema,
  (_props, _rendering, context) => loadKitCatalogue(context),
);
