import { z } from "zod";
import { reportDegraded } from "../shared/degradation";
import { parseUpstream, toUpstreamError, UpstreamError } from "../shared/errors";
import { logger } from "../shared/logger";
import { createSwrCache, UPSTREAM_REVALIDATE_MS } from "../shared/swr-cache";
import { searchIndexName, type SearchIndexKind } from "./indexes";
import { parsePredefinedQuery } from "./predefined-query";
import {
  carSchema,
  dealerSiteSchema,
  kitSchema,
  searchEnvelopeSchema,
  type Car,
  type DealerSite,
  type Kit,
  type SearchFilterValue,
  type SearchRequestBody,
  type SearchResponse,
} from "./schemas";

const upstream = "search";

/** The car list's facets: one hierarchical brand>model list, lists, and histograms (ranges). */
export const carFacetNames = [
  "car_brand>car_model",
  "car_body",
  "car_fuel",
  "car_gearbox",
  "car_drive",
  "car_condition",
  "car_color",
  "car_site_city",
  "car_price",
  "car_mileage",
  "car_power",
  "car_year",
] as const;

export const carSortNames = [
  "car_publishdate_desc",
  "car_price_asc",
  "car_price_desc",
  "car_mileage_asc",
  "car_year_desc",
] as const;

export const DEFAULT_CAR_SORT = "car_publishdate_desc";
export const DEFAULT_SEARCH_LIMIT = 24;
export const SITE_LIST_LIMIT = 48;
export const SITE_SORT = "website_sort_order_asc";
/** Similar cars on the car detail page (specs 9). */
export const SIMILAR_CARS_LIMIT = 8;
/** The dealer sites of a brand a sample car lists (specs 9). */
export const BRAND_SITES_LIMIT = 100;
/** carsByIds asks for at most this many ids; the rest are ignored. */
export const MAX_CARS_BY_IDS = 100;
export const CAR_DETAIL_ENTRIES_PAGE = 1000;
/** The service counts and pages at most this many results (specs: shown as 10000+). */
export const SEARCH_RESULT_CAP = 10_000;
export const CAR_FACETS_CACHE_KEY = "car_facets";

/** The kits page's facets (specs/marketplace.md 2, kits): categories in three levels and the car. */
export const kitFacetNames = [
  "kitCategory>kitSubCategory>kitSubSubCategory",
  "vehicleFitmentSpecifications.make",
  "vehicleFitmentSpecifications.model",
  "vehicleFitmentSpecifications.modelYear",
  "status",
  "retailPrice",
] as const;
export const kitSortNames = ["name_asc", "retailPrice_asc", "retailPrice_desc"] as const;
export const DEFAULT_KIT_SORT = "name_asc";
/** Kits per page (specs 9). */
export const KITS_PAGE_SIZE = 24;

export type SearchBody = Omit<SearchRequestBody, "index">;

export type SearchOutcome<T> =
  | { ok: true; response: SearchResponse<T> }
  /** `response` is the empty result, so callers that do not care can use it as is. */
  | { ok: false; error: string; response: SearchResponse<T> };

export interface CarSearchParams {
  keyphrase?: string;
  filters?: Record<string, SearchFilterValue>;
  limit?: number;
  offset?: number;
  /** "" or absent: car_publishdate_desc. */
  sortName?: string;
  /** Facets to compute; absent: every name in carFacetNames. */
  facets?: readonly string[];
}

export type KitSearchParams = Omit<CarSearchParams, "sortName"> & {
  /** "" or absent: name_asc. */
  sortName?: string;
};

export interface CarDetailEntry {
  car_id: string;
  slug: string;
  indexed_at?: string | null;
}

export interface SearchClient {
  /** Low level: one query of a site's index, every item validated (invalid ones dropped). */
  search<T>(
    site: string,
    kind: SearchIndexKind,
    body: SearchBody,
    itemSchema?: z.ZodType<T>,
  ): Promise<SearchOutcome<T>>;
  searchCars(site: string, params?: CarSearchParams): Promise<SearchResponse<Car>>;
  /** searchCars, telling a failure from an empty result (the car list shows an error text). */
  findCars(site: string, params?: CarSearchParams): Promise<SearchOutcome<Car>>;
  /** Brand and model facets only (limit 0), cached under car_facets. */
  carFacets(site: string): Promise<SearchResponse<Car>["facet"]>;
  carOfTheWeek(site: string): Promise<{ ok: true; cars: Car[] } | { ok: false; error: string }>;
  /** At most 100 ids, the result in the order the ids were given; a failure gives []. */
  carsByIds(site: string, ids: readonly string[]): Promise<Car[]>;
  carsByQuery(
    site: string,
    predefinedQuery: string,
    options?: { limit?: number; sortName?: string },
  ): Promise<Car[]>;
  /** The compare detail: null when there is no such car; a failure is reported. */
  carById(
    site: string,
    carId: string,
  ): Promise<{ ok: true; car: Car | null } | { ok: false; error: string }>;
  /**
   * Up to 8 cars like this one, never itself: for a stock car the same region, body and fuel; for
   * a sample car (a new-car sample model) stock cars of its brand and model. A failure gives [].
   */
  similarCars(
    site: string,
    car: Pick<
      Car,
      "car_id" | "car_brand" | "car_model" | "car_site_region" | "car_body" | "car_fuel"
    > & { car_is_sample?: boolean | null },
  ): Promise<Car[]>;
  /** The dealer sites selling a brand (up to 100, site order); a failure is reported. */
  brandSites(
    site: string,
    brand: string,
  ): Promise<{ ok: true; sites: DealerSite[] } | { ok: false; error: string }>;
  dealerSites(
    site: string,
    options?: {
      limit?: number;
      offset?: number;
      sortName?: string;
      keyphrase?: string;
      filters?: Record<string, SearchFilterValue>;
    },
  ): Promise<SearchResponse<DealerSite>>;
  /** Every car of the site (id, slug, indexed_at), for the sitemap. */
  carDetailEntries(site: string): Promise<CarDetailEntry[]>;
  /**
   * The accessory kits of a site's kits index (24 a page, every kit validated), telling a failure
   * from an empty result; not cached (dealer staff search and filter live).
   */
  findKits(site: string, params?: KitSearchParams): Promise<SearchOutcome<Kit>>;
}

export interface SearchClientOptions {
  endpoint: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Reads are cached for the specs' 60 s, then served stale while revalidating. */
  cache?: { maxEntries: number; freshMs: number; staleMs: number } | false;
}

const itemSchemas: Record<SearchIndexKind, z.ZodType> = {
  cars: carSchema,
  sites: dealerSiteSchema,
  kits: kitSchema,
};

const carDetailEntrySchema = z.object({
  car_id: z.string().min(1),
  slug: z.string().min(1),
  indexed_at: z.string().nullish(),
});

export function emptySearchResponse<T>(limit: number, offset: number): SearchResponse<T> {
  return { facet: [], content: [], total_items: 0, limit, offset };
}

/** The search index proxy: POST <endpoint>/search with X-API-KEY (specs/marketplace.md 7). */
export function createSearchClient(options: SearchClientOptions): SearchClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${options.endpoint.replace(/\/+$/, "")}/search`;
  const cache =
    options.cache === false
      ? null
      : createSwrCache<unknown>(
          options.cache ?? { maxEntries: 2000, freshMs: UPSTREAM_REVALIDATE_MS, staleMs: 600_000 },
        );

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    // The cache holds every read's result type; each key is only ever loaded by one kind of read.
    return cache ? (cache.get(key, load) as Promise<T>) : load();
  }

  async function post(body: SearchRequestBody): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "X-API-KEY": options.apiKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw toUpstreamError(upstream, error);
    }
    if (!response.ok) {
      throw new UpstreamError(
        upstream,
        "http",
        `answered HTTP ${response.status}`,
        response.status,
      );
    }
    try {
      return await response.json();
    } catch (error) {
      throw new UpstreamError(upstream, "invalid-response", "answered with non-JSON", undefined, {
        cause: error,
      });
    }
  }

  /** Throws on failure (so failures are never cached); the public methods decide what it means. */
  async function query<T>(
    index: string,
    body: SearchBody,
    itemSchema: z.ZodType<T>,
  ): Promise<SearchResponse<T>> {
    const data = await post({ ...body, index });
    const envelope = parseUpstream(upstream, index, searchEnvelopeSchema, data);
    const content: T[] = [];
    envelope.content.forEach((item, position) => {
      const parsed = itemSchema.safeParse(item);
      if (parsed.success) {
        content.push(parsed.data);
        return;
      }
      logger.warn("search.invalid-item", {
        index,
        position,
        id: idOf(item),
        reason: parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
          .join("; "),
      });
    });
    return { ...envelope, content };
  }

  async function run<T>(
    site: string,
    kind: SearchIndexKind,
    body: SearchBody,
    itemSchema: z.ZodType<T>,
    /** Absent: keyed by index and body; null: not cached. */
    cacheKey?: string | null,
  ): Promise<SearchOutcome<T>> {
    const index = searchIndexName(site, kind);
    const empty = emptySearchResponse<T>(body.limit, body.offset);
    if (!index) return { ok: true, response: empty };
    const load = () => query(index, body, itemSchema);
    try {
      const response =
        cacheKey === null
          ? await load()
          : await cached(cacheKey ?? `${index}:${JSON.stringify(body)}`, load);
      return { ok: true, response };
    } catch (error) {
      const failure = toUpstreamError(upstream, error);
      logger.error("search.failure", {
        site,
        index,
        failure: failure.failure,
        reason: failure.message,
      });
      // Every caller renders the empty result (error catalogue): a response not to be cached.
      reportDegraded(`search:${kind}`);
      return { ok: false, error: failure.message, response: empty };
    }
  }

  const cars = (site: string, body: SearchBody, cacheKey?: string) =>
    run<Car>(site, "cars", body, carSchema, cacheKey);

  const findCars = (site: string, params: CarSearchParams = {}) =>
    cars(site, {
      keyphrase: params.keyphrase || undefined,
      filters: params.filters,
      facets: [...(params.facets ?? carFacetNames)],
      limit: params.limit ?? DEFAULT_SEARCH_LIMIT,
      offset: params.offset ?? 0,
      sort_name: params.sortName || DEFAULT_CAR_SORT,
    });

  return {
    search<T>(site: string, kind: SearchIndexKind, body: SearchBody, itemSchema?: z.ZodType<T>) {
      // Without its own schema a caller gets the index's entity, validated; never cached.
      const schema = (itemSchema ?? itemSchemas[kind]) as z.ZodType<T>;
      return run(site, kind, body, schema, null);
    },

    findCars,

    async searchCars(site, params = {}) {
      return (await findCars(site, params)).response;
    },

    async carFacets(site) {
      const outcome = await cars(
        site,
        { facets: ["car_brand", "car_model"], limit: 0, offset: 0 },
        `${CAR_FACETS_CACHE_KEY}:${site}`,
      );
      return outcome.response.facet;
    },

    async carOfTheWeek(site) {
      const outcome = await cars(site, {
        filters: { caroftheweek: ["true"] },
        limit: DEFAULT_SEARCH_LIMIT,
        offset: 0,
        sort_name: DEFAULT_CAR_SORT,
      });
      return outcome.ok
        ? { ok: true, cars: outcome.response.content }
        : { ok: false, error: outcome.error };
    },

    async carsByIds(site, ids) {
      const wanted = [...new Set(ids)].slice(0, MAX_CARS_BY_IDS);
      if (wanted.length === 0) return [];
      const outcome = await cars(site, {
        filters: { car_id: wanted },
        limit: wanted.length,
        offset: 0,
      });
      const byId = new Map(outcome.response.content.map((car) => [car.car_id, car]));
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },

    async carsByQuery(site, predefinedQuery, queryOptions = {}) {
      const { keyphrase, filters } = parsePredefinedQuery(predefinedQuery);
      const outcome = await cars(site, {
        keyphrase: keyphrase || undefined,
        filters,
        limit: queryOptions.limit ?? DEFAULT_SEARCH_LIMIT,
        offset: 0,
        sort_name: queryOptions.sortName || DEFAULT_CAR_SORT,
      });
      return outcome.response.content;
    },

    async carById(site, carId) {
      const outcome = await cars(site, { filters: { car_id: [carId] }, limit: 1, offset: 0 });
      return outcome.ok
        ? { ok: true, car: outcome.response.content[0] ?? null }
        : { ok: false, error: outcome.error };
    },

    async similarCars(site, car) {
      const present = (value: string | null | undefined) => (value ? [value] : undefined);
      const filters: Record<string, SearchFilterValue | undefined> = car.car_is_sample
        ? {
            car_brand: present(car.car_brand),
            car_model: present(car.car_model),
            car_is_sample: ["false"],
          }
        : {
            car_site_region: present(car.car_site_region),
            car_body: present(car.car_body),
            car_fuel: present(car.car_fuel),
          };
      const outcome = await cars(site, {
        filters: Object.fromEntries(
          Object.entries(filters).filter(
            (entry): entry is [string, SearchFilterValue] => entry[1] !== undefined,
          ),
        ),
        // One more than shown: the car itself may be among them.
        limit: SIMILAR_CARS_LIMIT + 1,
        offset: 0,
        sort_name: DEFAULT_CAR_SORT,
      });
      return outcome.response.content
        .filter((other) => other.car_id !== car.car_id)
        .slice(0, SIMILAR_CARS_LIMIT);
    },

    async brandSites(site, brand) {
      const outcome = await run(
        site,
        "sites",
        {
          filters: { site_brands: [brand] },
          limit: BRAND_SITES_LIMIT,
          offset: 0,
          sort_name: SITE_SORT,
        },
        dealerSiteSchema,
      );
      return outcome.ok
        ? { ok: true, sites: outcome.response.content }
        : { ok: false, error: outcome.error };
    },

    async dealerSites(site, siteOptions = {}) {
      const outcome = await run(
        site,
        "sites",
        {
          keyphrase: siteOptions.keyphrase || undefined,
          filters: siteOptions.filters,
          limit: siteOptions.limit ?? SITE_LIST_LIMIT,
          offset: siteOptions.offset ?? 0,
          sort_name: siteOptions.sortName || SITE_SORT,
        },
        dealerSiteSchema,
      );
      return outcome.response;
    },

    findKits(site, params = {}) {
      return run(
        site,
        "kits",
        {
          keyphrase: params.keyphrase || undefined,
          filters: params.filters,
          facets: [...(params.facets ?? kitFacetNames)],
          limit: params.limit ?? KITS_PAGE_SIZE,
          offset: params.offset ?? 0,
          sort_name: params.sortName || DEFAULT_KIT_SORT,
        },
        kitSchema,
        null,
      );
    },

    async carDetailEntries(site) {
      const entries: CarDetailEntry[] = [];
      for (let offset = 0; offset < SEARCH_RESULT_CAP; offset += CAR_DETAIL_ENTRIES_PAGE) {
        const outcome = await run(
          site,
          "cars",
          {
            fields: ["car_id", "slug", "indexed_at"],
            limit: CAR_DETAIL_ENTRIES_PAGE,
            offset,
            sort_name: "car_id_asc",
          },
          carDetailEntrySchema,
          `car_detail_entries:${site}:${offset}`,
        );
        entries.push(...outcome.response.content);
        const { total_items, content } = outcome.response;
        if (
          !outcome.ok ||
          content.length === 0 ||
          offset + CAR_DETAIL_ENTRIES_PAGE >= total_items
        ) {
          break;
        }
      }
      return entries;
    },
  };
}

function idOf(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const id = record.car_id ?? record.site_id ?? record.kitId ?? record.id;
  return typeof id === "string" || typeof id === "number" ? String(id) : undefined;
}
