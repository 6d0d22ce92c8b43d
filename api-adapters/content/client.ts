import { GraphQLClient } from "graphql-request";
import { parseUpstream, toUpstreamError } from "../shared/errors";
import { layoutQuery, siteSettingsQuery } from "./queries";
import {
  layoutResponseSchema,
  siteSettingsResponseSchema,
  type LayoutData,
  type SiteSettings,
} from "./schemas";

const upstream = "content";

export interface ContentClientOptions {
  endpoint: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
}

export interface ContentClient {
  /** The route's layout, or null when the site has no such route (a 404). */
  getLayout(site: string, routePath: string, language: string): Promise<LayoutData | null>;
  getSiteSettings(site: string, language: string): Promise<SiteSettings>;
}

/** Experience-Edge-style content service client (graphql-request, API key header, timeout). */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const client = new GraphQLClient(options.endpoint, {
    headers: { sc_apikey: options.apiKey },
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  });

  async function query(operation: string, document: string, variables: Record<string, string>) {
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
  };
}
