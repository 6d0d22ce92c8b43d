import type { IconName } from "../../primitives/Icon";
import type { CarCardData } from "./types";

/*
 * The card's key-fact icons on a module of their own: the app root names them for the page's icon
 * sprite, and would otherwise load the whole card on pages without cards (issue 17).
 */

export const factIcons: Record<keyof CarCardData["facts"], IconName> = {
  year: "Calendar",
  mileage: "Mileage",
  fuel: "FuelElectricity",
  gearbox: "GearBox",
};
export const factOrder = ["year", "mileage", "fuel", "gearbox"] as const;

/** The icons every card repeats: a page of cards draws them once (IconSpriteProvider). */
export const carCardRepeatedIcons: readonly IconName[] = factOrder.map((key) => factIcons[key]);
