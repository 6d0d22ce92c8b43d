import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { upstreamHandlers } from "../../api-adapters/mocks/handlers";
import { loadConfig } from "../../server/env";
import { createUpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";

/** For route tests: the context of a request to `url`, with its own upstream clients (so its own read cache). */
export function routeContext(url: string): AppLoadContext {
  const config = loadConfig({});
  return {
    config,
    cspNonce: "",
    upstream: createUpstreamClients(config),
    site: resolveSite(new URL(url).host, config.siteHosts),
  } as AppLoadContext;
}

/**
 * For route tests: the demo content and search services (MSW) for the whole file, a test's own
 * handlers and spies undone after it. Returns the server for those handlers.
 */
export function serveDemoUpstreams() {
  const urls = loadConfig({}).upstreams;
  return serveForTheFile(
    upstreamHandlers({ content: urls.content.url, search: urls.search.url }),
    () => vi.restoreAllMocks(),
  );
}

/**
 * For route tests: MSW answering with `handlers` for the whole file (a request it has no handler
 * for fails the test); after each test, a test's own handlers are undone and `afterEachTest` runs.
 */
export function serveForTheFile(handlers: RequestHandler[], afterEachTest: () => void) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    afterEachTest();
  });
  afterAll(() => server.close());
  return server;
}
