import { data, redirect } from "react-router";
import { z } from "zod";
import type { Car } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { cacheHeaders } from "../../lib/cache-control";
import {
  carDetailRedirect,
  notFoundKeyphrase,
  parseCarDetailSegments,
  type CarDetailRequest,
} from "../../marketplace/car-detail-path";
import {
  carDetailTexts,
  SITES_WITHOUT_NOT_FOUND_LIST_BUTTON,
  toCarDetailData,
  toSellerSites,
  type CarDetailViewOptions,
} from "../../marketplace/car-detail-view";
import { toCarCardData } from "../../marketplace/car-view";
import { productDetailEvent } from "../../analytics/product-detail";
import { carDetailMeta, carNotFoundMeta } from "../../marketplace/car-detail-seo";
import { sellingDealerSite } from "../../marketplace/selling-dealer.server";
import { carFinanceData } from "../../marketplace/finance/finance-view";
import type { CarGalleryImage } from "../../../design-system";
import type { CarDetailBlockData } from "./car-detail";

/** The CarDetail rendering has no fields: the car comes from the path below its page. */
export const carDetailSchema = z.object({
  fields: z.object({}).passthrough().optional(),
  params: z.object({}).passthrough().optional(),
});

/** Recommended cars in the not-found view, as many as similar cars (specs 9). */
const RECOMMENDED_CARS_LIMIT = 8;

function viewOptions(context: BlockDataContext, detailPath: string): CarDetailViewOptions {
  return {
    locale: context.site.locale,
    currency: context.site.currency,
    language: context.site.language,
    detailPath,
    texts: carDetailTexts(context.t),
  };
}

/** The car's pictures for the gallery: every image, else the primary one. */
function galleryImages(car: Car, alt: string): CarGalleryImage[] {
  const images = car.car_images?.length
    ? car.car_images.map((image) => ({ src: image.original, blurDataUrl: image.blur_data_url }))
    : car.car_primary_image?.original || car.car_primary_image?.thumbnail_url
      ? [
          {
            src: (car.car_primary_image.original ?? car.car_primary_image.thumbnail_url) as string,
            blurDataUrl: car.car_primary_image.blur_data_url,
          },
        ]
      : [];
  return images.map((image) => ({
    src: image.src,
    thumbnail: image.src,
    ...(image.blurDataUrl ? { blurDataUrl: image.blurDataUrl } : {}),
    alt,
  }));
}

/**
 * The 404 view: recommended cars for the words the path carried (the newest cars when none
 * match), and the car list searched for them, except on the site that hides that button.
 */
async function notFound(
  context: BlockDataContext,
  request: CarDetailRequest,
  options: CarDetailViewOptions,
): Promise<CarDetailBlockData> {
  const { search, site, settings } = context;
  const keyphrase = notFoundKeyphrase(request);
  const query = { limit: RECOMMENDED_CARS_LIMIT, facets: [] };
  const matching = keyphrase
    ? await search.searchCars(site.contentSiteName, { ...query, keyphrase })
    : null;
  const cars = matching?.content.length
    ? matching.content
    : (await search.searchCars(site.contentSiteName, query)).content;
  const listPath = settings.pathToCarList?.url;
  const showButton = listPath && !SITES_WITHOUT_NOT_FOUND_LIST_BUTTON.has(site.id);
  const listSearch = keyphrase ? `?${new URLSearchParams({ keyphrase }).toString()}` : "";
  return {
    kind: "notFound",
    pageStatus: 404,
    pageHead: carNotFoundMeta(context.t, settings.titleTemplate),
    consumesWildcard: true,
    cars: cars.map((car) => toCarCardData(car, options)),
    ...(showButton ? { carListHref: `${listPath}${listSearch}` } : {}),
  };
}

/**
 * A sample car's seller sites: the dealer sites of its brand. Its department (the one that
 * receives the leads) should be among them; when it is not, that is logged (error catalogue).
 */
async function sellerSites(context: BlockDataContext, car: Car) {
  const result = await context.search.brandSites(context.site.contentSiteName, car.car_brand);
  if (!result.ok) return [];
  const department = car.car_departmenterpid;
  const known = result.sites.some((site) =>
    (site.site_departments ?? []).some((entry) => entry.erp_id === department),
  );
  if (!department || !known) {
    logger.warn("car-detail.department-not-found", {
      message: "Department not found",
      site: context.site.id,
      carId: car.car_id,
      department,
    });
  }
  return toSellerSites(result.sites);
}

/**
 * The car of the path below the car detail page (specs/marketplace.md 2, decision 0023): found,
 * sample, or the 404 view; an id alone or a wrong slug redirects, and a failed look-up answers
 * 502 with the site's error page, not cached.
 */
export async function loadCarDetail(context: BlockDataContext): Promise<CarDetailBlockData | null> {
  const { site, settings, search, wildcardSegments, url } = context;
  const detailPath = settings.pathToCarDetail?.url;
  if (!detailPath || !site.features.carSearch) return null;
  const options = viewOptions(context, detailPath);
  const request = parseCarDetailSegments(wildcardSegments);
  if (request.kind === "noId") return notFound(context, request, options);
  const outcome = await search.carById(site.contentSiteName, request.carId);
  if (!outcome.ok) {
    logger.error("car-detail.fetch-failed", {
      site: site.id,
      carId: request.carId,
      reason: outcome.error,
    });
    throw data(null, { status: 502, headers: cacheHeaders("noStore") });
  }
  const car = outcome.car;
  if (!car) return notFound(context, request, options);
  const move = carDetailRedirect(request, car, detailPath, url.search);
  if (move) {
    throw redirect(move.location, { status: move.status, headers: cacheHeaders("publicPage") });
  }
  const [similar, sellers, dealer] = await Promise.all([
    search.similarCars(site.contentSiteName, car),
    car.car_is_sample ? sellerSites(context, car) : Promise.resolve(undefined),
    // The seller's address, phone and opening hours for the structured data.
    sellingDealerSite(search, site.contentSiteName, car),
  ]);
  const view = toCarDetailData(car, options);
  return {
    kind: "found",
    pageHead: carDetailMeta({ car, site, settings, dealer }),
    analytics: productDetailEvent(car, site.currency),
    consumesWildcard: true,
    car: sellers ? { ...view, sellerSites: sellers } : view,
    images: galleryImages(car, view.title),
    ...(car.car_regno && car.autos_on_show ? { regNo: car.car_regno } : {}),
    similar: similar.map((other) => toCarCardData(other, options)),
    ...(settings.pathToCarList?.url ? { listPath: settings.pathToCarList.url } : {}),
    ...financeOf(context, car, options),
  };
}

/** The car's finance section, when it has one (the UK quote where the site turns quotes on). */
function financeOf(context: BlockDataContext, car: Car, options: CarDetailViewOptions) {
  const finance = carFinanceData(car, {
    locale: context.site.locale,
    currency: context.site.currency,
    mileageUnit: options.texts.mileageUnit,
    financeQuotes: context.site.features.financeQuotes,
  });
  return finance ? { finance } : {};
}

export const carDetailLoader = defineBlockLoader(carDetailSchema, (_props, _rendering, context) =>
  loadCarDetail(context),
);
