import type { ContentClient, SiteSettings } from "../api-adapters/content";
import { reportDegraded } from "../api-adapters/shared/degradation";
import { logger } from "../api-adapters/shared/logger";
import type { Site } from "./registry";

/** Settings used when the content service cannot give them: the page still renders. */
export function fallbackSettings(site: Site): SiteSettings {
  return {
    name: site.name,
    url: `https://${site.id}.example`,
    titleTemplate: `%s | ${site.name}`,
    gtmID: null,
    pathToCarList: null,
    pathToCarDetail: null,
    pathToSiteDetail: null,
    pathToKits: null,
  };
}

/** The site settings authors own, or the fallback (logged) when the content service fails. */
export function siteSettings(content: ContentClient, site: Site): Promise<SiteSettings> {
  return content.getSiteSettings(site.contentSiteName, site.language).catch((error: unknown) => {
    logger.error("site.settings-unavailable", { site: site.id, message: String(error) });
    reportDegraded("content:site-settings");
    return fallbackSettings(site);
  });
}
