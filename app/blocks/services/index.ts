import type { BlockRegistry } from "../../composer/block";
import { tireHotelBlock } from "./tire-hotel";

/** Blocks of the service flows, by CMS componentName. */
export const serviceBlocks: BlockRegistry = {
  TireHotel: tireHotelBlock,
};
