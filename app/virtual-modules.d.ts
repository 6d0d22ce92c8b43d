/** vite/block-modules.ts: componentName -> the browser files of the block's chunk. */
declare module "virtual:block-modules" {
  const browserFilesByBlock: Readonly<Record<string, readonly string[]>>;
  export default browserFilesByBlock;
}
