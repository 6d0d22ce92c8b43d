import { mapSites, siteManifest, type SiteId, type SiteManifestEntry } from "./manifest";

/** A site as the app uses it: its manifest entry with its id. */
export interface Site extends SiteManifestEntry {
  id: SiteId;
}

/** Every site, by id, from the manifest. */
export const sites: Record<SiteId, Site> = mapSites(siteManifest, (entry, id) => ({
  id,
  ...entry,
}));
