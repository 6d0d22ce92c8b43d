import { data } from "react-router";
import { cacheHeaders } from "../lib/cache-control";
import { toCompareCarData } from "../marketplace/car-view";
import { marketplaceTexts } from "../marketplace/texts";
import { contentClient, searchClient } from "../services.server";
import { siteForRequest } from "../sites/request-site";
import { siteSettings } from "../sites/settings";
import type { Route } from "./+types/api.cars.$carId";

/** Compare detail: one car of the request's site by car_id, as the compare modal shows it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const resolution = siteForRequest(request, context);
  const carId = params.carId;
  if (
    resolution.kind !== "site" ||
    !resolution.site.features.carSearch ||
    !/^[\w-]{1,64}$/.test(carId)
  ) {
    return data({ message: "Not found" }, { status: 404, headers: cacheHeaders("noStore") });
  }
  const { site } = resolution;
  const settings = await siteSettings(contentClient(context), site);
  const outcome = await searchClient(context).carById(site.contentSiteName, carId);
  if (!outcome.ok) {
    return data(
      { message: "Search unavailable" },
      { status: 502, headers: cacheHeaders("noStore") },
    );
  }
  if (!outcome.car || !settings.pathToCarDetail) {
    return data({ message: "Not found" }, { status: 404, headers: cacheHeaders("noStore") });
  }
  const detail = toCompareCarData(outcome.car, {
    locale: site.locale,
    currency: site.currency,
    detailPath: settings.pathToCarDetail.url,
    texts: marketplaceTexts(site.language).card,
  });
  return data(detail, { headers: cacheHeaders("publicPage") });
}
