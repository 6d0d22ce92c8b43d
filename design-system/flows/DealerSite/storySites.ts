import { demoPhoto } from "../../primitives/Image/storyImages";
import { storyCars } from "../CarCard/storyCars";
import type { SiteCardData } from "../SiteTeaser/types";
import type { SiteDepartment, SiteDetailData, SiteFilterGroup, SiteListData } from "./types";

/** Demo data for the dealer site stories and tests (what the app's mapping produces). */

const cities = [
  "Göteborg",
  "Borås",
  "Kungsbacka",
  "Uddevalla",
  "Trollhättan",
  "Alingsås",
  "Mölndal",
  "Kungälv",
  "Lerum",
  "Stenungsund",
  "Varberg",
  "Falkenberg",
];

export function storySiteCards(count: number): SiteCardData[] {
  return cities.slice(0, count).map((city, index) => ({
    id: String(index + 1),
    name: `Bilhallen ${city}`,
    href: `/anlaggningar/bilhallen-${city.toLowerCase().replace(/[^a-z]/g, "")}`,
    image: { src: demoPhoto({ label: city, variant: index, width: 800, height: 500 }), alt: "" },
    street: `Industrivägen ${index + 3}`,
    locality: `4${index}1 0${index} ${city}`,
    phone: `0${31 + index}-12 34 5${index}`,
  }));
}

function option(group: string, value: string, count: number, selected = false) {
  return {
    value,
    label: value,
    count,
    selected,
    href: `/anlaggningar?${group}=${encodeURIComponent(value)}`,
  };
}

export const storySiteFilters: SiteFilterGroup[] = [
  {
    name: "region",
    label: "Region",
    options: [option("region", "Västra Götaland", 9), option("region", "Halland", 3)],
  },
  {
    name: "brand",
    label: "Märke",
    options: [option("brand", "Volvo", 8, true), option("brand", "Renault", 4)],
  },
  {
    name: "department",
    label: "Avdelning",
    options: [option("department", "Verkstad", 10), option("department", "Skadeverkstad", 5)],
  },
];

export function storySiteList(count: number, total = count): SiteListData {
  return {
    sites: storySiteCards(count),
    total,
    filters: storySiteFilters,
    searchAction: "/anlaggningar",
    searchHiddenFields: [{ name: "brand", value: "Volvo" }],
    clearHref: "/anlaggningar",
  };
}

const weekdays = [
  { day: "Måndag–fredag", hours: "07:00–18:00" },
  { day: "Lördag", hours: "10:00–14:00" },
];

const departments: SiteDepartment[] = [
  {
    name: "Nya bilar",
    type: "New cars",
    phone: "031-12 34 51",
    email: "nya@bilhallen.example",
    openingHours: weekdays,
    staff: [
      {
        name: "Anna Svensson",
        title: "Försäljningschef",
        phone: "070-123 45 67",
        email: "anna.svensson@bilhallen.example",
      },
      { name: "Erik Lind", title: "Bilförsäljare", phone: "070-765 43 21" },
    ],
  },
  {
    name: "Verkstad",
    type: "Workshop",
    phone: "031-12 34 60",
    openingHours: [{ day: "Måndag–fredag", hours: "07:00–17:00" }],
    deviationDays: [
      { day: "24 december", hours: "Stängt" },
      { day: "31 december", hours: "07:00–12:00" },
    ],
    staff: [
      { name: "Maria Holm", title: "Servicetekniker", email: "maria.holm@bilhallen.example" },
    ],
  },
  {
    name: "Reservdelar",
    type: "Parts",
    email: "delar@bilhallen.example",
    openingHours: [{ day: "Måndag–fredag", hours: "08:00–16:30" }],
    staff: [],
  },
];

export function storySiteDetail(overrides: Partial<SiteDetailData> = {}): SiteDetailData {
  return {
    id: "1",
    name: "Bilhallen Göteborg",
    image: {
      src: demoPhoto({ label: "Bilhallen Göteborg", width: 1600, height: 686 }),
      alt: "",
    },
    street: "Industrivägen 3",
    zip: "411 01",
    city: "Göteborg",
    phone: "031-12 34 50",
    email: "info@bilhallen.example",
    mapsHref:
      "https://www.google.com/maps/search/?api=1&query=Industriv%C3%A4gen%203%20G%C3%B6teborg",
    coordinates: { lat: 57.70887, lng: 11.97456 },
    departments,
    brands: ["Volvo", "Renault", "Dacia"],
    latestCars: storyCars(6),
    carListHref: "/bilar?website_city=Göteborg&car_site_name=Bilhallen%20Göteborg",
    ...overrides,
  };
}

export const storyHoliday = {
  title: "Semesterstängt",
  text: "Verkstaden har semesterstängt 6–26 juli. Akuta ärenden: ring 031-12 34 50.",
};
