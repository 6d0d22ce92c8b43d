import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  build: {
    // Fonts stay files (cacheable, and allowed by the CSP's font-src 'self'), however small.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  ssr: {
    // styled-components' CommonJS default export breaks under Node's ESM loader otherwise.
    noExternal: ["styled-components"],
  },
});
