import type { BrandId } from "../brand-themes";
import type { SiteId } from "./site-ids";

export type SiteKind = "dealer-group" | "retailer" | "carstore" | "brand" | "charging";

/** What the platform knows about a site in code; authors own the rest (site settings). */
export interface Site {
  id: SiteId;
  name: string;
  kind: SiteKind;
  brand: BrandId;
  /** BCP 47 tag for `<html lang>` and the content service's language. */
  language: string;
  /** Other languages authors publish the site in. */
  extraLanguages: readonly string[];
  /** Number, date and currency formatting. */
  locale: string;
  currency: string;
  /** The site name in the content service. */
  contentSiteName: string;
  searchIndexes: { cars: string | null; sites: string | null; kits: string | null };
  features: {
    carSearch: boolean;
    serviceBooking: boolean;
    tireHotel: boolean;
    financeQuotes: boolean;
    kits: boolean;
  };
  /** "bare": requests to `www.<host>` are redirected permanently to the bare host. */
  canonicalHost?: "bare";
}

const noFeatures = {
  carSearch: false,
  serviceBooking: false,
  tireHotel: false,
  financeQuotes: false,
  kits: false,
} as const;

export const sites: Record<SiteId, Site> = {
  "automotive-se": {
    id: "automotive-se",
    name: "Automotive Sverige",
    kind: "dealer-group",
    brand: "automotive-se",
    language: "sv",
    extraLanguages: [],
    locale: "sv-SE",
    currency: "SEK",
    contentSiteName: "automotive-se",
    searchIndexes: { cars: "cars_automotive_se", sites: "sites_automotive_se", kits: null },
    features: { ...noFeatures, carSearch: true, serviceBooking: true, tireHotel: true },
    canonicalHost: "bare",
  },
  "automotive-no": {
    id: "automotive-no",
    name: "Automotive Norge",
    kind: "dealer-group",
    brand: "automotive-no",
    language: "nb",
    extraLanguages: [],
    locale: "nb-NO",
    currency: "NOK",
    contentSiteName: "automotive-no",
    searchIndexes: { cars: "cars_automotive_no", sites: "sites_automotive_no", kits: null },
    features: { ...noFeatures, carSearch: true },
  },
  "retail-uk": {
    id: "retail-uk",
    name: "Forecourt Retail UK",
    kind: "retailer",
    brand: "retail-uk",
    language: "en-GB",
    extraLanguages: [],
    locale: "en-GB",
    currency: "GBP",
    contentSiteName: "retail-uk",
    searchIndexes: { cars: "cars_retail_uk", sites: "sites_retail_uk", kits: null },
    features: { ...noFeatures, carSearch: true, financeQuotes: true },
  },
  "carstore-se": {
    id: "carstore-se",
    name: "Carstore Sverige",
    kind: "carstore",
    brand: "carstore-se",
    language: "sv",
    extraLanguages: [],
    locale: "sv-SE",
    currency: "SEK",
    contentSiteName: "carstore-se",
    searchIndexes: { cars: "cars_carstore_se", sites: "sites_carstore_se", kits: null },
    features: { ...noFeatures, carSearch: true },
  },
  "carstore-fi": {
    id: "carstore-fi",
    name: "Carstore Suomi",
    kind: "carstore",
    brand: "carstore-fi",
    language: "fi",
    extraLanguages: [],
    locale: "fi-FI",
    currency: "EUR",
    contentSiteName: "carstore-fi",
    searchIndexes: {
      cars: "cars_carstore_fi",
      sites: "sites_carstore_fi",
      kits: "kits_carstore_fi",
    },
    features: { ...noFeatures, carSearch: true, kits: true },
  },
  "carstore-no": {
    id: "carstore-no",
    name: "Carstore Norge",
    kind: "carstore",
    brand: "carstore-no",
    language: "nb",
    extraLanguages: [],
    locale: "nb-NO",
    currency: "NOK",
    contentSiteName: "carstore-no",
    searchIndexes: { cars: "cars_carstore_no", sites: "sites_carstore_no", kits: null },
    features: { ...noFeatures, carSearch: true },
  },
  "carstore-sk": {
    id: "carstore-sk",
    name: "Carstore Slovensko",
    kind: "carstore",
    brand: "carstore-sk",
    language: "sk",
    extraLanguages: [],
    locale: "sk-SK",
    currency: "EUR",
    contentSiteName: "carstore-sk",
    searchIndexes: { cars: "cars_carstore_sk", sites: "sites_carstore_sk", kits: null },
    features: { ...noFeatures, carSearch: true },
  },
  "f150-eu": {
    id: "f150-eu",
    name: "F-150 Europe",
    kind: "brand",
    brand: "f150-eu",
    language: "en",
    extraLanguages: [],
    locale: "en-IE",
    currency: "EUR",
    contentSiteName: "f150-eu",
    searchIndexes: { cars: null, sites: "sites_f150_eu", kits: null },
    features: noFeatures,
  },
  supercharge: {
    id: "supercharge",
    name: "Supercharge",
    kind: "charging",
    brand: "supercharge",
    language: "en",
    extraLanguages: [],
    locale: "en-GB",
    currency: "EUR",
    contentSiteName: "supercharge",
    searchIndexes: { cars: null, sites: null, kits: null },
    features: noFeatures,
  },
};
