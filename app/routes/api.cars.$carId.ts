import { data } from "react-router";
import { logger } from "../../api-adapters/shared/logger";
import { cacheHeaders } from "../lib/cache-control";
import { unavailableHeaders } from "../lib/upstream-failure";
import { toCompareCarData } from "../marketplace/car-view";
import { cardTexts } from "../marketplace/labels";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { Route } from "./+types/api.cars.$carId";

/**
 * Compare detail: one car of the request's site by car_id, as the compare modal shows it. An
 * upstream failure (search, or the site settings that give the detail path) is a 502, never a
 * 404: the car may well exist.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const resolution = context.site;
  const carId = params.carId;
  if (
    resolution.kind !== "site" ||
    !resolution.site.features.carSearch ||
    !/^[\w-]{1,64}$/.test(carId)
  ) {
    return data({ message: "Not found" }, { status: 404, headers: cacheHeaders("noStore") });
  }
  const { site } = resolution;
  const [settings, outcome] = await Promise.all([
    context.upstream.content
      .getSiteSettings(site.contentSiteName, site.language)
      .catch((error: unknown) => {
        logger.error("compare-detail.settings-unavailable", { site: site.id, error });
        return null;
      }),
    context.upstream.search.carById(site.contentSiteName, carId),
  ]);
  if (!outcome.ok || !settings) {
    const message = outcome.ok ? "Content unavailable" : "Search unavailable";
    return data({ message }, { status: 502, headers: unavailableHeaders() });
  }
  if (!outcome.car || !settings.pathToCarDetail) {
    return data({ message: "Not found" }, { status: 404, headers: cacheHeaders("noStore") });
  }
  const detail = toCompareCarData(outcome.car, {
    locale: site.locale,
    currency: site.currency,
    detailPath: settings.pathToCarDetail.url,
    texts: cardTexts(serverTranslator(site.language, site.locale)),
  });
  return data(detail, { headers: cacheHeaders("publicPage") });
}
