import type { LocatorMarker, OfflinePlace } from "./types";

/** Story data: real cities, fixed numbers (no randomness), so snapshots stay the same. */
const cities: [string, number, number][] = [
  ["Berlin", 52.52, 13.405],
  ["Hamburg", 53.5511, 9.9937],
  ["München", 48.1351, 11.582],
  ["Köln", 50.9375, 6.9603],
  ["Leipzig", 51.3397, 12.3731],
  ["Dresden", 51.0504, 13.7373],
  ["Potsdam", 52.3906, 13.0645],
  ["Rostock", 54.0924, 12.0991],
  ["Magdeburg", 52.1205, 11.6276],
  ["Hannover", 52.3759, 9.732],
  ["Bremen", 53.0793, 8.8017],
  ["Nürnberg", 49.4521, 11.0767],
  ["Stuttgart", 48.7758, 9.1829],
  ["Frankfurt", 50.1109, 8.6821],
  ["Düsseldorf", 51.2277, 6.7735],
  ["Prag", 50.0755, 14.4378],
  ["Wien", 48.2082, 16.3738],
  ["Kopenhagen", 55.6761, 12.5683],
  ["Malmö", 55.605, 13.0038],
  ["Stettin", 53.4285, 14.5528],
  ["Posen", 52.4064, 16.9252],
  ["Breslau", 51.1079, 17.0385],
  ["Amsterdam", 52.3676, 4.9041],
  ["Göteborg", 57.7089, 11.9746],
];

/** F-150 dealers in the story cities (the first one a second time, in its suburbs). */
export function storyDealers(count = cities.length): LocatorMarker[] {
  return cities.slice(0, count).map(([city, lat, lng], index) => ({
    id: `dealer-${index}`,
    type: "F150Location",
    name: `F-150 ${city} Pickup Centre`,
    city,
    address: `Industriestraße ${index + 3}`,
    zip: String(10_115 + index * 1_000),
    lat,
    lng,
    emails: [`sales${index}@f150-dealers.example`],
    phones: [`+49 30 ${200 + index} 45 ${10 + index}`],
    webpages: [`https://dealer${index}.f150-dealers.example`],
  }));
}

/** Charging points, each with its charger options. */
export function storyChargingPoints(count = 12): LocatorMarker[] {
  return cities.slice(0, count).map(([city, lat, lng], index) => ({
    id: `charger-${index}`,
    type: "ChargingPoint",
    name: `Supercharge ${city} Retail Park`,
    city,
    address: `Harbour Road ${index + 1}`,
    zip: String(20_095 + index * 100),
    lat: lat + 0.02,
    lng: lng - 0.02,
    chargerOptions: [
      { id: `c${index}-ccs2`, amount: 4 + (index % 6), icon: "CCS2", watts: 350_000 },
      ...(index % 3 === 0
        ? [{ id: `c${index}-ccs1`, amount: 2, icon: "CCS1" as const, watts: 50_000 }]
        : []),
    ],
  }));
}

/** The offline geocoder's places in stories: two cities without a dealer. */
export const storyPlaces: OfflinePlace[] = [
  { name: "Zwickau", country: "Germany", lat: 50.7189, lng: 12.4964 },
  { name: "Regensburg", country: "Germany", lat: 49.0134, lng: 12.1016 },
];
