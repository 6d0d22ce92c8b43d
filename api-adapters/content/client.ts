import { GraphQLClient } from "graphql-request";
import { reportDegraded } from "../shared/degradation";
import { parseUpstream, toUpstreamError } from "../shared/errors";
import { createSwrCache, UPSTREAM_REVALIDATE_MS } from "../shared/swr-cache";
import { logger } from "../shared/logger";
import {
  invalidLocationList,
  LOCATION_SOURCES,
  LOCATIONS_PER_TYPE,
  locationsQuery,
  locationsResponseSchema,
  validLocations,
  type LocationList,
  type LocationSourceKind,
} from "./locations";
import { navigationResponseSchema, toNavigationItems, type NavigationItem } from "./navigation";
import {
  brandLogosQuery,
  columnHeadersQuery,
  dictionaryQuery,
  languagesQuery,
  layoutQuery,
  navigationQuery,
  siteRootQuery,
  siteRoutesQuery,
  siteSettingsQuery,
  wildcardPagesQuery,
} from "./queries";
import {
  brandLogosResponseSchema,
  columnHeadersResponseSchema,
  dictionaryResponseSchema,
  languagesResponseSchema,
  siteRootResponseSchema,
  wildcardPagesResponseSchema,
  type BrandLogo,
  type ColumnHeader,
  type Language,
  layoutResponseSchema,
  siteRoutesResponseSchema,
  siteSettingsResponseSchema,
  type LayoutData,
  type SiteRoute,
  type SiteSettings,
} from "./schemas";
import { storiesMethods, type ContentQueryVariables, type StoriesClient } from "./stories-client";

const upstream = "content";

export interface ContentClientOptions {
  endpoint: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
  /** Reads are cached in process for the specs' 60 s, then served stale while revalidating. */
  cache?: { maxEntries: number; freshMs: number; staleMs: number } | false;
}

export interface ContentClient extends StoriesClient {
  /** The route's layout, or null when the site has no such route (a 404). */
  getLayout(site: string, routePath: string, language: string): Promise<LayoutData | null>;
  getSiteSettings(site: string, language: string): Promise<SiteSettings>;
  /** Every route of the site (all pages of results), for the sitemap. */
  getSiteRoutes(site: string, language: string): Promise<SiteRoute[]>;
  /** Dictionary phrases (key -> value); an unavailable dictionary is logged and empty. */
  getDictionary(site: string, language: string): Promise<Record<string, string>>;
  /** The navigation tree (three levels); a failure is logged and gives null (specs). */
  getNavigation(datasource: string, language: string): Promise<NavigationItem[] | null>;
  getLanguages(
    site: string,
    routePath: string,
    language: string,
  ): Promise<{ available: Language[]; current: Language | null }>;
  getSiteRoot(site: string, language: string): Promise<{ homePath: string; rootParentId: string }>;
  /** A data table's column headers; a failure gives none (specs). */
  getColumnHeaders(item: string, language: string): Promise<ColumnHeader[]>;
  /** Car brand logos, at most 65 (specs). */
  getBrandLogos(language: string): Promise<BrandLogo[]>;
  /** Wildcard pages of the site, the first 50 (specs). */
  getWildcardPages(site: string, language: string): Promise<string[]>;
  /**
   * The locator's locations of a site kind (one query, under its fixed parent, up to 300):
   * invalid children skipped with a warning; without site or language, logged and Invalid.
   */
  getLocations(source: LocationSourceKind, site: string, language: string): Promise<LocationList>;
}

export const BRAND_LOGO_LIMIT = 65;
export const WILDCARD_PAGE_LIMIT = 50;

/** Page size of paged content queries; a cap on pages guards against a cursor that never ends. */
const routesPageSize = 100;
const maxRoutePages = 500;

/**
 * The value last built from the same upstream payloads (the same objects, from the read cache),
 * or the new one: a dictionary stays one object while its reads are fresh, so the texts resolved
 * from it are resolved once (i18n/catalogue.server.ts, decision 0027). Bounded by the keys
 * callers use (site and language).
 */
function sameWhileUnchanged<T>(maxKeys = 200) {
  const built = new Map<string, { payloads: readonly unknown[]; value: T }>();
  return {
    same(key: string, payloads: readonly unknown[], value: T): T {
      const last = built.get(key);
      if (
        last &&
        last.payloads.length === payloads.length &&
        last.payloads.every((payload, index) => payload === payloads[index])
      ) {
        return last.value;
      }
      if (built.size >= maxKeys) built.clear();
      built.set(key, { payloads, value });
      return value;
    },
  };
}

/** Experience-Edge-style content service client (graphql-request, API key header, timeout). */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const client = new GraphQLClient(options.endpoint, {
    headers: { sc_apikey: options.apiKey },
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  });

  const cache =
    options.cache === false
      ? null
      : createSwrCache<unknown>(
          options.cache ?? {
            maxEntries: 2000,
            freshMs: UPSTREAM_REVALIDATE_MS,
            staleMs: 10 * 60_000,
          },
        );

  const dictionaries = sameWhileUnchanged<Record<string, string>>();

  async function query(operation: string, document: string, variables: ContentQueryVariables) {
    const load = () => request(document, variables);
    return cache ? cache.get(`${operation}:${JSON.stringify(variables)}`, load) : load();
  }

  async function request(document: string, variables: ContentQueryVariables) {
    try {
      return await client.request<unknown>({
        document,
        variables,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw toUpstreamError(upstream, error);
    }
  }

  return {
    ...storiesMethods(query),
    async getLayout(site, routePath, language) {
      const data = await query("layout", layoutQuery, { site, routePath, language });
      const parsed = parseUpstream(upstream, "layout", layoutResponseSchema, data);
      const rendered = parsed.layout?.item?.rendered ?? null;
      return rendered?.sitecore.route ? rendered : null;
    },
    async getSiteSettings(site, language) {
      const data = await query("siteSettings", siteSettingsQuery, { site, language });
      const parsed = parseUpstream(upstream, "siteSettings", siteSettingsResponseSchema, data);
      if (!parsed.siteSettings) {
        throw toUpstreamError(upstream, new Error(`no site settings for ${site}/${language}`));
      }
      return parsed.siteSettings;
    },
    async getSiteRoutes(site, language) {
      const routes: SiteRoute[] = [];
      let after: string | null = null;
      for (let page = 0; page < maxRoutePages; page += 1) {
        const data = await query("siteRoutes", siteRoutesQuery, {
          site,
          language,
          first: routesPageSize,
          after,
        });
        const { siteRoutes } = parseUpstream(
          upstream,
          "siteRoutes",
          siteRoutesResponseSchema,
          data,
        );
        routes.push(...siteRoutes.results);
        if (!siteRoutes.pageInfo.hasNext || !siteRoutes.pageInfo.endCursor) break;
        after = siteRoutes.pageInfo.endCursor;
      }
      return routes;
    },
    async getDictionary(site, language) {
      const phrases: Record<string, string> = {};
      const pages: unknown[] = [];
      let after: string | null = null;
      try {
        for (let page = 0; page < maxRoutePages; page += 1) {
          const data = await query("dictionary", dictionaryQuery, {
            site,
            language,
            first: routesPageSize,
            after,
          });
          pages.push(data);
          const parsed = parseUpstream(upstream, "dictionary", dictionaryResponseSchema, data);
          const dictionary = parsed.site.siteInfo?.dictionary;
          if (!dictionary) break;
          for (const { key, value } of dictionary.results) phrases[key] = value;
          if (!dictionary.pageInfo.hasNext || !dictionary.pageInfo.endCursor) break;
          after = dictionary.pageInfo.endCursor;
        }
      } catch (error) {
        logger.error("content.dictionary-unavailable", { site, language, message: String(error) });
        reportDegraded("content:dictionary");
        return {};
      }
      return dictionaries.same(`${site}|${language}`, pages, phrases);
    },
    async getNavigation(datasource, language) {
      try {
        const data = await query("navigation", navigationQuery, { datasource, language });
        const parsed = parseUpstream(upstream, "navigation", navigationResponseSchema, data);
        return parsed.navigation ? toNavigationItems(parsed.navigation.children.results) : null;
      } catch (error) {
        logger.error("content.navigation-unavailable", {
          datasource,
          language,
          message: String(error),
        });
        reportDegraded("content:navigation");
        return null;
      }
    },
    async getLanguages(site, routePath, language) {
      const data = await query("languages", languagesQuery, { site, routePath, language });
      return parseUpstream(upstream, "languages", languagesResponseSchema, data).languages;
    },
    async getSiteRoot(site, language) {
      const data = await query("siteRoot", siteRootQuery, { site, language });
      const { siteRoot } = parseUpstream(upstream, "siteRoot", siteRootResponseSchema, data);
      if (!siteRoot) throw toUpstreamError(upstream, new Error(`no site root for ${site}`));
      return siteRoot;
    },
    async getColumnHeaders(item, language) {
      try {
        const data = await query("columnHeaders", columnHeadersQuery, { item, language });
        return (
          parseUpstream(upstream, "columnHeaders", columnHeadersResponseSchema, data)
            .tableColumnHeaders ?? []
        );
      } catch (error) {
        logger.error("content.column-headers-unavailable", { item, message: String(error) });
        reportDegraded("content:column-headers");
        return [];
      }
    },
    async getBrandLogos(language) {
      const data = await query("brandLogos", brandLogosQuery, {
        language,
        first: BRAND_LOGO_LIMIT,
      });
      return parseUpstream(upstream, "brandLogos", brandLogosResponseSchema, data).brandLogos
        .results;
    },
    async getWildcardPages(site, language) {
      const data = await query("wildcardPages", wildcardPagesQuery, {
        site,
        language,
        first: WILDCARD_PAGE_LIMIT,
      });
      return parseUpstream(
        upstream,
        "wildcardPages",
        wildcardPagesResponseSchema,
        data,
      ).wildcardPages.results.map((page) => page.path);
    },
    async getLocations(source, site, language) {
      if (!site || !language) {
        logger.error("content.locations-without-site", { source, site, language });
        return invalidLocationList;
      }
      const { type, path, folderTemplateId, templateIds } = LOCATION_SOURCES[source];
      const data = await query("locations", locationsQuery, {
        path,
        language,
        folderTemplateId,
        templateIds,
        first: LOCATIONS_PER_TYPE,
      });
      const { locations } = parseUpstream(upstream, "locations", locationsResponseSchema, data);
      return { type, locations: validLocations(type, locations?.results ?? []) };
    },
  };
}
