/** vite/browser-modules.ts: the browser files the server asks for with a document's modules. */
declare module "virtual:browser-modules" {
  /** componentName -> the files of the lazy block's chunk. */
  export const blocks: Readonly<Record<string, readonly string[]>>;
  /** A module loaded on demand, by its path from the project's root -> the files of its chunk. */
  export const modules: Readonly<Record<string, readonly string[]>>;
}
