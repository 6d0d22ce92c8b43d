import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin, Rollup } from "vite";
import { registrySuffix } from "./block-chunks";

/**
 * The browser files each lazy block loads, by the registry's componentName, for the server to ask
 * for them with the page's own modules (decision 0041, addendum of session 44): a block the page
 * hydrates was otherwise requested only once the route's code ran, a second wave of requests
 * before hydration.
 *
 * The browser build writes the map beside its output; the server build reads it into
 * `virtual:block-modules` and removes the file. While developing (and in unit tests) the map is
 * empty: the dev server's modules are not the build's files.
 */
export const blockModulesId = "virtual:block-modules";
const resolvedId = `\0${blockModulesId}`;
const mapFile = ".vite/block-modules.json";

/** A registry entry `Name: lazyBlock(() => import("./path")…`, as Prettier writes it. */
const lazyEntry = /(\w+): lazyBlock\(\s*\(\) =>\s*import\("([^"]+)"\)/g;

/** componentName -> the registry's import specifier, for every lazy entry of its source. */
export function lazyRegistryEntries(registrySource: string): Map<string, string> {
  return new Map(
    [...registrySource.matchAll(lazyEntry)].map(([, name = "", spec = ""]) => [name, spec]),
  );
}

/** A chunk's file and every file it imports statically, transitively, as URLs under `base`. */
export function filesOfChunk(
  chunk: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
  base: string,
): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const output = bundle[fileName];
    if (output?.type === "chunk") output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files].map((fileName) => `${base}${fileName}`);
}

export function blockModules(): Plugin {
  let command: "build" | "serve" = "serve";
  let base = "/";
  let outDir = "";
  return {
    name: "block-modules",
    configResolved(config) {
      command = config.command;
      base = config.base;
      outDir = config.build.outDir;
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const registryId = [...this.getModuleIds()].find((id) => id.endsWith(registrySuffix));
      if (!registryId) return;
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      // A binding's own chunk, or (a grouped binding, vite/block-chunks.ts) its group's.
      const chunkOf = (moduleId: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
        chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
      const map: Record<string, string[]> = {};
      for (const [name, specifier] of lazyRegistryEntries(readFileSync(registryId, "utf8"))) {
        const moduleId = (await this.resolve(specifier, registryId))?.id;
        const chunk = moduleId ? chunkOf(moduleId) : undefined;
        if (!chunk) this.error(`block-modules: no chunk for ${name} (${specifier})`);
        map[name] = filesOfChunk(chunk, bundle, base);
      }
      const file = resolve(outDir, mapFile);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(map));
    },
    resolveId: (id) => (id === blockModulesId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      if (command === "serve") return "export default {};";
      // The server build runs after the browser's, whose output is its sibling (build/client).
      const file = resolve(outDir, "../client", mapFile);
      if (!existsSync(file)) this.error(`block-modules: ${file} is missing`);
      const map = readFileSync(file, "utf8");
      rmSync(file);
      return `export default ${map};`;
    },
  };
}
