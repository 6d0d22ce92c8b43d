import type { IconName } from "../../primitives/Icon";
import type { CarCardData } from "./types";

export const factIcons: Record<keyof CarCardData["facts"], IconName> = {
  year: "Calendar",
  mileage: "Mileage",
  fuel: "FuelElectricity",
  gearbox: "GearBox",
};
export const factOrder = ["year", "mileage", "fuel", "gearbox"] as const;
