import type { FacetData } from "../CarList/types";
import type { Kit } from "./types";

/** Story kits: fixed data, the shapes of the demo index (api-adapters/mocks/search/kits.ts). */
const labour = (description: string, hours: number, price: number) => ({
  description,
  durationHours: hours,
  retailPrice: price,
  labourCode: "LAB-120",
  labourId: `L-${description.length}`,
});

export const storyKits: Kit[] = [
  {
    action: "UPSERT",
    kitId: "KIT-010000",
    catalogueId: "CAT-FI-2026",
    kitCode: "ULVE-1",
    name: "Irrotettava vetokoukku Volvo XC60",
    description: "Irrotettava vetokoukku: vetokoukkusarja, sähkösarja 13-napainen.",
    status: "Aktiivinen",
    images: [],
    retailPrice: 612.4,
    currency: "EUR",
    kitCategory: "Ulkovarusteet",
    kitSubCategory: "Vetokoukut",
    kitSubSubCategory: "Irrotettava vetokoukku",
    parts: [
      { partName: "Vetokoukkusarja", partNumber: "31-414825", retailPrice: 455.9 },
      { partName: "Sähkösarja 13-napainen", partNumber: "31-414826", retailPrice: 156.5 },
    ],
    vehicleFitmentSpecifications: [
      { externalId: "FIT-1", make: "Volvo", model: "XC60", modelYear: 2022, version: "Comfort" },
      { externalId: "FIT-2", make: "Volvo", model: "XC60", modelYear: 2023, version: null },
    ],
    labourSpecifications: [labour("Vetokoukun asennus", 3, 96)],
  },
  {
    action: "UPSERT",
    kitId: "KIT-010007",
    catalogueId: "CAT-FI-2026",
    kitCode: "ULKA-2",
    name: "Suksiboksi Toyota RAV4",
    description: "Suksiboksi: kattoboksi 420 l, pikakiinnikkeet.",
    status: "Tilaustuote",
    images: [],
    retailPrice: 689,
    currency: "EUR",
    kitCategory: "Ulkovarusteet",
    kitSubCategory: "Kattotelineet",
    kitSubSubCategory: "Suksiboksi",
    parts: [
      { partName: "Kattoboksi 420 l", partNumber: "52-100420", retailPrice: 599 },
      { partName: "Pikakiinnikkeet", partNumber: "52-100421", retailPrice: 90 },
    ],
    vehicleFitmentSpecifications: [
      { externalId: "FIT-3", make: "Toyota", model: "RAV4", modelYear: 2021, version: null },
    ],
    labourSpecifications: [labour("Kattoboksin asennus", 0.5, 96)],
  },
  {
    action: "UPSERT",
    kitId: "KIT-010014",
    catalogueId: "CAT-FI-2026",
    kitCode: "SIMA-3",
    name: "Kumimattosarja Kia Niro",
    description: "Kumimatot edessä ja takana.",
    status: "Aktiivinen",
    images: [],
    retailPrice: 119,
    currency: "EUR",
    kitCategory: "Sisävarusteet",
    kitSubCategory: "Matot",
    kitSubSubCategory: "Kumimattosarja",
    parts: [
      { partName: "Kumimatot edessä", partNumber: "61-200100", retailPrice: 69 },
      { partName: "Kumimatot takana", partNumber: "61-200101", retailPrice: 50 },
    ],
    vehicleFitmentSpecifications: [
      { externalId: "FIT-4", make: "Kia", model: "Niro", modelYear: 2024, version: null },
    ],
    labourSpecifications: [],
  },
];

export const storyKitFacets: FacetData[] = [
  {
    name: "kitCategory>kitSubCategory>kitSubSubCategory",
    type: "list",
    value: [
      {
        text: "Ulkovarusteet",
        count: 2,
        children: [
          {
            text: "Vetokoukut",
            count: 1,
            children: [{ text: "Irrotettava vetokoukku", count: 1 }],
          },
          { text: "Kattotelineet", count: 1, children: [{ text: "Suksiboksi", count: 1 }] },
        ],
      },
      {
        text: "Sisävarusteet",
        count: 1,
        children: [{ text: "Matot", count: 1, children: [{ text: "Kumimattosarja", count: 1 }] }],
      },
    ],
  },
  {
    name: "vehicleFitmentSpecifications.make",
    type: "list",
    value: [
      { text: "Volvo", count: 1 },
      { text: "Toyota", count: 1 },
      { text: "Kia", count: 1 },
    ],
  },
];

export const storySession = {
  user: "mvirtanen",
  dealer: "D100",
  unit: "HKI",
  transactionId: "T-2026-0042",
  auto: "Volvo XC60 2022",
};
