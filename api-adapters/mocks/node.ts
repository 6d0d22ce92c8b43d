import { setupServer } from "msw/node";
import { logger } from "../shared/logger";
import { upstreamHandlers, type MockedUpstreamUrls } from "./handlers";

/**
 * Starts MSW's Node interceptor for the given upstreams. Call it before the app is loaded:
 * every fetch to a mocked upstream is answered from fixtures; everything else passes through.
 */
export function startUpstreamMocks(urls: MockedUpstreamUrls) {
  const server = setupServer(...upstreamHandlers(urls));
  const mockedOrigins = new Set(Object.values(urls).map((url) => new URL(url).origin));
  server.listen({
    onUnhandledRequest(request) {
      if (mockedOrigins.has(new URL(request.url).origin)) {
        logger.error("mocks.unhandled-request", { method: request.method, url: request.url });
      }
    },
  });
  return server;
}
