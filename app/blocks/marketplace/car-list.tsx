import { useCallback } from "react";
import { useNavigate, useNavigation } from "react-router";
import type { Facet } from "../../../api-adapters/search";
import {
  type CarCardData,
  Container,
  nextPage,
  type CarQuery,
  useOptionalCompare,
  carListTexts,
  DESKTOP_MIN_WIDTH,
  hasRefinements,
  SkeletonOnDemand,
  sortOptions,
  lazyComponent,
  DeferredSection,
  hydratingFirstPage,
} from "../../../design-system";
import { defineDataBlock, type BlockContext } from "../../composer/block";
import { carListHref, parseCarListParams } from "../../marketplace/car-list-url";
import { currencyUnit } from "../../marketplace/labels";
import { useLocalizedPath } from "../../i18n/language-prefix";
import type { ConsumesWildcard } from "../../marketplace/wildcard";
import type { carListLoader } from "./car-list.server";

// The list (filters, facets, sliders, result grid) comes with this block's chunk, which only the
// car list pages load (decision 0028). A lazy component here was still loading when the page
// hydrated, and the compare selection (read after mounting) re-rendered its boundary empty: the
// footer jumped into view and back (layout shift 0.52 + 0.52 at 375 px).
import {
  CarListView,
  type AppliedFiltersProps,
  type FacetFiltersProps,
} from "../../../design-system/flows/CarList/CarList";

// The filters (facet groups, range sliders) in a chunk of their own. Below the desktop width they
// are in a hidden sidebar and a closed drawer: on the first load they keep the server's HTML
// and load when the drawer opens (or the window widens). From the desktop width they load with
// this block and hydrate with the page (issue 17).
let filtersLoaded = false;
const FacetFilters = lazyComponent(() =>
  import("../../marketplace/facet-filters").then((module) => {
    filtersLoaded = true;
    return module.FacetFilters;
  }),
);

function Filters(props: FacetFiltersProps) {
  return (
    <DeferredSection
      component={FacetFilters}
      props={props}
      fallback={<SkeletonOnDemand shape="text" lines={8} />}
      loaded={filtersLoaded}
    />
  );
}

// The applied filters' chips (and "clear all") in a chunk of their own: most visits to the list
// start unfiltered. The page waits for it before rendering a query that narrows the list
// (`sectionsFor` below), so a filtered first load hydrates the chips with the rest (issue 17).
const AppliedFilters = lazyComponent<AppliedFiltersProps>(() =>
  import("../../marketplace/applied-filters").then((module) => module.AppliedFilters),
);
/** Starts the chips' chunk when `query` narrows the list and it is not in yet. */
const chipsFor = (query: CarQuery) =>
  hasRefinements(query) && !AppliedFilters.loaded() ? AppliedFilters.preload() : undefined;

const filtersInFirstView = () =>
  !hydratingFirstPage() || window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;

export interface CarListData extends Partial<ConsumesWildcard> {
  /** The list's path (site settings' pathToCarList). */
  listPath: string;
  query: CarQuery;
  facets: Facet[];
  cars: CarCardData[];
  total: number;
  failed: boolean;
}

/** Which kind of navigation is under way: a new search (skeletons) or the next page. */
function pendingKind(
  listPath: string,
  current: CarQuery,
  pending: { pathname: string; search: string } | undefined,
): "search" | "more" | null {
  if (!pending || pending.pathname !== listPath) return null;
  const next = parseCarListParams(new URLSearchParams(pending.search));
  const sameSearch =
    carListHref(listPath, { ...next, page: 0 }) === carListHref(listPath, { ...current, page: 0 });
  return sameSearch && next.page > current.page ? "more" : "search";
}

function CarListBlock({ data, context }: { data: CarListData; context: BlockContext }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const compare = useOptionalCompare();
  const t = context.t;
  const texts = carListTexts(t, currencyUnit(context.currency, context.locale));
  const pending = navigation.state === "loading" ? navigation.location : undefined;
  // The list's URL in the page's language (`/sv/osta-auto` on a Swedish page).
  const listPath = useLocalizedPath()(data.listPath);
  const kind = pendingKind(listPath, data.query, pending);
  // A filter path (/kop-bil/kia) takes the list's query form on the first change.
  const go = useCallback(
    (query: CarQuery, replace: boolean) =>
      navigate(carListHref(listPath, query), { preventScrollReset: true, replace }),
    [navigate, listPath],
  );
  return (
    <Container>
      <CarListView
        Filters={Filters}
        AppliedFilters={AppliedFilters}
        query={data.query}
        facets={data.facets}
        cars={data.cars}
        total={data.total}
        status={kind === "search" ? "loading" : data.failed ? "error" : "ready"}
        loadingMore={kind === "more"}
        texts={texts}
        sortOptions={sortOptions(t)}
        onQueryChange={(next) => {
          // The chips' chunk loads beside the next page's data, not after it.
          void chipsFor(next);
          void go(next, false);
        }}
        // Load more replaces the entry: Back leaves the list instead of un-loading pages.
        onLoadMore={() => go(nextPage(data.query), true)}
        isCompared={compare?.isCompared}
        onCompareToggle={compare?.toggle}
        compareLabel={t("Marketplace.CompareToggle")}
        locale={context.locale}
      />
    </Container>
  );
}

const carListView = defineDataBlock<typeof carListLoader>((_props, context, data) =>
  data ? <CarListBlock data={data} context={context} /> : null,
);

/** The car list (specs/marketplace.md 2): filters, keyphrase, sort, load more, compare. */
export const carListBlock: typeof carListView = {
  ...carListView,
  sectionsFor: (data) => (data ? chipsFor(data.query) : undefined),
  preload: () => (filtersInFirstView() ? FacetFilters.preload() : Promise.resolve()),
};
