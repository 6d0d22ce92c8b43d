import type { AppLoadContext } from "react-router";
import { createContentClient, type ContentClient } from "../api-adapters/content";
import { createTireHotelClient, type TireHotelClient } from "../api-adapters/tirehotel";
import { createSearchClient, type SearchClient } from "../api-adapters/search";

const contentClients = new WeakMap<AppLoadContext["config"], ContentClient>();

/** The content client for this server's configuration (one per process, site passed per call). */
export function contentClient(context: AppLoadContext): ContentClient {
  const { config } = context;
  let client = contentClients.get(config);
  if (!client) {
    client = createContentClient({
      endpoint: config.upstreams.content.url,
      apiKey: config.upstreams.content.apiKey,
      timeoutMs: config.upstreamTimeoutMs,
    });
    contentClients.set(config, client);
  }
  return client;
}

const searchClients = new WeakMap<AppLoadContext["config"], SearchClient>();

/** The search index client for this server's configuration (site passed per call). */
export function searchClient(context: AppLoadContext): SearchClient {
  const { config } = context;
  let client = searchClients.get(config);
  if (!client) {
    client = createSearchClient({
      endpoint: config.upstreams.search.url,
      apiKey: config.upstreams.search.apiKey,
      timeoutMs: config.upstreamTimeoutMs,
    });
    searchClients.set(config, client);
  }
  return client;
}

const tireHotelClients = new WeakMap<AppLoadContext["config"], TireHotelClient>();

/** The tire hotel client for this server's configuration (the key stays on the server). */
export function tireHotelClient(context: AppLoadContext): TireHotelClient {
  const { config } = context;
  let client = tireHotelClients.get(config);
  if (!client) {
    client = createTireHotelClient({
      baseUrl: config.upstreams.tireHotel.url,
      apiKey: config.upstreams.tireHotel.apiKey,
      timeoutMs: config.upstreamTimeoutMs,
    });
    tireHotelClients.set(config, client);
  }
  return client;
}
