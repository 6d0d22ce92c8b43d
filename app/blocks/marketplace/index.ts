import type { BlockRegistry } from "../../composer/block";
import { carDetailBlock } from "./car-detail";
import { carListBlock } from "./car-list";
import { kitCatalogueBlock } from "./kits";
import { siteDetailBlock } from "./site-detail";
import { siteListBlock } from "./site-list";
import { siteTeaserBlock } from "./site-teaser";
import { carOfTheWeekBlock, carTeaserBlock } from "./teasers";

/** Blocks of the marketplace, by CMS componentName. */
export const marketplaceBlocks: BlockRegistry = {
  CarList: carListBlock,
  CarDetail: carDetailBlock,
  CarOfTheWeek: carOfTheWeekBlock,
  CarTeaser: carTeaserBlock,
  SiteTeaser: siteTeaserBlock,
  SiteList: siteListBlock,
  SiteDetail: siteDetailBlock,
  KitCatalogue: kitCatalogueBlock,
};
