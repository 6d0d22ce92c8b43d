import type { SelectOption } from "../../primitives/Select";
import type { CarCardData } from "../CarCard/types";
import type { ComponentType } from "react";
import { AppliedFilters, type AppliedFiltersProps } from "./AppliedFilters";
import { FacetFilters, type FacetFiltersProps } from "./FacetFilters";
import { FacetedSearch, type FacetedSearchTexts } from "./FacetedSearch";
import type { CarQuery } from "./query";
import { ResultGrid, type CarListStatus, type ResultGridTexts } from "./ResultGrid";
import type { FacetData } from "./types";

/** Every text the car list shows or announces, in the site's language. */
export interface CarListTexts extends FacetedSearchTexts, ResultGridTexts {}

export interface CarListProps {
  query: CarQuery;
  /** The facets of the current search, in display order. */
  facets: FacetData[];
  /** The cars loaded so far (every page up to query.page). */
  cars: CarCardData[];
  /** Cars found (capped at 10000 by the search). */
  total: number;
  /** loading: a new search (skeletons); ready; error. */
  status: CarListStatus;
  /** The next page is loading (load more is busy; the cars stay). */
  loadingMore?: boolean;
  texts: CarListTexts;
  /** The sort options; the first is the default (sortName ""). */
  sortOptions: readonly SelectOption[];
  /** Every change of filters, ranges, keyphrase or sort, with page back to 0. */
  onQueryChange: (next: CarQuery) => void;
  /** Load more was pressed: load page query.page + 1 (`nextPage`). */
  onLoadMore: () => void;
  /** Whether a car is in the compare list. */
  isCompared?: (id: string) => boolean;
  /** A card's compare toggle was pressed; without it the cards have no toggle. */
  onCompareToggle?: (car: CarCardData) => void;
  /** The compare toggle's text ("Jämför"). */
  compareLabel?: string;
  /** Number format of counts and ranges ("sv-SE"). */
  locale?: string;
  /** A histogram value with its unit ("150 000 kr"); locale digits and `rangeUnits` by default. */
  formatRangeValue?: (facet: string, value: number) => string;
}

// The filters and chips for a page that loads them on its own (app/blocks/marketplace/car-list.tsx).
export { FacetFilters, type FacetFiltersProps, AppliedFilters, type AppliedFiltersProps };

/**
 * The car list: the faceted search (keyphrase, sort, chips, filters, load more) over the car
 * cards. Pure view: every change goes out as the next CarQuery through `onQueryChange`.
 */
export function CarList(props: CarListProps) {
  return <CarListView {...props} Filters={FacetFilters} AppliedFilters={AppliedFilters} />;
}

/** CarList with the filters' and chips' components given (as imported, or lazy ones). */
export function CarListView({
  cars,
  total,
  status,
  texts,
  isCompared,
  onCompareToggle,
  compareLabel,
  locale,
  ...search
}: CarListProps & {
  Filters: ComponentType<FacetFiltersProps>;
  AppliedFilters: ComponentType<AppliedFiltersProps>;
}) {
  return (
    <FacetedSearch
      {...search}
      total={total}
      shown={cars.length}
      status={status}
      texts={texts}
      locale={locale}
      resultsMarker="car-list-results"
      results={
        <ResultGrid
          cars={cars}
          total={total}
          status={status}
          texts={texts}
          compareLabel={compareLabel}
          isCompared={isCompared}
          onCompareToggle={onCompareToggle}
          locale={locale}
        />
      }
    />
  );
}
