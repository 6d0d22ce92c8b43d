/**
 * The one boot entry, for development and production: validate configuration, start the
 * upstream mocks (demo mode) before any app code is loaded, then serve the React Router app.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig, mockedUpstreams, type AppConfig } from "./env";

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();

const mocked = mockedUpstreams(config);
if (mocked.length > 0) {
  const { startUpstreamMocks } = await import("../api-adapters/mocks/node");
  startUpstreamMocks(Object.fromEntries(mocked.map((name) => [name, config.upstreams[name].url])));
  console.log(`Demo mode: ${mocked.join(", ")} answered by MSW fixtures.`);
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", true);
app.use(compression());

const getLoadContext = () => ({ config });

if (config.mode === "development") {
  const vite = await import("vite").then(({ createServer }) =>
    createServer({ server: { middlewareMode: true } }),
  );
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    try {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return createRequestHandler({ build, getLoadContext })(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  app.use(createRequestHandler({ build, getLoadContext }));
}

app.listen(config.port, () => {
  const where = `http://localhost:${config.port}`;
  console.log(
    `Forecourt (${config.mode}) on ${where}; sites on http://<site>.localhost:${config.port}`,
  );
});
