import type { Plugin } from "vite";

const stub = "\0stylis-prefixer-unused";

/**
 * styled-components bundles stylis's vendor prefixer (about 2 KB gzip) but only runs it under
 * `<StyleSheetManager enableVendorPrefixes>`, which this app never sets (its CSS targets current
 * browsers). In the browser build the prefixer's `prefix` becomes the identity, so every page
 * loads less; the server keeps stylis as it is (issue 17).
 */
export function stylisWithoutPrefixer(): Plugin {
  return {
    name: "stylis-without-prefixer",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (source.endsWith("/Prefixer.js") && importer?.includes("/node_modules/stylis/"))
        return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return "export function prefix(value) { return value; }\n";
    },
  };
}
