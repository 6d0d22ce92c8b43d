import { blocks, modules } from "virtual:browser-modules";
import { componentNamesOf } from "../composer/lazy-block";
import type { PreparedPlaceholders } from "../composer/prepare-renderings.server";

type FilesByKey = Readonly<Record<string, readonly string[]>>;

/** The files of the keys' entries, each once, in order (a key without an entry has none). */
function filesOf(keys: Iterable<string>, filesByKey: FilesByKey): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    for (const file of Object.hasOwn(filesByKey, key) ? (filesByKey[key] ?? []) : []) {
      files.add(file);
    }
  }
  return [...files];
}

/**
 * The browser files of the lazy blocks a document hydrates: the blocks of the placeholders as the
 * browser gets them (held stubs count for nothing, decision 0049), each with every file its chunk
 * imports. The document asks for them with its routes' modules (decision 0041, addendum of
 * session 44). Empty while developing (vite/browser-modules.ts).
 */
export function hydratingBlockFiles(
  placeholders: PreparedPlaceholders | undefined,
  filesByBlock: FilesByKey = blocks,
): string[] {
  return filesOf(componentNamesOf(placeholders), filesByBlock);
}

/** The browser files of modules loaded on demand, by id (what `importsOf` collects). */
export function moduleFiles(moduleIds: Iterable<string>, filesByModule: FilesByKey = modules) {
  return filesOf(moduleIds, filesByModule);
}
