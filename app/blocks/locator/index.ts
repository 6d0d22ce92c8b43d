import type { BlockRegistry } from "../../composer/block";
import { locatorBlock } from "./locator";

/** The locator's blocks, by CMS componentName. */
export const locatorBlocks: BlockRegistry = {
  Locator: locatorBlock,
};
