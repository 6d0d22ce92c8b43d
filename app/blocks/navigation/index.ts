import type { BlockRegistry } from "../../composer/block";
import { mainNavigationBlock } from "./main-navigation";

/** Blocks of the navigation area (issue 4), by CMS componentName. */
export const navigationBlocks: BlockRegistry = {
  MainNavigation: mainNavigationBlock,
};
