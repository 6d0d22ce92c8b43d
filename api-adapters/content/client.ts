import { GraphQLClient } from "graphql-request";
import { parseUpstream, toUpstreamError } from "../shared/errors";
import { createSwrCache, UPSTREAM_REVALIDATE_MS } from "../shared/swr-cache";
import { layoutQuery, siteRoutesQuery, siteSettingsQuery } from "./queries";
import {
  layoutResponseSchema,
  siteRoutesResponseSchema,
  siteSettingsResponseSchema,
  type LayoutData,
  type SiteRoute,
  type SiteSettings,
} from "./schemas";

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

export interface ContentClient {
  /** The route's layout, or null when the site has no such route (a 404). */
  getLayout(site: string, routePath: string, language: string): Promise<LayoutData | null>;
  getSiteSettings(site: string, language: string): Promise<SiteSettings>;
  /** Every route of the site (all pages of results), for the sitemap. */
  getSiteRoutes(site: string, language: string): Promise<SiteRoute[]>;
}

/** Page size of paged content queries; a cap on pages guards against a cursor that never ends. */
const routesPageSize = 100;
const maxRoutePages = 500;

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

  async function query(
    operation: string,
    document: string,
    variables: Record<string, string | number | null>,
  ) {
    const load = () => request(document, variables);
    return cache ? cache.get(`${operation}:${JSON.stringify(variables)}`, load) : load();
  }

  async function request(document: string, variables: Record<string, string | number | null>) {
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
  };
}
