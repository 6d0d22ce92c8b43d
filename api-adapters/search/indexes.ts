import {
  searchIndexesByContentSite,
  siteManifest,
  type SearchIndexKind,
} from "../../sites/manifest";

export type { SearchIndexKind };

/**
 * Search index names per content site name ("sitecoreSiteName"), from the site manifest's
 * `searchIndexes`. A site the adapter does not know throws 'Unknown sitecoreSiteName' (specs); a
 * known site without an index of a kind (f150-eu and supercharge sell no cars, only carstore-fi
 * has kits) gives null, and the client answers such a query with the empty result without
 * calling the service.
 */
export const UNKNOWN_SITE_MESSAGE = "Unknown sitecoreSiteName";

export const searchIndexesBySite: Readonly<Record<string, Record<SearchIndexKind, string | null>>> =
  searchIndexesByContentSite(siteManifest);

/** The index of a kind for a content site; null when the site has none of that kind. */
export function searchIndexName(siteName: string, kind: SearchIndexKind): string | null {
  const indexes = Object.hasOwn(searchIndexesBySite, siteName)
    ? searchIndexesBySite[siteName]
    : undefined;
  if (!indexes) throw new Error(UNKNOWN_SITE_MESSAGE);
  return indexes[kind];
}
