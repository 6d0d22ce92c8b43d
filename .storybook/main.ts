import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import react from "@vitejs/plugin-react";
import type { PluginOption } from "vite";

const configDir = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(configDir, "../app");

/**
 * App-level stories (route components) are allowed but none exist yet; the glob is only added
 * once one does, so Storybook and Vitest do not warn "No story files found" (restart Storybook
 * after adding the first one).
 */
const hasAppStories = readdirSync(appDir, { recursive: true }).some((file) =>
  String(file).endsWith(".stories.tsx"),
);

/** Plugin options nest (arrays, promises); flatten them so every plugin can be inspected by name. */
async function flattenPlugins(options: PluginOption[]): Promise<PluginOption[]> {
  const flat: PluginOption[] = [];
  for (const option of options) {
    const resolved = await option;
    if (Array.isArray(resolved)) flat.push(...(await flattenPlugins(resolved)));
    else if (resolved) flat.push(resolved);
  }
  return flat;
}

function pluginName(plugin: PluginOption): string {
  return plugin && typeof plugin === "object" && "name" in plugin ? plugin.name : "";
}

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: [
    "../design-system/**/*.stories.@(ts|tsx)",
    ...(hasAppStories ? ["../app/**/*.stories.tsx"] : []),
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  staticDirs: ["./public"],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Storybook loads the app's vite.config.ts, which carries reactRouter(): that plugin wants to
    // own the build (routes, SSR entry) and breaks Storybook's. Drop it and use plain React.
    // reactRouter() also brings a plugin named "prerender" (React Router's static prerendering).
    // The app's shared runtime chunk (manualChunks) is for the app's pages: in Storybook's build
    // it pulled modules into a chunk that ran before the preview had set its globals
    // (`__STORYBOOK_MODULE_TEST__ is not defined`, no story rendered).
    const plugins = (await flattenPlugins(viteConfig.plugins ?? [])).filter((plugin) => {
      const name = pluginName(plugin);
      return (
        !name.startsWith("react-router") && name !== "prerender" && name !== "shared-runtime-chunk"
      );
    });
    if (!plugins.some((plugin) => pluginName(plugin).startsWith("vite:react"))) {
      plugins.push(react());
    }

    const alias = viteConfig.resolve?.alias;
    const aliases = Array.isArray(alias)
      ? [...alias, { find: "~", replacement: appDir }]
      : { ...(alias ?? {}), "~": appDir };

    return {
      ...viteConfig,
      plugins,
      resolve: { ...viteConfig.resolve, alias: aliases },
      // The preview bundle carries React, axe and the docs renderer: large by nature.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
    };
  },
};

export default config;
