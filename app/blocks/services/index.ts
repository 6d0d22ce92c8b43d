import type { BlockRegistry } from "../../composer/block";
import { serviceBookingBlock } from "./service-booking";
import { tireHotelBlock } from "./tire-hotel";
import { workshopSitesBlock } from "./workshop-sites";

/** Blocks of the service flows, by CMS componentName. */
export const serviceBlocks: BlockRegistry = {
  TireHotel: tireHotelBlock,
  ServiceBooking: serviceBookingBlock,
  WorkshopSites: workshopSitesBlock,
};
