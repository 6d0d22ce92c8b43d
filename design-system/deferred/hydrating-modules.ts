import { createContext } from "react";

/**
 * Where a server render notes the modules of the lazy components it renders for the browser to
 * hydrate (decision 0041, addendum of session 44): the document asks for their files with the
 * page's own modules instead of once the page's code has run. Absent in the browser, and switched
 * off inside what the browser keeps as the server's HTML (a deferred section, a held block).
 */
export const HydratingModules = createContext<((moduleIds: readonly string[]) => void) | null>(
  null,
);

/** The function the server build's `import()`s call with their module's id (vite/module-ids.ts). */
const noteImport = "__forecourtNoteImport";
type WithNote = { [noteImport]?: (moduleId: string) => void };

/**
 * Runs `load` and returns what it returns with the ids of the modules its `import()`s asked for,
 * as the server build notes them (in the browser build and under test: none).
 */
export function importsOf<T>(load: () => T): { value: T; moduleIds: string[] } {
  const moduleIds: string[] = [];
  const global = globalThis as WithNote;
  const outer = global[noteImport];
  global[noteImport] = (moduleId) => moduleIds.push(moduleId);
  try {
    return { value: load(), moduleIds };
  } finally {
    global[noteImport] = outer;
  }
}
