/*
 * The icon set's names. The artwork is in icon-markup.ts, which the browser loads only when it
 * draws an icon the page's sprite lacks (icon-sprite.ts).
 */

/** Icon names the CMS uses (specs: service flows, section 9). */
export const contentIconNames = [
  "Battery",
  "Calendar",
  "Car",
  "CarBody",
  "Cart",
  "Check",
  "Filter",
  "FuelElectricity",
  "GearBox",
  "Mileage",
  "Money",
  "Oil",
  "Phone",
  "Pin",
  "Plug",
  "Service",
  "Speedometer",
  "Star",
  "Tire",
  "Truck",
  "Windshield",
  "BMW-I",
  "BMW-M",
] as const;

/** Social network glyphs (footer social links). */
export const socialIconNames = [
  "Facebook",
  "Instagram",
  "LinkedIn",
  "YouTube",
  "X",
  "TikTok",
] as const;

/** Interface icons the components use. */
export const uiIconNames = [
  "ChevronDown",
  "ChevronUp",
  "ChevronLeft",
  "ChevronRight",
  "Close",
  "Menu",
  "Search",
  "Play",
  "Pause",
  "VolumeOn",
  "VolumeOff",
  "ArrowUp",
  "Copy",
  "Info",
  "Warning",
  "CampaignAlert",
  "WarningAlert",
] as const;

export const iconNames = [...contentIconNames, ...socialIconNames, ...uiIconNames] as const;
export type IconName = (typeof iconNames)[number];

/**
 * The icons components draw or switch to in the browser (an opened menu or dialog, the alert
 * card, a toggled compare or copy button, a paused carousel): every page's sprite has them, so
 * none of those waits for the artwork to load (icon-sprite.ts).
 */
export const interfaceIconNames: readonly IconName[] = [...uiIconNames, "Check"];

/** Narrows a CMS string to a known icon name. */
export function isIconName(value: unknown): value is IconName {
  return typeof value === "string" && (iconNames as readonly string[]).includes(value);
}
