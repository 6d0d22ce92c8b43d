import type { BlockRegistry } from "../../composer/Placeholder";

/** Blocks of the navigation area (issue 4), by CMS componentName. */
export const navigationBlocks: BlockRegistry = {};
