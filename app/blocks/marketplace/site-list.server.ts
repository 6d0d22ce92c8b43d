import { z } from "zod";
import type { MessageKey } from "../../../i18n/translate";
import {
  SITE_LIST_LIMIT,
  type DealerSite,
  type SearchFilterValue,
} from "../../../api-adapters/search";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";
import { textField } from "../../composer/fields";
import { siteListPath } from "../../marketplace/site-paths";
import { toSiteCard } from "./teasers.server";
import type { SiteListBlockData } from "./site-list";

/** The SiteList rendering: an optional heading (the page's title). */
export const siteListSchema = z.object({
  fields: z.object({ Title: textField.optional() }).passthrough().optional(),
  params: z.object({}).passthrough().optional(),
});

/** Pages a list URL can ask for at once (`?page=`), as the car list. */
const MAX_PAGES = 20;

/** The list's filters: URL parameter -> the sites index field it filters. */
export const SITE_LIST_FILTERS = {
  region: "site_region",
  brand: "site_brands",
  department: "site_departments.group",
} as const;
type FilterName = keyof typeof SITE_LIST_FILTERS;

/** The index's department groups (specs §3 Department) in the site's words; others as they are. */
const departmentGroupKeys: Record<string, MessageKey> = {
  "New cars": "Dealer.PageGroupNewCars",
  "Used cars": "Dealer.PageGroupUsedCars",
  Parts: "Dealer.PageGroupParts",
  Workshop: "Dealer.PageGroupWorkshop",
  "Body work": "Dealer.PageGroupBodyWork",
};
const filterNames = Object.keys(SITE_LIST_FILTERS) as FilterName[];

/** The values of one filter on a site (a department group once per site). */
function valuesOf(site: DealerSite, name: FilterName): string[] {
  if (name === "region") return site.site_region ? [site.site_region] : [];
  if (name === "brand") return site.site_brands ?? [];
  return [
    ...new Set(
      (site.site_departments ?? []).flatMap((department) =>
        department.group ? [department.group] : [],
      ),
    ),
  ];
}

/**
 * Parameters of the old locator URLs the redirect tables send here (retail-uk's
 * `/find-us?site_departments.brands.name=BMW&site_departments.service_name=Servicing`), read as
 * the list's own filter: the old service names become the index's department groups.
 */
const LEGACY_FILTER_PARAMS: Partial<
  Record<FilterName, { param: string; values?: Readonly<Record<string, string>> }>
> = {
  brand: { param: "site_departments.brands.name" },
  department: {
    param: "site_departments.service_name",
    values: { Servicing: "Workshop", Parts: "Parts", Bodyshop: "Body work" },
  },
};

function legacyValues(params: URLSearchParams, name: FilterName): string[] {
  const legacy = LEGACY_FILTER_PARAMS[name];
  if (!legacy) return [];
  return params.getAll(legacy.param).map((value) => legacy.values?.[value] ?? value);
}

export interface SiteListState {
  keyphrase: string;
  selected: Record<FilterName, string[]>;
  /** Pages shown (1 + show-more presses). */
  pages: number;
}

/** The list's state from its URL: keyphrase, the filters (repeated parameters) and page. */
export function parseSiteListParams(params: URLSearchParams): SiteListState {
  const page = Math.trunc(Number(params.get("page") ?? 1));
  return {
    keyphrase: params.get("keyphrase")?.trim() ?? "",
    selected: Object.fromEntries(
      filterNames.map((name) => [
        name,
        [...new Set([...params.getAll(name), ...legacyValues(params, name)].filter(Boolean))],
      ]),
    ) as Record<FilterName, string[]>,
    pages: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGES) : 1,
  };
}

/** The list URL for a state (page left out: a changed filter starts at the first page). */
export function siteListHref(listPath: string, state: Omit<SiteListState, "pages">): string {
  const params = new URLSearchParams();
  if (state.keyphrase) params.set("keyphrase", state.keyphrase);
  for (const name of filterNames)
    for (const value of state.selected[name]) params.append(name, value);
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}

function toggled(state: SiteListState, name: FilterName, value: string): SiteListState {
  const values = state.selected[name];
  return {
    ...state,
    selected: {
      ...state.selected,
      [name]: values.includes(value)
        ? values.filter((entry) => entry !== value)
        : [...values, value],
    },
  };
}

/**
 * The site list (specs/marketplace.md 2 and 7): sites sorted website_sort_order_asc, 48 per page
 * with show more, filter chips (region, brand, department type) counted over every site of the
 * index, and the keyphrase search. Below the list path (a site's slug) the SiteDetail block
 * answers instead, so this block renders nothing there.
 */
export async function loadSiteList(context: BlockDataContext): Promise<SiteListBlockData | null> {
  const { search, site, settings, url, wildcardSegments, t } = context;
  if (wildcardSegments.length > 0) return null;
  const listPath = siteListPath(settings, site.defaultLanguage);
  const state = parseSiteListParams(url.searchParams);
  const filters: Record<string, SearchFilterValue> = {};
  for (const name of filterNames) {
    if (state.selected[name].length > 0) filters[SITE_LIST_FILTERS[name]] = state.selected[name];
  }
  const [hits, every] = await Promise.all([
    search.dealerSites(site.contentSiteName, {
      keyphrase: state.keyphrase,
      filters,
      limit: SITE_LIST_LIMIT * state.pages,
    }),
    search.dealerSites(site.contentSiteName, { limit: 100 }),
  ]);
  const groupLabels: Record<FilterName, string> = {
    region: t("Dealer.PageFilterRegion"),
    brand: t("Dealer.PageFilterBrand"),
    department: t("Dealer.PageFilterDepartment"),
  };
  const filterGroups = filterNames.flatMap((name) => {
    const counts = new Map<string, number>();
    for (const dealer of every.content)
      for (const value of valuesOf(dealer, name)) counts.set(value, (counts.get(value) ?? 0) + 1);
    const labelOf = (value: string) => {
      const key = name === "department" ? departmentGroupKeys[value] : undefined;
      return key ? t(key) : value;
    };
    const options = [...counts.entries()]
      .map(([value, count]) => ({ value, count, label: labelOf(value) }))
      .sort((a, b) => a.label.localeCompare(b.label, site.locale))
      .map(({ value, count, label }) => ({
        value,
        label,
        count,
        selected: state.selected[name].includes(value),
        href: siteListHref(listPath, toggled(state, name, value)),
      }));
    return options.length >= 2 ? [{ name, label: groupLabels[name], options }] : [];
  });
  const filtered = filterNames.some((name) => state.selected[name].length > 0);
  const pageSearch = (page: number) =>
    `${siteListHref(listPath, state)}${filtered || state.keyphrase ? "&" : "?"}page=${page}`;
  const total = hits.total_items;
  return {
    listPath,
    sites: hits.content.flatMap(
      (dealer) => toSiteCard(dealer, site.defaultLanguage, listPath) ?? [],
    ),
    total,
    filters: filterGroups,
    ...(state.keyphrase ? { keyphrase: state.keyphrase } : {}),
    searchAction: listPath,
    searchHiddenFields: filterNames.flatMap((name) =>
      state.selected[name].map((value) => ({ name, value })),
    ),
    ...(filtered || state.keyphrase ? { clearHref: listPath } : {}),
    ...(total > hits.content.length ? { moreHref: pageSearch(state.pages + 1) } : {}),
  };
}

export const siteListLoader = defineBlockLoader(siteListSchema, (_props, _rendering, context) =>
  loadSiteList(context),
);
