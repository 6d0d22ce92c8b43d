import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import type { Plugin, Rollup } from "vite";
import { registrySuffix } from "./block-chunks";

/**
 * The browser files the server asks for with a document's own modules (decision 0041, addendum
 * of session 44): each lazy block's, by the registry's componentName, and each module loaded on
 * demand (a lazy component's), by its id (its path from the project's root). Without them a
 * page's blocks, and the sections a block loads with itself, were requested only once the page's
 * code ran: more waves of requests before hydration could finish.
 *
 * The browser build writes both maps beside its output; the server build reads them into
 * `virtual:browser-modules`, removes the file, and makes each `import()` of the project's code
 * note its module's id (what `importsOf` collects). While developing and under unit tests the
 * maps are empty: the dev server's modules are not the build's files.
 */
export const browserModulesId = "virtual:browser-modules";
const resolvedId = `\0${browserModulesId}`;
const mapFile = ".vite/browser-modules.json";

/** The function `importsOf` (design-system/deferred/hydrating-modules.ts) sets while it runs. */
const noteImport = "__forecourtNoteImport";

/** A registry entry `Name: lazyBlock(() => import("./path")…`, as Prettier writes it. */
const lazyEntry = /(\w+): lazyBlock\(\s*\(\) =>\s*import\("([^"]+)"\)/g;

/** An `import()` of a string literal, as the compiled JavaScript has it. */
const literalImport = /\bimport\(\s*(["'])([^"'\n]+)\1\s*\)/g;

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

/**
 * Makes each `import("…")` of `code` note the id its specifier resolves to (`resolveId` answers
 * with the id, or undefined for a module outside the project) before it imports.
 */
export async function notingImports(
  code: string,
  resolveId: (specifier: string) => Promise<string | undefined>,
): Promise<string | null> {
  const imports = [...code.matchAll(literalImport)];
  if (imports.length === 0) return null;
  const ids = await Promise.all(imports.map(([, , specifier = ""]) => resolveId(specifier)));
  let index = 0;
  return code.replace(literalImport, (whole) => {
    const id = ids[index++];
    return id ? `(globalThis.${noteImport}?.(${JSON.stringify(id)}), ${whole})` : whole;
  });
}

export interface BrowserModules {
  blocks: Record<string, string[]>;
  modules: Record<string, string[]>;
}

export function browserModules(): Plugin {
  let command: "build" | "serve" = "serve";
  let root = "";
  let base = "/";
  let outDir = "";
  const projectId = (id: string | undefined) => {
    if (!id || id.includes("/node_modules/") || id.startsWith("\0")) return undefined;
    const path = relative(root, id.split("?")[0] ?? id);
    return path.startsWith("..") ? undefined : path;
  };
  return {
    name: "browser-modules",
    configResolved(config) {
      command = config.command;
      root = config.root;
      base = config.base;
      outDir = config.build.outDir;
    },
    async transform(code, id) {
      if (command !== "build" || this.environment.name !== "ssr" || !projectId(id)) return null;
      const noted = await notingImports(code, async (specifier) =>
        projectId((await this.resolve(specifier, id))?.id),
      );
      return noted === null ? null : { code: noted, map: null };
    },
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      // A module's own chunk, or the chunk it was put in (a grouped block: vite/block-chunks.ts).
      const chunkOf = (moduleId: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
        chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
      const map: BrowserModules = { blocks: {}, modules: {} };
      for (const moduleId of this.getModuleIds()) {
        const path = projectId(moduleId);
        const chunk =
          path && this.getModuleInfo(moduleId)?.dynamicImporters.length && chunkOf(moduleId);
        if (path && chunk) map.modules[path] = filesOfChunk(chunk, bundle, base);
      }
      const registryId = [...this.getModuleIds()].find((id) => id.endsWith(registrySuffix));
      if (registryId) {
        for (const [name, specifier] of lazyRegistryEntries(readFileSync(registryId, "utf8"))) {
          const moduleId = (await this.resolve(specifier, registryId))?.id;
          const chunk = moduleId ? chunkOf(moduleId) : undefined;
          if (!chunk) this.error(`browser-modules: no chunk for ${name} (${specifier})`);
          map.blocks[name] = filesOfChunk(chunk, bundle, base);
        }
      }
      const file = resolve(outDir, mapFile);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(map));
    },
    resolveId: (id) => (id === browserModulesId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      if (command === "serve") return "export const blocks = {};\nexport const modules = {};";
      // The server build runs after the browser's, whose output is its sibling (build/client).
      const file = resolve(outDir, "../client", mapFile);
      if (!existsSync(file)) this.error(`browser-modules: ${file} is missing`);
      const map = JSON.parse(readFileSync(file, "utf8")) as BrowserModules;
      rmSync(file);
      return [
        `export const blocks = ${JSON.stringify(map.blocks)};`,
        `export const modules = ${JSON.stringify(map.modules)};`,
      ].join("\n");
    },
  };
}
