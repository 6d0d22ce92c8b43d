import { z } from "zod";
import type { Location, LocationSourceKind } from "../../../api-adapters/content";
import { offlinePlaces } from "../../../api-adapters/geocoding/places";
import { logger } from "../../../api-adapters/shared/logger";
import type { LocatorMarker } from "../../../design-system";
import type { SiteKind } from "../../../sites/manifest";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { textField } from "../../composer/fields";
import type { LocatorBlockData } from "./locator";

/** Locator config (specs §3): DefaultLatitude, DefaultLongitude, DefaultZoomLevel as params. */
const coordinateParam = z.coerce.number().finite().optional().catch(undefined);

export const locatorSchema = z.object({
  fields: z.object({ Title: textField.optional() }).passthrough().optional(),
  params: z
    .object({
      DefaultLatitude: coordinateParam,
      DefaultLongitude: coordinateParam,
      DefaultZoomLevel: coordinateParam,
    })
    .passthrough()
    .optional(),
});

/** The locations a site kind shows (specs §7: the fixed parents F150 Europe, supercharge, default). */
export function locationSourceOf(kind: SiteKind): LocationSourceKind {
  if (kind === "brand") return "f150";
  if (kind === "charging") return "supercharge";
  return "default";
}

/** The country appended to a geocoded term: the site's, when it serves one country. */
const siteCountries: Partial<Record<string, string>> = {
  "automotive-se": "Sweden",
  "automotive-no": "Norway",
  "carstore-se": "Sweden",
  "carstore-no": "Norway",
  "carstore-fi": "Finland",
  "carstore-sk": "Slovakia",
  "retail-uk": "United Kingdom",
};

export function toMarker(location: Location): LocatorMarker {
  const { type, id, name, city, address, zip, lat, lng } = location;
  const base = { type, id, name, city, address, zip, lat, lng };
  if (location.type === "F150Location") {
    const { emails, phones, webpages } = location;
    return { ...base, emails, phones, webpages };
  }
  if (location.type === "ChargingPoint")
    return { ...base, chargerOptions: location.chargerOptions };
  return base;
}

/**
 * The locator's data: the site kind's locations as markers (a failure is logged and gives
 * none: 'No dealers found'), the maps key, and the offline geocoder's places (used without a
 * key or when the maps script fails).
 */
export async function loadLocator(
  params: z.output<typeof locatorSchema>["params"],
  { content, site, mapsApiKey }: BlockDataContext,
): Promise<LocatorBlockData> {
  const source = locationSourceOf(site.kind);
  let markers: LocatorMarker[] = [];
  try {
    const list = await content.getLocations(source, site.contentSiteName, site.language);
    markers = list.locations.map(toMarker);
  } catch (error) {
    logger.error("locator.locations-unavailable", { site: site.id, message: String(error) });
  }
  const latitude = params?.DefaultLatitude;
  const longitude = params?.DefaultLongitude;
  const country = siteCountries[site.id];
  return {
    markers,
    unit: site.locale === "en-GB" ? "mi" : "km",
    // The places geocode whenever the maps library is not there: no key, or its script failed.
    offlinePlaces: [...offlinePlaces],
    ...(mapsApiKey ? { apiKey: mapsApiKey } : {}),
    ...(country ? { country } : {}),
    ...(latitude !== undefined && longitude !== undefined
      ? { defaultCenter: { lat: latitude, lng: longitude } }
      : {}),
    ...(params?.DefaultZoomLevel !== undefined ? { defaultZoom: params.DefaultZoomLevel } : {}),
  };
}

export const locatorLoader = defineBlockLoader(locatorSchema, ({ params }, _rendering, context) =>
  loadLocator(params, context),
);
