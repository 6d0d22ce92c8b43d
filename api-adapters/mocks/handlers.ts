import type { RequestHandler } from "msw";
import { contentHandlers } from "./content";

/** Base URLs of the upstreams to mock; an upstream left out is not mocked. */
export interface MockedUpstreamUrls {
  content?: string;
}

/** One handler list for every mocked upstream, for Node (server, vitest) and the browser. */
export function upstreamHandlers(urls: MockedUpstreamUrls): RequestHandler[] {
  return [...(urls.content ? contentHandlers(urls.content) : [])];
}
