import { defineConfig } from "vite";

/** Vite config for benchmark scripts run with vite-node: same SSR resolution as the app. */
export default defineConfig({
  ssr: { noExternal: ["styled-components"] },
});
