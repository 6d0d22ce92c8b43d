import type { Location } from "../../content/locations";
import { slugify } from "../search/dealers";
import { demoSearchData } from "../search/generator";
import { createRandom, type Random } from "../search/random";
import { europeanCities, type CitySeed } from "../../geocoding/places";

/*
 * The locator's demo locations, generated from a seed (deterministic) around real city
 * coordinates: F-150 dealers across Europe, 300 Supercharge charging points with their charger
 * options, and automotive-se's dealer sites as generic locations (the search demo's dealers).
 */

const countryDialling: Record<string, string> = {
  Germany: "+49",
  Netherlands: "+31",
  Belgium: "+32",
  Luxembourg: "+352",
  France: "+33",
  Spain: "+34",
  Portugal: "+351",
  Italy: "+39",
  Austria: "+43",
  Switzerland: "+41",
  Czechia: "+420",
  Slovakia: "+421",
  Poland: "+48",
  Hungary: "+36",
  Slovenia: "+386",
  Croatia: "+385",
  Denmark: "+45",
  Sweden: "+46",
  Norway: "+47",
  Finland: "+358",
  Estonia: "+372",
  Latvia: "+371",
  Lithuania: "+370",
  Ireland: "+353",
  "United Kingdom": "+44",
  Romania: "+40",
  Bulgaria: "+359",
  Greece: "+30",
  Serbia: "+381",
};

const dealerNames = ["Pickup Centre", "Truck & Trail", "Motors", "Utility Vehicles", "Auto Group"];
const streets = ["Industriestraße", "Avenue de l'Europe", "Ringweg", "Via Roma", "Harbour Road"];
const chargingPlaces = ["Retail Park", "Motorway Services", "Central Garage", "Business Park"];

/** A position a little off the city centre (±`spread` degrees), four decimals. */
function near(random: Random, [, , lat, lng]: CitySeed, spread: number) {
  const offset = () => (random.next() * 2 - 1) * spread;
  return {
    lat: Math.round((lat + offset()) * 10_000) / 10_000,
    lng: Math.round((lng + offset()) * 10_000) / 10_000,
  };
}

const zipOf = (random: Random) => String(random.int(10_000, 99_899));
const phoneOf = (random: Random, country: string) =>
  `${countryDialling[country] ?? "+00"} ${random.int(10, 99)} ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`;

/** F-150 dealers: in three of every five seed cities, across Europe (68). */
export function generateF150Dealers(seed = "f150-eu-dealers"): Location[] {
  const random = createRandom(seed);
  return europeanCities
    .filter((_, index) => index % 5 < 3)
    .map((city) => {
      const [name, country] = city;
      const slug = slugify(name);
      const dealer = `${name} ${random.pick(dealerNames)}`;
      return {
        type: "F150Location",
        id: `f150-${slug}`,
        name: `F-150 ${dealer}`,
        city: name,
        address: `${random.pick(streets)} ${random.int(1, 180)}`,
        zip: zipOf(random),
        ...near(random, city, 0.04),
        emails: [`sales@${slug}.f150-dealers.example`, `service@${slug}.f150-dealers.example`],
        phones: [phoneOf(random, country)],
        webpages: [`https://${slug}.f150-dealers.example`],
      };
    });
}

/** 300 charging points, spread over the seed cities, each with one or two charger options. */
export function generateChargingPoints(count = 300, seed = "supercharge-points"): Location[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const city = europeanCities[index % europeanCities.length] as CitySeed;
    const [name] = city;
    const round = Math.floor(index / europeanCities.length) + 1;
    const id = `sc-${slugify(name)}-${round}`;
    const ccs2 = {
      id: `${id}-ccs2`,
      amount: random.int(2, 12),
      icon: "CCS2" as const,
      watts: random.pick([150_000, 200_000, 300_000, 350_000]),
    };
    const ccs1 = {
      id: `${id}-ccs1`,
      amount: random.int(1, 2),
      icon: "CCS1" as const,
      watts: 50_000,
    };
    return {
      type: "ChargingPoint",
      id,
      name: `Supercharge ${name} ${random.pick(chargingPlaces)}${round > 1 ? ` ${round}` : ""}`,
      city: name,
      address: `${random.pick(streets)} ${random.int(1, 180)}`,
      zip: zipOf(random),
      ...near(random, city, 0.12),
      chargerOptions: random.chance(0.2) ? [ccs2, ccs1] : [ccs2],
    };
  });
}

/** A site's dealer sites (the search demo's) as generic locations; those without coordinates left out. */
export function dealerSiteLocations(site: string): Location[] {
  return (demoSearchData().sitesBySite[site] ?? []).flatMap((dealer) => {
    const [lat, lng] = (dealer.site_geocoord ?? "").split(",").map(Number);
    if (lat === undefined || lng === undefined || Number.isNaN(lat) || Number.isNaN(lng)) {
      return [];
    }
    return [
      {
        type: "Location" as const,
        id: dealer.site_id,
        name: dealer.site_official_name ?? dealer.site_id,
        city: dealer.site_city ?? "",
        address: dealer.site_street ?? "",
        zip: dealer.site_zip ?? "",
        lat,
        lng,
      },
    ];
  });
}
