import type { AppLoadContext } from "react-router";
import { createContentClient, type ContentClient } from "../api-adapters/content";

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
