import type { Plugin } from "vite";

/**
 * The server build bundles styled-components (`ssr.noExternal`), whose render path reads
 * `process.env.NODE_ENV` several times per styled element (debug values, dev warnings): on Node
 * each read is a lookup in the real environment (about 0.2 µs), thousands per page, about 5% of
 * a server render (decision 0027). A build is made for production, so in the server bundle
 * styled-components' reads become the literal, as they already are in the browser bundle. Only
 * styled-components: the app's own reads stay live.
 */
export function styledComponentsServerMode(): Plugin {
  let mode = "production";
  return {
    name: "styled-components-server-mode",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    configResolved(config) {
      mode = config.mode;
    },
    transform(code, id) {
      if (!id.includes("/node_modules/styled-components/")) return null;
      if (!code.includes("process.env.NODE_ENV")) return null;
      return { code: code.replaceAll("process.env.NODE_ENV", JSON.stringify(mode)), map: null };
    },
  };
}
