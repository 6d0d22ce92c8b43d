import type { BlockRegistry } from "../../composer/Placeholder";

/** Blocks of the content area (issue 4), by CMS componentName. */
export const contentBlocks: BlockRegistry = {};
