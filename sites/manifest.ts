import type { BrandId } from "../brand-themes";

/**
 * The one list of sites and languages. Every per-site table in the code base is derived from
 * `siteManifest` or typed `Record<SiteId, ...>` (never Partial), so a site added here and
 * forgotten elsewhere is a type error; docs/adding-a-site.md is the procedure.
 */

/** The languages the platform has interface texts and demo vocabularies for (primary subtags). */
export const languages = ["sv", "nb", "en", "fi", "sk"] as const;
export type Language = (typeof languages)[number];

/** A BCP 47 tag whose primary subtag is a platform language: "sv", "en-GB". */
export type LanguageTag = Language | `${Language}-${string}`;

export type SiteKind = "dealer-group" | "retailer" | "carstore" | "brand" | "charging";

export type SearchIndexKind = "cars" | "sites" | "kits";

export interface SiteFeatures {
  carSearch: boolean;
  serviceBooking: boolean;
  tireHotel: boolean;
  financeQuotes: boolean;
  kits: boolean;
}

/** What the platform knows about a site in code; authors own the rest (site settings). */
export interface SiteManifestEntry {
  name: string;
  kind: SiteKind;
  /** The brand theme the site wears (one of brand-themes/, which also holds car-brand designs). */
  brand: BrandId;
  /** BCP 47 tag for `<html lang>` and the content service's language. */
  language: LanguageTag;
  /** Other languages authors publish the site in. */
  extraLanguages: readonly LanguageTag[];
  /** Number, date and currency formatting. */
  locale: string;
  currency: string;
  /** The site name in the content service. */
  contentSiteName: string;
  /** The search service's index of each kind; null when the site has none. */
  searchIndexes: Record<SearchIndexKind, string | null>;
  features: SiteFeatures;
  /** "bare": requests to `www.<host>` are redirected permanently to the bare host. */
  canonicalHost?: "bare";
}

const noFeatures: SiteFeatures = {
  carSearch: false,
  serviceBooking: false,
  tireHotel: false,
  financeQuotes: false,
  kits: false,
};

/** A car-selling site's indexes: `cars_<suffix>`, `sites_<suffix>`, and kits where sold. */
export function carSellingIndexes(
  suffix: string,
  { kits = false } = {},
): Record<SearchIndexKind, string | null> {
  return { cars: `cars_${suffix}`, sites: `sites_${suffix}`, kits: kits ? `kits_${suffix}` : null };
}

/** Every site the platform serves, by id (the demo host is `<id>.localhost`). */
export const siteManifest = {
  "automotive-se": {
    name: "Automotive Sverige",
    kind: "dealer-group",
    brand: "automotive-se",
    language: "sv",
    extraLanguages: [],
    locale: "sv-SE",
    currency: "SEK",
    contentSiteName: "automotive-se",
    searchIndexes: carSellingIndexes("automotive_se"),
    features: { ...noFeatures, carSearch: true, serviceBooking: true, tireHotel: true },
    canonicalHost: "bare",
  },
  "automotive-no": {
    name: "Automotive Norge",
    kind: "dealer-group",
    brand: "automotive-no",
    language: "nb",
    extraLanguages: [],
    locale: "nb-NO",
    currency: "NOK",
    contentSiteName: "automotive-no",
    searchIndexes: carSellingIndexes("automotive_no"),
    features: { ...noFeatures, carSearch: true },
  },
  "retail-uk": {
    name: "Forecourt Retail UK",
    kind: "retailer",
    brand: "retail-uk",
    language: "en-GB",
    extraLanguages: [],
    locale: "en-GB",
    currency: "GBP",
    contentSiteName: "retail-uk",
    searchIndexes: carSellingIndexes("retail_uk"),
    features: { ...noFeatures, carSearch: true, financeQuotes: true },
  },
  "carstore-se": {
    name: "Carstore Sverige",
    kind: "carstore",
    brand: "carstore-se",
    language: "sv",
    extraLanguages: ["en"],
    locale: "sv-SE",
    currency: "SEK",
    contentSiteName: "carstore-se",
    searchIndexes: carSellingIndexes("carstore_se"),
    features: { ...noFeatures, carSearch: true },
  },
  "carstore-fi": {
    name: "Carstore Suomi",
    kind: "carstore",
    brand: "carstore-fi",
    language: "fi",
    extraLanguages: ["sv"],
    locale: "fi-FI",
    currency: "EUR",
    contentSiteName: "carstore-fi",
    searchIndexes: carSellingIndexes("carstore_fi", { kits: true }),
    features: { ...noFeatures, carSearch: true, kits: true },
  },
  "carstore-no": {
    name: "Carstore Norge",
    kind: "carstore",
    brand: "carstore-no",
    language: "nb",
    extraLanguages: [],
    locale: "nb-NO",
    currency: "NOK",
    contentSiteName: "carstore-no",
    searchIndexes: carSellingIndexes("carstore_no"),
    features: { ...noFeatures, carSearch: true },
  },
  "carstore-sk": {
    name: "Carstore Slovensko",
    kind: "carstore",
    brand: "carstore-sk",
    language: "sk",
    extraLanguages: [],
    locale: "sk-SK",
    currency: "EUR",
    contentSiteName: "carstore-sk",
    searchIndexes: carSellingIndexes("carstore_sk"),
    features: { ...noFeatures, carSearch: true },
  },
  "f150-eu": {
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
} satisfies Record<string, SiteManifestEntry>;

export type SiteId = keyof typeof siteManifest;

/** The site ids in manifest order. */
export const siteIds = Object.keys(siteManifest) as SiteId[];

export function isSiteId(value: string): value is SiteId {
  return Object.hasOwn(siteManifest, value);
}

/** The platform language of a tag: its primary subtag ("en-GB" -> "en"). */
export function primaryLanguage(tag: LanguageTag): Language {
  return tag.split("-")[0] as Language;
}

/**
 * A per-site table from a manifest: one value per site, typed by the manifest's ids. The tables
 * below take the manifest as an argument so a test can check them with an extra site.
 */
export function mapSites<Id extends string, Value>(
  manifest: Record<Id, SiteManifestEntry>,
  value: (entry: SiteManifestEntry, id: Id) => Value,
): Record<Id, Value> {
  return Object.fromEntries(
    (Object.keys(manifest) as Id[]).map((id) => [id, value(manifest[id], id)]),
  ) as Record<Id, Value>;
}

/** Search index names by content site name (the search service knows sites by that name). */
export function searchIndexesByContentSite(
  manifest: Record<string, SiteManifestEntry>,
): Record<string, Record<SearchIndexKind, string | null>> {
  return Object.fromEntries(
    Object.values(manifest).map((entry) => [entry.contentSiteName, entry.searchIndexes]),
  );
}
