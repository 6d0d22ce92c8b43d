import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { blockChunks } from "./vite/block-chunks";
import { browserModules } from "./vite/browser-modules";
import { browserLogger } from "./vite/browser-logger";
import { reactRouterWithoutDevWarnings } from "./vite/react-router-without-dev-warnings";
import { sharedRuntimeChunk } from "./vite/shared-runtime-chunk";
import { styledComponentsIds } from "./vite/styled-components-ids";
import { styledComponentsKeepServerSheet } from "./vite/styled-components-keep-server-sheet";
import { styledComponentsServerMode } from "./vite/styled-components-server-mode";
import { stylisWithoutPrefixer } from "./vite/stylis-without-prefixer";

export default defineConfig({
  plugins: [
    styledComponentsIds(),
    stylisWithoutPrefixer(),
    styledComponentsKeepServerSheet(),
    styledComponentsServerMode(),
    blockChunks(),
    browserModules(),
    sharedRuntimeChunk(),
    browserLogger(),
    reactRouterWithoutDevWarnings(),
    reactRouter(),
  ],
  build: {
    rollupOptions: {
      // Design-system modules only declare components and values (their styled-components calls
      // are marked pure by the plugin above), so a route keeps just the parts it uses, even
      // through the barrel.
      treeshake: { moduleSideEffects: (id) => !id.includes("/design-system/") },
    },
    // Fonts stay files (cacheable, and allowed by the CSP's font-src 'self'), however small.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  ssr: {
    // styled-components' CommonJS default export breaks under Node's ESM loader otherwise.
    noExternal: ["styled-components"],
  },
});
