import browserFilesByBlock from "virtual:block-modules";
import { componentNamesOf } from "../composer/lazy-block";
import type { PreparedPlaceholders } from "../composer/prepare-renderings.server";

/**
 * The browser files of the lazy blocks a document hydrates: the blocks of the placeholders as the
 * browser gets them (held stubs count for nothing, decision 0049), each with every file its chunk
 * imports. The document asks for them with its routes' modules (decision 0041, addendum of
 * session 44). Empty while developing (vite/block-modules.ts).
 */
export function hydratingBlockFiles(
  placeholders: PreparedPlaceholders | undefined,
  filesByBlock: Readonly<Record<string, readonly string[]>> = browserFilesByBlock,
): string[] {
  const files = new Set<string>();
  for (const name of componentNamesOf(placeholders)) {
    for (const file of Object.hasOwn(filesByBlock, name) ? (filesByBlock[name] ?? []) : []) {
      files.add(file);
    }
  }
  return [...files];
}
