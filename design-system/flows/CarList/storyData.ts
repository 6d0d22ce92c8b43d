/*
 * Swedish demo data for the car list's stories and tests: facets as the search returns them,
 * texts from the Swedish catalogue (design-system/stories/texts.ts). Deterministic.
 */
import type { SelectOption } from "../../primitives/Select";
import { storyTranslate } from "../../stories/texts";
import { carListTexts, sortOptions } from "../marketplace-labels";
import type { CarListTexts } from "./CarList";
import type { FacetData, FacetValueData } from "./types";

const brandModels: [string, string[]][] = [
  ["Audi", ["A3", "Q4 e-tron"]],
  ["BMW", ["i4", "X1"]],
  ["Cupra", ["Born", "Formentor"]],
  ["Ford", ["Kuga", "Transit Custom"]],
  ["Kia", ["Niro", "Ceed", "Sportage", "EV6"]],
  ["Mercedes-Benz", ["EQA", "Vito"]],
  ["Polestar", ["2", "4"]],
  ["Renault", ["Clio", "Trafic"]],
  ["Skoda", ["Enyaq", "Octavia"]],
  ["Toyota", ["RAV4", "Yaris Cross"]],
  ["Volkswagen", ["Golf", "ID.4", "Passat"]],
  ["Volvo", ["EX30", "XC40", "XC60", "XC90"]],
];

const list = (name: string, values: [string, number][]): FacetData => ({
  name,
  type: "list",
  value: values.map(([text, count]) => ({ text, count })),
});

const histogram = (name: string, count: number, min: number, max: number): FacetData => ({
  name,
  type: "histogram",
  value: [{ text: name, count, min, max }],
});

/** The car facets: 12 brands (so the brand facet has a search box), fuels, ranges… */
export function storyFacets(): FacetData[] {
  const brands: FacetValueData[] = brandModels.map(([brand, models], index) => {
    const children = models.map((model, modelIndex) => ({
      text: model,
      count: 3 + ((index * 7 + modelIndex * 5) % 23),
    }));
    return { text: brand, count: children.reduce((sum, c) => sum + c.count, 0), children };
  });
  return [
    { name: "car_brand>car_model", type: "list", value: brands },
    list("car_fuel", [
      ["El", 142],
      ["Bensin", 96],
      ["Diesel", 71],
      ["Laddhybrid", 48],
      ["Hybrid", 33],
      ["Mildhybrid", 12],
    ]),
    list("car_gearbox", [
      ["Automat", 318],
      ["Manuell", 84],
    ]),
    list("car_body", [
      ["SUV", 164],
      ["Kombi", 92],
      ["Halvkombi", 77],
      ["Sedan", 41],
      ["Transportbil", 28],
    ]),
    histogram("car_price", 402, 50_000, 550_000),
    histogram("car_mileage", 402, 0, 25_000),
    histogram("car_year", 402, 2015, 2025),
  ];
}

export const storySortOptions: SelectOption[] = sortOptions(storyTranslate);

export const storyTexts: CarListTexts = carListTexts(storyTranslate, "kr");
