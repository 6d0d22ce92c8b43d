import type { BlockRegistry } from "../../composer/Placeholder";

/** Blocks of the shell area (issue 4), by CMS componentName. */
export const shellBlocks: BlockRegistry = {};
