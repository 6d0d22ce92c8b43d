import { languagePathOf } from "./language-paths";
import { languageOfPath, siteInLanguage } from "./languages";
import { sites, type Site } from "./registry";
import { isSiteId } from "./site-ids";

export type SiteResolution =
  | { kind: "site"; site: Site }
  /** Bare localhost: the demo's list of sites. */
  | { kind: "directory" }
  | { kind: "unknown"; host: string };

const directoryHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host name without port, lower-cased. */
export function hostName(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0] ?? "";
}

/**
 * Picks the site for a request's host: a configured production host first, then
 * `<site>.localhost` (the demo: every site on one port at once), then the directory.
 */
export function resolveSite(
  hostHeader: string,
  siteHosts: ReadonlyMap<string, string>,
): SiteResolution {
  const host = hostName(hostHeader);
  const configured = siteHosts.get(host);
  if (configured && isSiteId(configured)) return { kind: "site", site: sites[configured] };

  if (host.endsWith(".localhost")) {
    const label = host.slice(0, -".localhost".length);
    if (isSiteId(label)) return { kind: "site", site: sites[label] };
  }
  if (directoryHosts.has(host)) return { kind: "directory" };
  return { kind: "unknown", host };
}

/**
 * The resolution in the language the request's path asks for: on a site with extra languages,
 * `/sv/...` is the site in Swedish (its `language`, `locale` and `languagePrefix`), and so is
 * `/api/...?lang=sv`; any other path, and any other resolution, is returned as it is.
 */
export function inPathLanguage(
  resolution: SiteResolution,
  pathname: string,
  search = "",
): SiteResolution {
  if (resolution.kind !== "site") return resolution;
  const language = languageOfPath(resolution.site, languagePathOf(pathname, search));
  return language === resolution.site.language
    ? resolution
    : { kind: "site", site: siteInLanguage(resolution.site, language) };
}

/**
 * The host a site's absolute URLs use (redirects to it, sitemap, robots): its configured
 * production host from `SITE_HOSTS` (the first one listed; for a site that wants its bare host,
 * the first without `www.`), else the demo's `<site>.localhost` on the port the request came to
 * (already validated as a number). The name never comes from Host or X-Forwarded-Host text.
 */
export function canonicalSiteHost(
  site: Site,
  siteHosts: ReadonlyMap<string, string>,
  demoPort?: number | string,
): string {
  const configured = [...siteHosts].filter(([, id]) => id === site.id).map(([host]) => host);
  const preferred =
    site.canonicalHost === "bare"
      ? (configured.find((host) => !host.startsWith("www.")) ?? configured[0])
      : configured[0];
  return preferred ?? `${site.id}.localhost${demoPort ? `:${demoPort}` : ""}`;
}
