/* Demo cars with details for the compare stories and tests (deterministic, no network). */
import { storyCar } from "../CarCard/storyCars";
import type { CompareCarData } from "../CarCard/types";

const equipmentSets = [
  [
    "Dragkrok",
    "Värmepump",
    "Adaptiv farthållare",
    "Backkamera",
    "Apple CarPlay",
    "Eluppvärmd ratt",
  ],
  ["Panoramaglastak", "Head-up display", "Harman Kardon", "Dragkrok"],
  ["Värmepump", "360° kamera", "Elstolar med minne", "Trådlös laddning", "Matrix LED"],
  ["Fyrhjulsdrift", "Dragkrok", "Motorvärmare", "Backkamera"],
];

/** Demo car `n` with equipment and technical data, as the app passes it after the detail fetch. */
export function storyCompareCar(
  n: number,
  overrides: Partial<CompareCarData> = {},
): CompareCarData {
  const base = storyCar(n);
  return {
    ...base,
    equipment: equipmentSets[n % equipmentSets.length] ?? [],
    technical: [
      { label: "Effekt", value: `${150 + ((n * 37) % 250)} hk` },
      { label: "Drivning", value: n % 2 === 0 ? "Fyrhjulsdrift" : "Framhjulsdrift" },
      { label: "Färg", value: ["Svart", "Vit", "Grå", "Blå"][n % 4] ?? "Grå" },
      ...(base.facts.fuel === "El"
        ? [{ label: "Räckvidd (WLTP)", value: `${380 + n * 20} km` }]
        : [
            {
              label: "Förbrukning",
              value: `${(4 + (n % 4) * 0.6).toFixed(1).replace(".", ",")} l/100 km`,
            },
          ]),
      { label: "Tjänstevikt", value: `${1_600 + n * 45} kg` },
    ],
    ...overrides,
  };
}

export const storyCompareCars = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => storyCompareCar(from + index));
