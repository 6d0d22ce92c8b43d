/**
 * Search index names per content site name ("sitecoreSiteName"); the same names as
 * sites/registry.ts `searchIndexes` (a test keeps the two in step). A site the adapter does
 * not know throws 'Unknown sitecoreSiteName' (specs); a known site without an index of a kind
 * (f150-eu and supercharge sell no cars, only carstore-fi has kits) gives null, and the client
 * answers such a query with the empty result without calling the service.
 */
export type SearchIndexKind = "cars" | "sites" | "kits";

export const UNKNOWN_SITE_MESSAGE = "Unknown sitecoreSiteName";

type SiteIndexes = Record<SearchIndexKind, string | null>;

const carSelling = (suffix: string, kits = false): SiteIndexes => ({
  cars: `cars_${suffix}`,
  sites: `sites_${suffix}`,
  kits: kits ? `kits_${suffix}` : null,
});

export const searchIndexesBySite: Readonly<Record<string, SiteIndexes>> = {
  "automotive-se": carSelling("automotive_se"),
  "automotive-no": carSelling("automotive_no"),
  "retail-uk": carSelling("retail_uk"),
  "carstore-se": carSelling("carstore_se"),
  "carstore-no": carSelling("carstore_no"),
  "carstore-fi": carSelling("carstore_fi", true),
  "carstore-sk": carSelling("carstore_sk"),
  "f150-eu": { cars: null, sites: "sites_f150_eu", kits: null },
  supercharge: { cars: null, sites: null, kits: null },
};

/** The index of a kind for a content site; null when the site has none of that kind. */
export function searchIndexName(siteName: string, kind: SearchIndexKind): string | null {
  const indexes = Object.hasOwn(searchIndexesBySite, siteName)
    ? searchIndexesBySite[siteName]
    : undefined;
  if (!indexes) throw new Error(UNKNOWN_SITE_MESSAGE);
  return indexes[kind];
}
