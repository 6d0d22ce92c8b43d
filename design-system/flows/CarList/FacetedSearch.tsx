import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import styled from "styled-components";
import { DeferredSection } from "../../deferred/DeferredSection";
import { lazyComponent } from "../../deferred/lazy-component";
import { useMatchesMedia } from "../../hooks/useMatchesMedia";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { space } from "../../theme";
import type { SelectOption } from "../../primitives/Select";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import type { AppliedFiltersProps, AppliedFiltersTexts } from "./AppliedFilters";
import type { FacetFiltersProps } from "./FacetFilters";
import type { FacetGroupTexts } from "./FacetGroup";
import { FilterPanel, type FilterPanelTexts } from "./FilterPanel";
import type { HistogramFilterTexts } from "./HistogramFilter";
import { KeyphraseBox, type KeyphraseBoxTexts } from "./KeyphraseBox";
import type { LoadMoreProps, LoadMoreTexts } from "./LoadMore";
import {
  appliedChips,
  clearAll,
  DESKTOP_MIN_WIDTH,
  loadMoreState,
  SCROLL_TO_RESULTS_DELAY_MS,
  setKeyphrase,
  setSort,
  type CarQuery,
} from "./query";
import type { CarListStatus } from "./ResultGrid";
import { SortSelect } from "./SortSelect";
import type { FacetData } from "./types";

/** Every text the faceted search shows or announces around its results, in the site's language. */
export interface FacetedSearchTexts
  extends
    FilterPanelTexts,
    FacetGroupTexts,
    HistogramFilterTexts,
    AppliedFiltersTexts,
    KeyphraseBoxTexts,
    LoadMoreTexts {
  /** A hidden h2 over the results, above the cards' h3 titles ("Sökresultat"). */
  resultsHeading: string;
  /** The sort select's label ("Sortera efter"). */
  sortLabel: string;
  /** Facet titles by facet name ({ "car_brand>car_model": "Märke och modell" }). */
  facetTitles: Record<string, string>;
  /** The keyphrase's chip; `{keyphrase}` is the text ("”{keyphrase}”"). */
  keyphraseChip?: string;
  /** Units inside a histogram's typed inputs, by facet name ({ car_price: "kr" }). */
  rangeUnits?: Record<string, string>;
}

export interface FacetedSearchProps {
  query: CarQuery;
  /** The facets of the current search, in display order. */
  facets: FacetData[];
  /** Results found (capped at 10000 by the search). */
  total: number;
  /** Results shown so far (every page up to query.page): load more counts with it. */
  shown: number;
  /** loading: a new search; ready; error. */
  status: CarListStatus;
  /** The next page is loading (load more is busy; the results stay). */
  loadingMore?: boolean;
  texts: FacetedSearchTexts;
  /** The sort options; the first is the default (sortName ""). */
  sortOptions: readonly SelectOption[];
  /** Every change of filters, ranges, keyphrase or sort, with page back to 0. */
  onQueryChange: (next: CarQuery) => void;
  /** Load more was pressed: load page query.page + 1 (`nextPage`). */
  onLoadMore: () => void;
  /** Number format of counts and ranges ("sv-SE"). */
  locale?: string;
  /** A histogram value with its unit ("150 000 kr"); locale digits and `rangeUnits` by default. */
  formatRangeValue?: (facet: string, value: number) => string;
  /** The results (a card grid, rows), under the hidden results heading. */
  results: ReactNode;
  /** More controls in the toolbar after the keyphrase box and the sort (a layout toggle). */
  tools?: ReactNode;
  /** A data attribute naming the results section (tests, scroll targets). */
  resultsMarker: string;
  /** The filters, in the sidebar and the drawer: FacetFilters, or a page's lazy FacetFilters
   * (a module of its own, so FacetedSearch does not import it). */
  Filters: ComponentType<FacetFiltersProps>;
  /** The applied filters' chips and "clear all": AppliedFilters, or a page's lazy one (it shows
   * only once something narrows the list). */
  AppliedFilters: ComponentType<AppliedFiltersProps>;
}

const Stack = styled.div`
  display: grid;
  gap: ${space.xl};
`;

const Chips = styled.div`
  margin-bottom: ${space.md};
`;

/**
 * "Visar 24 av 120" and the load-more button, under the results: far below the first view on a
 * phone, so its code (with the progress bar) loads when it comes near or is pressed, as a
 * DeferredSection (decision 0028 addendum of session 41).
 */
const LoadMore = lazyComponent<LoadMoreProps>(() =>
  import("./LoadMore").then((module) => module.LoadMore),
);

/** Holds the load-more row's place while its code loads in a client render. */
const LoadMorePlace = styled.div`
  min-height: 5.5rem;
`;

/** Scrolled to (under the sticky bars, `scroll-padding-top`) with a little air above. */
const ResultsSection = styled.section`
  scroll-margin-top: ${space.md};
`;

/**
 * Below the desktop width the filters, sort and search sit above the results (or in a drawer
 * over them): after a change the results scroll into view, SCROLL_TO_RESULTS_DELAY_MS later
 * (specs: 300 ms), once the drawer or the keyboard has had time to close. Returns the trigger.
 */
function useScrollToResultsBelowDesktop(results: RefObject<HTMLElement | null>) {
  const belowDesktop = useMatchesMedia(`(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`);
  const reducedMotion = usePrefersReducedMotion();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    if (!belowDesktop) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        results.current?.scrollIntoView({
          behavior: reducedMotion ? "auto" : "smooth",
          block: "start",
        }),
      SCROLL_TO_RESULTS_DELAY_MS,
    );
  };
}

function defaultRangeFormat(locale: string | undefined, units: Record<string, string> = {}) {
  return (facet: string, value: number) => {
    // Grouped from five digits, so model years stay "2023".
    const digits = new Intl.NumberFormat(locale, { useGrouping: Math.abs(value) >= 10_000 });
    const unit = units[facet];
    return unit ? `${digits.format(value)} ${unit}` : digits.format(value);
  };
}

/**
 * A faceted search over an index (the car list, the kits page): keyphrase box, sort,
 * applied-filter chips, the filters (sidebar or drawer), the results given and load more. Pure
 * view: every change goes out as the next query through `onQueryChange` (the app keeps it in the
 * URL and searches); every text comes in `texts`.
 */
export function FacetedSearch({
  query,
  facets,
  total,
  shown,
  status,
  loadingMore = false,
  texts,
  sortOptions,
  onQueryChange,
  onLoadMore,
  locale,
  formatRangeValue,
  results: resultsContent,
  tools,
  resultsMarker,
  Filters,
  AppliedFilters,
}: FacetedSearchProps) {
  // A change applies to the last query asked for, not the last one shown: the page shows the next
  // query once its cars are in, and a change made meanwhile (a second filter, the keyphrase, a
  // debounced slider) kept only itself. A new query from the page replaces it.
  const latest = useRef(query);
  const received = useRef(query);
  useLayoutEffect(() => {
    if (received.current === query) return;
    received.current = query;
    latest.current = query;
  });
  const results = useRef<HTMLElement>(null);
  const scrollToResults = useScrollToResultsBelowDesktop(results);
  const change = (transition: (current: CarQuery) => CarQuery) => {
    const next = transition(latest.current);
    latest.current = next;
    onQueryChange(next);
    scrollToResults();
  };

  const title = (facet: string) => texts.facetTitles[facet] ?? facet;
  const formatValue = formatRangeValue ?? defaultRangeFormat(locale, texts.rangeUnits);
  const chips = appliedChips(query, {
    facetTitle: title,
    formatValue,
    facets,
    keyphraseTemplate: texts.keyphraseChip,
  });
  const appliedCount = chips.filter((chip) => chip.key !== "keyphrase").length;

  const filters = (
    <Filters
      facets={facets}
      query={query}
      texts={texts}
      title={title}
      formatValue={formatValue}
      onChange={change}
    />
  );

  return (
    <FilterPanel
      filters={filters}
      appliedCount={appliedCount}
      total={total}
      locale={locale}
      texts={texts}
      toolbar={
        <>
          <KeyphraseBox
            keyphrase={query.keyphrase}
            onSubmit={(keyphrase) => change((current) => setKeyphrase(current, keyphrase))}
            texts={texts}
          />
          <SortSelect
            label={texts.sortLabel}
            sortName={query.sortName}
            options={sortOptions}
            onChange={(sortName) => change((current) => setSort(current, sortName))}
          />
          {tools}
        </>
      }
      header={
        chips.length > 0 ? (
          <Chips>
            <AppliedFilters
              chips={chips}
              onRemove={(chip) => change(chip.remove)}
              onClearAll={() => change(clearAll)}
              texts={texts}
            />
          </Chips>
        ) : null
      }
    >
      <Stack>
        <ResultsSection ref={results} {...{ [`data-${resultsMarker}`]: "" }}>
          <VisuallyHidden as="h2">{texts.resultsHeading}</VisuallyHidden>
          {resultsContent}
        </ResultsSection>
        {status === "ready" && shown > 0 && loadMoreState(shown, total, query.page) !== "hidden" ? (
          <DeferredSection
            component={LoadMore}
            props={{
              shown,
              total,
              page: query.page,
              loading: loadingMore,
              onLoadMore,
              texts,
              locale,
            }}
            fallback={<LoadMorePlace />}
            loaded={LoadMore.loaded()}
            markupKey={`${shown}/${total}/${query.page}/${loadingMore}`}
          />
        ) : null}
      </Stack>
    </FilterPanel>
  );
}
