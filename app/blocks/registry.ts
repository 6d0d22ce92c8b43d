import type { BlockRegistry } from "../composer/block";
import { callToActionBlock } from "./call-to-action";
import { contentBlocks } from "./content";
import { marketplaceBlocks } from "./marketplace";
import { navigationBlocks } from "./navigation";
import { serviceBlocks } from "./services";
import { shellBlocks } from "./shell";
import { siteHeaderBlock } from "./site-header";
import { storiesBlocks } from "./stories";
import { textSectionBlock } from "./text-section";

/** CMS componentName -> block binding. Every block authors can place is listed here. */
export const blockRegistry: BlockRegistry = {
  SiteHeader: siteHeaderBlock,
  TextSection: textSectionBlock,
  CallToAction: callToActionBlock,
  ...navigationBlocks,
  ...shellBlocks,
  ...contentBlocks,
  ...serviceBlocks,
  ...marketplaceBlocks,
  ...storiesBlocks,
};
