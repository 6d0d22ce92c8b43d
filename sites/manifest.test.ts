// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteContent } from "../api-adapters/mocks/fixtures/content";
import { blocksContent } from "../api-adapters/mocks/fixtures/content/areas/blocks";
import { carListContent } from "../api-adapters/mocks/fixtures/content/areas/car-list";
import { navigationContent } from "../api-adapters/mocks/fixtures/content/areas/navigation";
import { shellContent } from "../api-adapters/mocks/fixtures/content/areas/shell";
import { teaserContent } from "../api-adapters/mocks/fixtures/content/areas/teasers";
import type { AreaContent } from "../api-adapters/mocks/fixtures/content/areas/types";
import { vocabularies, type Vocabulary } from "../api-adapters/mocks/search/markets";
import { searchIndexesBySite } from "../api-adapters/search/indexes";
import { brandTokenIds } from "../brand-themes/tokens";
import {
  carSellingIndexes,
  isSiteId,
  languages,
  mapSites,
  primaryLanguage,
  searchIndexesByContentSite,
  siteIds,
  siteManifest,
  type Language,
  type SiteId,
  type SiteManifestEntry,
} from "./manifest";
import { sites } from "./registry";

/** A tenth site, as docs/adding-a-site.md adds one: an entry of the manifest's type. */
const tenthSite: SiteManifestEntry = {
  name: "Carstore Ireland",
  kind: "carstore",
  brand: "carstore-se",
  language: "en-IE",
  extraLanguages: [],
  locale: "en-IE",
  currency: "EUR",
  contentSiteName: "carstore-ie",
  searchIndexes: carSellingIndexes("carstore_ie"),
  features: {
    carSearch: true,
    serviceBooking: false,
    tireHotel: false,
    financeQuotes: false,
    kits: false,
  },
};
const withTenthSite = { ...siteManifest, "carstore-ie": tenthSite };
type TenthSiteId = keyof typeof withTenthSite;

describe("site manifest", () => {
  it("lists the nine demo sites in order", () => {
    expect(siteIds).toEqual([
      "automotive-se",
      "automotive-no",
      "retail-uk",
      "carstore-se",
      "carstore-fi",
      "carstore-no",
      "carstore-sk",
      "f150-eu",
      "supercharge",
    ]);
    expect(isSiteId("carstore-sk")).toBe(true);
    expect(isSiteId("toString")).toBe(false);
  });

  it.each(siteIds)("%s speaks a platform language and wears a known brand", (id) => {
    const entry = siteManifest[id];
    expect(languages).toContain(primaryLanguage(entry.language));
    expect(brandTokenIds).toContain(entry.brand);
  });

  it("every platform language is a site's language", () => {
    const used = new Set(
      siteIds.flatMap((id) =>
        [siteManifest[id].language, ...siteManifest[id].extraLanguages].map(primaryLanguage),
      ),
    );
    expect([...used].sort()).toEqual([...languages].sort());
  });

  it("derives the registry and the search index names from it", () => {
    expect(Object.keys(sites)).toEqual(siteIds);
    for (const id of siteIds) {
      // In the default language, which has no path prefix.
      expect(sites[id]).toEqual({
        id,
        ...siteManifest[id],
        defaultLanguage: siteManifest[id].language,
        languagePrefix: "",
      });
    }
    expect(searchIndexesBySite).toEqual(searchIndexesByContentSite(siteManifest));
  });

  it("every per-site fixture table has exactly the manifest's sites", () => {
    for (const table of [
      siteContent,
      navigationContent,
      shellContent,
      blocksContent,
      carListContent,
      teaserContent,
    ]) {
      expect(Object.keys(table).sort()).toEqual([...siteIds].sort());
    }
  });

  it("a tenth site's entry flows into every derived table", () => {
    const registry = mapSites(withTenthSite, (entry, id) => ({ id, ...entry }));
    expect(registry["carstore-ie"]).toMatchObject({ id: "carstore-ie", language: "en-IE" });
    expect(Object.keys(registry)).toHaveLength(10);
    expect(searchIndexesByContentSite(withTenthSite)["carstore-ie"]).toEqual({
      cars: "cars_carstore_ie",
      sites: "sites_carstore_ie",
      kits: null,
    });
  });
});

/*
 * Type-level proof (checked by `npm run typecheck`: each @ts-expect-error fails the typecheck if
 * its error disappears): the per-site and per-language tables are complete records, so a site or
 * language added to the manifest and forgotten in one of them does not compile.
 */
export function typeLevelChecks() {
  // @ts-expect-error a site missing from a per-site table
  const missingSite: Record<SiteId, AreaContent> = { "automotive-se": {} };

  // The fixture tables lack the tenth site until docs/adding-a-site.md step 4 adds it.
  // @ts-expect-error navigation has no entry for the tenth site
  const navigation: Record<TenthSiteId, AreaContent> = navigationContent;
  // @ts-expect-error the shell area has no entry for the tenth site
  const shell: Record<TenthSiteId, AreaContent> = shellContent;
  // @ts-expect-error the blocks area has no entry for the tenth site
  const blocks: Record<TenthSiteId, AreaContent> = blocksContent;
  // @ts-expect-error the car list area has no entry for the tenth site
  const carList: Record<TenthSiteId, AreaContent> = carListContent;
  // @ts-expect-error the teasers area has no entry for the tenth site
  const teasers: Record<TenthSiteId, AreaContent> = teaserContent;

  // A sixth language: the per-language tables lack it until they are filled.
  // @ts-expect-error the demo search vocabularies have no Danish
  const danish: Record<Language | "da", Vocabulary> = vocabularies;

  const unknownLanguage: SiteManifestEntry = {
    ...tenthSite,
    // @ts-expect-error a site language must be a platform language (or a tag of one)
    language: "da-DK",
  };
  const unknownBrand: SiteManifestEntry = {
    ...tenthSite,
    // @ts-expect-error a site names a brand theme that exists
    brand: "no-such-brand",
  };
  return [
    missingSite,
    navigation,
    shell,
    blocks,
    carList,
    teasers,
    danish,
    unknownLanguage,
    unknownBrand,
  ];
}
