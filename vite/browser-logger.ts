import type { Plugin } from "vite";

const serverLogger = /\/api-adapters\/shared\/logger\.ts$/;

/**
 * In the browser build, imports of the structured logger (api-adapters/shared/logger.ts) resolve
 * to its console twin, logger.browser.ts. The server's logger redacts credentials and writes
 * JSON lines for a log shipper: about 1 KB (gzip) that every page's first load carried for
 * components that log a failed render, where the browser only ever wrote to its console.
 */
export function browserLogger(): Plugin {
  return {
    name: "browser-logger",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!source.endsWith("/logger") || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !serverLogger.test(resolved.id)) return null;
      return resolved.id.replace(serverLogger, "/api-adapters/shared/logger.browser.ts");
    },
  };
}
