import { http, HttpResponse } from "msw";
import { searchIndexesBySite } from "../../search/indexes";
import { searchRequestBodySchema } from "../../search/schemas";
import { runSearch, type IndexConfig, type SearchDocument } from "./engine";
import { demoSearchData } from "./generator";
import { carIllustration, siteIllustration } from "./images";
import { generateKits } from "./kits";

export const DEMO_SEARCH_API_KEY = "demo-search-key";

export const carIndexConfig: IndexConfig = {
  searchableFields: [
    "car_brand",
    "car_model",
    "car_model_text",
    "car_body",
    "car_fuel",
    "car_color",
    "car_site_city",
    "car_regno",
    // Visitors search for equipment ("dragkrok"), as on the real index.
    "car_equipment",
  ],
  histogramFields: ["car_price", "car_mileage", "car_power", "car_year"],
  defaultSort: "car_publishdate_desc",
  // The price a customer pays: the campaign price when there is one.
  derivedValue: (car, field) =>
    field === "car_price" &&
    car.car_has_campaign_price === true &&
    typeof car.car_campaign_price === "number"
      ? car.car_campaign_price
      : undefined,
};

export const siteIndexConfig: IndexConfig = {
  searchableFields: [
    "site_official_name",
    "site_city",
    "website_city",
    "site_street",
    "site_zip",
    "site_region",
    "site_brands",
  ],
  histogramFields: [],
  defaultSort: "website_sort_order_asc",
};

/** The accessory kits (carstore-fi): found by name, code, category, part number and car. */
export const kitIndexConfig: IndexConfig = {
  searchableFields: [
    "name",
    "kitCode",
    "kitCategory",
    "kitSubCategory",
    "kitSubSubCategory",
    "parts.partNumber",
    "vehicleFitmentSpecifications.make",
    "vehicleFitmentSpecifications.model",
  ],
  histogramFields: ["retailPrice"],
  defaultSort: "name_asc",
};

export interface MockIndex {
  documents: readonly SearchDocument[];
  config: IndexConfig;
}

/** Every index of the demo sites: generated cars, dealer sites and (carstore-fi) kits. */
export function demoSearchIndexes(): Record<string, MockIndex> {
  const data = demoSearchData();
  const indexes: Record<string, MockIndex> = {};
  for (const [site, names] of Object.entries(searchIndexesBySite)) {
    if (names.cars)
      indexes[names.cars] = { documents: data.carsBySite[site] ?? [], config: carIndexConfig };
    if (names.sites)
      indexes[names.sites] = { documents: data.sitesBySite[site] ?? [], config: siteIndexConfig };
    if (names.kits) indexes[names.kits] = { documents: generateKits(), config: kitIndexConfig };
  }
  return indexes;
}

export interface SearchHandlerOptions {
  /** The key callers must send as X-API-KEY (server demo mode: demo-search-key). */
  apiKey?: string;
  /** Indexes to serve instead of the demo data (tests). */
  indexes?: Record<string, MockIndex>;
}

/** The search index proxy: POST <baseUrl>/search, answered by the engine over demo data. */
export function searchHandlers(baseUrl: string, options: SearchHandlerOptions = {}) {
  const apiKey = options.apiKey ?? DEMO_SEARCH_API_KEY;
  let indexes = options.indexes ?? null;
  return [
    http.post(`${baseUrl.replace(/\/+$/, "")}/search`, async ({ request }) => {
      if (request.headers.get("X-API-KEY") !== apiKey) {
        return HttpResponse.json({ error: "Invalid or missing X-API-KEY" }, { status: 401 });
      }
      const raw: unknown = await request.json().catch(() => undefined);
      // The specs allow sortName as well as sort_name.
      const normalised =
        raw && typeof raw === "object" && "sortName" in raw && !("sort_name" in raw)
          ? { ...raw, sort_name: (raw as { sortName: unknown }).sortName }
          : raw;
      const parsed = searchRequestBodySchema.safeParse(normalised);
      if (!parsed.success) {
        const reason = parsed.error.issues
          .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
          .join("; ");
        return HttpResponse.json({ error: `Invalid request: ${reason}` }, { status: 400 });
      }
      indexes ??= demoSearchIndexes();
      const index = Object.hasOwn(indexes, parsed.data.index)
        ? indexes[parsed.data.index]
        : undefined;
      if (!index) {
        return HttpResponse.json({ error: `Unknown index ${parsed.data.index}` }, { status: 400 });
      }
      return HttpResponse.json(runSearch(index.documents, parsed.data, index.config));
    }),
  ];
}

const svgResponse = (svg: string) =>
  new HttpResponse(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
  });

/**
 * Car and dealer images of the demo indexes on the media host (/-/media/cars/<car_id>/<n>.svg,
 * /-/media/sites/<site_id>/<n>.svg); anything else falls through to the generic media mock.
 */
export function searchMediaHandlers(origin: string) {
  const imageIndex = (file: string) => Number(/^(\d+)\.svg$/.exec(file)?.[1] ?? Number.NaN);
  return [
    http.get(`${origin}/-/media/cars/:carId/:file`, ({ params }) => {
      const look = demoSearchData().carLooks.get(String(params.carId));
      const index = imageIndex(String(params.file));
      if (!look || !Number.isInteger(index) || index < 1) return undefined;
      return svgResponse(carIllustration(look, index));
    }),
    http.get(`${origin}/-/media/sites/:siteId/:file`, ({ params }) => {
      const site = Object.values(demoSearchData().sitesBySite)
        .flat()
        .find((candidate) => candidate.site_id === String(params.siteId));
      const index = imageIndex(String(params.file));
      if (!site || !Number.isInteger(index) || index < 1) return undefined;
      return svgResponse(
        siteIllustration(
          { name: site.site_official_name ?? "", city: site.website_city ?? "" },
          index,
        ),
      );
    }),
  ];
}
