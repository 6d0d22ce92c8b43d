/** The site ids alone, for configuration to validate names; the list is sites/manifest.ts. */
export { isSiteId, siteIds, type SiteId } from "./manifest";
