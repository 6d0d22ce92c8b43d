import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { loadConfig } from "../../server/env";
import { memoryRouteLimits } from "../../server/limits/route-limits";
import { createUpstreamClients, type UpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";

/* The /api/mechmate route tests' request context (demo config, the site by host). */

export const config = loadConfig({});
export const bookingUrl = config.upstreams.booking.url;
/** The Swedish site with the booking tool, and a site without it. */
export const bookingOrigin = "http://automotive-se.localhost";
export const otherOrigin = "http://retail-uk.localhost";

export function routeArgs(
  url: string,
  params: Record<string, string> = {},
  init: RequestInit & { upstream?: Partial<UpstreamClients> } = {},
): LoaderFunctionArgs {
  const { upstream, ...requestInit } = init;
  const request = new Request(url, requestInit);
  const context = {
    config,
    cspNonce: "",
    upstream: { ...createUpstreamClients(config), ...upstream },
    limits: memoryRouteLimits(),
    site: resolveSite(new URL(url).host, config.siteHosts),
  } as AppLoadContext;
  return { request, context, params } as LoaderFunctionArgs;
}

export async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
