/**
 * The one boot entry, for development and production: validate configuration, start the
 * upstream mocks (demo mode) before any app code is loaded, then serve the app (server/app.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Express } from "express";
import type { ServerBuild } from "react-router";
import { logger } from "../api-adapters/shared/logger";
import { createApp } from "./app";
import { clientAssets } from "./client-assets";
import { ConfigError, loadConfig, mockedUpstreams, type AppConfig } from "./env";
import { createLimitStore } from "./limits/store";

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.error("server.config-invalid", { message: error.message });
      process.exit(1);
    }
    throw error;
  }
}

// Whatever escapes is still one JSON line (Node's default is a multi-line stack), then exit.
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.on(event, (error: unknown) => {
    logger.error(`server.${event}`, { error });
    process.exit(1);
  });
}

const config = readConfig();

const mocked = mockedUpstreams(config);
if (mocked.length > 0) {
  const { startUpstreamMocks } = await import("../api-adapters/mocks/node");
  startUpstreamMocks(Object.fromEntries(mocked.map((name) => [name, config.upstreams[name].url])));
  logger.info("server.demo-mode", { mocked, message: "answered by MSW fixtures" });
}

// One limit store per process (one Redis connection when REDIS_URL is set), closed on shutdown.
const limitStore = createLimitStore(config.redisUrl);
await limitStore.ready();

let app: Express;
if (config.mode === "development") {
  const vite = await import("vite").then(({ createServer }) =>
    createServer({ server: { middlewareMode: true } }),
  );
  app = createApp({
    config,
    limitStore,
    assets: [vite.middlewares],
    loadBuild: async () => {
      try {
        return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
  });
} else {
  const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  app = createApp({
    config,
    limitStore,
    assets: clientAssets(path.join(buildDir, "client")),
    loadBuild: async () => build,
  });
}

const server = app.listen(config.port, () => {
  const where = `http://localhost:${config.port}`;
  logger.info("server.listening", {
    mode: config.mode,
    url: where,
    sites: `http://<site>.localhost:${config.port}`,
  });
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
    void limitStore.close().finally(() => process.exit(0));
  });
}
