import type { Plugin } from "vite";

/**
 * Modules nearly every view uses that must stay in the one shared chunk every page loads. Rollup
 * puts a module in a chunk per set of entries (routes and `import()`s) that reach it; when a chunk
 * loaded on demand (the compare bar, decision 0028, addendum of session 35) uses the icon, the
 * image or react-dom's index, Rollup cut each of them out of the shared chunk into a file of its
 * own, and every page loaded three more files and 0.5 KB more gzip.
 */
const sharedRuntime = new RegExp(
  [
    "/design-system/primitives/(Button|Icon|Image|Link|VisuallyHidden)/",
    "/design-system/layout/Container/",
    "/design-system/hooks/usePublishedHeight",
    "/app/i18n/merge-texts",
    "/design-system/deferred/lazy-component",
    "vite/preload-helper",
    "/node_modules/react-dom/index\\.js$",
  ].join("|"),
);

/** The icons' artwork: loaded on its own when a page draws an icon its sprite lacks. */
const loadedOnDemand = /\/design-system\/primitives\/Icon\/icon-markup\.ts$/;

/** The browser build's `manualChunks`: those modules (and what they import) in "runtime". */
export function sharedRuntimeChunk(): Plugin {
  return {
    name: "shared-runtime-chunk",
    config: () => ({
      environments: {
        client: {
          build: {
            rollupOptions: {
              output: {
                manualChunks: (id: string) =>
                  sharedRuntime.test(id) && !loadedOnDemand.test(id) ? "runtime" : undefined,
              },
            },
          },
        },
      },
    }),
  };
}
