import { gql } from "graphql-request";
import { z } from "zod";
import { logger } from "../shared/logger";

/*
 * The locator's locations (specs/shell-and-content.md §3, §7 Locations, §8): one query per type,
 * each under the fixed parent folder of the site's kind, up to 300 children with the location
 * fields. A location is valid only with non-empty id, name, city, address and zip and numeric
 * lat/lng; an invalid one is skipped with a warning.
 */

/** A location's type: F150 dealers, charging points, generic locations; Invalid on failure. */
export type LocationType = "F150Location" | "ChargingPoint" | "Location";
export type LocationListType = LocationType | "Invalid";

/** Children fetched per type (specs §9: fetch limit 300 items per type). */
export const LOCATIONS_PER_TYPE = 300;

/** Which locations a site kind shows: the type, its fixed parent folder and item templates. */
export interface LocationSource {
  type: LocationType;
  /** The fixed parent (folder) item the locations are children of. */
  path: string;
  folderTemplateId: string;
  templateIds: string[];
}

/** The parent folders by site kind (F150 Europe, supercharge, default). */
export const LOCATION_SOURCES = {
  f150: {
    type: "F150Location",
    path: "/sitecore/content/Shared/Locations/F150 Europe",
    folderTemplateId: "{6B1C36A2-1F0E-4E55-9E0B-F150F150F150}",
    templateIds: ["{0F150A11-6C3B-4B8E-A0D5-3D8F150D0C01}"],
  },
  supercharge: {
    type: "ChargingPoint",
    path: "/sitecore/content/Shared/Locations/Supercharge",
    folderTemplateId: "{9C4A7E1B-5D2F-4C77-8A33-C4A12E000300}",
    templateIds: ["{C4A12E00-7E57-4C1D-9B0A-0C0C0C0C0CC5}"],
  },
  default: {
    type: "Location",
    path: "/sitecore/content/Shared/Locations/Default",
    folderTemplateId: "{2E0D5B7C-3A94-4F1E-B6C8-10CA710F0000}",
    templateIds: ["{10CA7100-2B5E-4D3A-8F61-DEFA0170CA71}"],
  },
} as const satisfies Record<string, LocationSource>;

export type LocationSourceKind = keyof typeof LOCATION_SOURCES;

export interface ChargerOption {
  id: string;
  /** Chargers of this kind at the site. */
  amount: number;
  icon: "CCS1" | "CCS2";
  /** Peak power in watts. */
  watts: number;
}

interface BaseLocation {
  id: string;
  name: string;
  city: string;
  address: string;
  zip: string;
  lat: number;
  lng: number;
}

export type Location =
  | (BaseLocation & {
      type: "F150Location";
      emails: string[];
      phones: string[];
      webpages: string[];
    })
  | (BaseLocation & { type: "ChargingPoint"; chargerOptions: ChargerOption[] })
  | (BaseLocation & { type: "Location" });

export interface LocationList {
  type: LocationListType;
  locations: Location[];
}

export const locationsQuery = gql`
  query Locations(
    $path: String!
    $language: String!
    $folderTemplateId: String!
    $templateIds: [String!]!
    $first: Int!
  ) {
    locations(
      path: $path
      language: $language
      folderTemplateId: $folderTemplateId
      templateIds: $templateIds
      first: $first
    ) {
      results {
        id
        name
        city
        address
        zip
        lat
        lng
        emails
        phones
        webpages
        chargerOptions {
          id
          amount
          icon
          watts
        }
      }
    }
  }
`;

/** The answer's shape; each child's fields are checked one by one (`toLocation`). */
export const locationsResponseSchema = z.object({
  locations: z.object({ results: z.array(z.record(z.string(), z.unknown())) }).nullable(),
});

const filled = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";
const numeric = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => filled(entry)) : [];

const chargerOptionSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  icon: z.enum(["CCS1", "CCS2"]),
  watts: z.number().nonnegative(),
});

/** A child as a location of `type`, or null when it is not valid (specs §6 validation). */
export function toLocation(type: LocationType, raw: Record<string, unknown>): Location | null {
  const { id, name, city, address, zip, lat, lng } = raw;
  if (!filled(id) || !filled(name) || !filled(city) || !filled(address) || !filled(zip)) {
    return null;
  }
  if (!numeric(lat) || !numeric(lng)) return null;
  const base = { id, name, city, address, zip, lat, lng };
  if (type === "F150Location") {
    return {
      ...base,
      type,
      emails: strings(raw.emails),
      phones: strings(raw.phones),
      webpages: strings(raw.webpages),
    };
  }
  if (type === "ChargingPoint") {
    const options = Array.isArray(raw.chargerOptions) ? raw.chargerOptions : [];
    return {
      ...base,
      type,
      chargerOptions: options.flatMap((option) => {
        const parsed = chargerOptionSchema.safeParse(option);
        return parsed.success ? [parsed.data] : [];
      }),
    };
  }
  return { ...base, type };
}

/** The valid locations of an answer; each invalid child is skipped with a warning. */
export function validLocations(
  type: LocationType,
  children: readonly Record<string, unknown>[],
): Location[] {
  return children.flatMap((child) => {
    const location = toLocation(type, child);
    if (!location) {
      logger.warn("content.location-invalid", { type, id: String(child.id ?? "") });
      return [];
    }
    return [location];
  });
}

/** The empty list a query without site or language gives (specs §8): no markers. */
export const invalidLocationList: LocationList = { type: "Invalid", locations: [] };
