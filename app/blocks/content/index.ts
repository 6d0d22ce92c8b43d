import type { BlockRegistry } from "../../composer/block";
import { accordionBlock } from "./accordion";
import { blurbBlock } from "./blurb";
import { carModelCardsBlock } from "./car-model-cards";
import { columnListBlock } from "./column-list";
import { countdownBlock } from "./countdown";
import { dataTableBlock } from "./data-table";
import { heroBannerBlock } from "./hero-banner";
import { videoEmbedBlock } from "./video-embed";

/** Blocks of the content area (issue 4), by CMS componentName. */
export const contentBlocks: BlockRegistry = {
  HeroBanner: heroBannerBlock,
  Blurb: blurbBlock,
  CarModelCards: carModelCardsBlock,
  Accordion: accordionBlock,
  Countdown: countdownBlock,
  ColumnList: columnListBlock,
  DataTable: dataTableBlock,
  VideoEmbed: videoEmbedBlock,
};
