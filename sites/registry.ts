import {
  mapSites,
  siteManifest,
  type LanguageTag,
  type SiteId,
  type SiteManifestEntry,
} from "./manifest";

/**
 * A site as the app uses it: its manifest entry with its id, in the language of the request
 * (`language`, `locale`; `sites[id]` is in the default language, sites/languages.ts makes the
 * others).
 */
export interface Site extends SiteManifestEntry {
  id: SiteId;
  /** The manifest's language, served without a path prefix. */
  defaultLanguage: LanguageTag;
  /** The path prefix of `language`: "" for the default language, "/sv" for Swedish. */
  languagePrefix: string;
}

/** Every site, by id, from the manifest. */
export const sites: Record<SiteId, Site> = mapSites(siteManifest, (entry, id) => ({
  id,
  ...entry,
  defaultLanguage: entry.language,
  languagePrefix: "",
}));
