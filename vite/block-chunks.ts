import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Block bindings that pages place together, by the chunk they load in. The registry loads each
 * block lazily, one `import()` per binding (app/blocks/registry.ts, decision 0028); in the
 * browser build the bindings of a group come in one chunk instead, which a page with several of
 * them fetches once and which compresses as a whole with the components they share. The
 * editorial group: the live blocks of home and campaign pages (hero, blurbs and videos,
 * accordions, countdowns, car teasers); the car list, car detail and dealer pages load
 * none of them. The around-content group: the banners and scroll-to-top button that editorial
 * and list pages place around their content, and the car detail page does not (so its first
 * load carries none of them). The static group: blocks the browser keeps as the server's HTML on
 * the first page (decision 0049), so only a navigation to a page with them loads it.
 */
export const blockGroups: Record<string, readonly string[]> = {
  aroundContent: ["./shell/alert-banner", "./shell/message-banner", "./shell/scroll-to-top"],
  editorial: [
    "./content/accordion",
    "./content/blurb",
    "./content/countdown",
    "./content/hero-banner",
    "./content/video-embed",
    "./marketplace/teasers",
  ],
  static: [
    "./call-to-action",
    "./content/car-model-cards",
    "./content/column-list",
    "./marketplace/site-teaser",
    "./shell/breadcrumbs",
    "./text-section",
  ],
};

export const registrySuffix = "/app/blocks/registry.ts";
const groupPrefix = "\0block-group:";

function groupOf(specifier: string): string | undefined {
  return Object.keys(blockGroups).find((group) => blockGroups[group]?.includes(specifier));
}

/**
 * Points the registry's `import()` of a grouped binding at one module per group that re-exports
 * the group's bindings (each binding's `then((m) => m.xBlock)` finds its export there).
 */
export function blockChunks(): Plugin {
  let blocksDir = "";
  return {
    name: "block-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== "string" || !importer?.endsWith(registrySuffix)) return null;
      const group = groupOf(specifier);
      if (!group) return null;
      blocksDir = dirname(importer);
      return `${groupPrefix}${group}`;
    },
    load(id) {
      if (!id.startsWith(groupPrefix)) return null;
      const bindings = blockGroups[id.slice(groupPrefix.length)] ?? [];
      return bindings
        .map((binding) => `export * from ${JSON.stringify(`${resolve(blocksDir, binding)}.tsx`)};`)
        .join("\n");
    },
  };
}
